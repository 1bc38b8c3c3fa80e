// The owner sends parcels through NOEST's API and gets their outcomes back, in Chromium at 390 px against
// the real build, functions and database: Settings → Carriers connects NOEST (its API token and partner
// GUID, tried by NOEST's harmless call; only the token's last characters shown, never the GUID); the list
// sends a home order and a stop-desk order at once: NOEST creates and validates the home parcel (its
// tracking shown), the stop-desk order asks for its station; from its page the owner picks the station
// and gets its parcel, which offers no Cancel but says why in the owner's language (NOEST deletes a parcel
// only before valid/order, which the shop calls at creation); the labels of both come as one PDF; NOEST
// reports one parcel delivered and the other back after a failed attempt, which the scheduled poll brings
// to the orders (NOEST documents no webhook). Each screen is checked for fit and tap targets, axe where it
// runs, and photographed with SCREENSHOTS=1 (.data/screenshots/admin-orders/phone-<locale>-noest-*.png).
// Written once for every language: `npm test` runs it in Arabic only (Ecotrack's flow runs in French, ZR
// Express's in English: each admin half keeps its time), SCREENSHOTS=1 in Arabic, French and English.
//
// NOEST's API is outside this machine: the stand-in (tests/carriers/stand-ins/noest), started in the test
// on port 0, stands in for it, and its URL is what the owner types as the API address. The poll runs the
// scheduled function's own handler on the site's database (runCarriersPoll).
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import { parcelMessages } from '../../src/admin/orders/parcels/parcel-messages.ts';
import { carrierReasonMessages, carrierReasonText } from '../../src/admin/carriers/carrier-reason-text.ts';
import { startNoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { confirmedOrder, flowLanguages, noCarrierYet, runCarriersPoll, screensOf, socksInStock } from './admin-carriers-fixture.ts';

const TOKEN = 'e2e-noest-flow-token-Wp58';
const GUID = 'e2e-noest-flow-partner-guid-7731';
const looked = screensOf('noest');

for (const locale of flowLanguages('ar'))
  test(`NOEST through its API: connect, send a home and a stop-desk order, no Cancel once validated, labels and outcomes by the poll, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const p = translator(parcelMessages, locale);
    const noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000 });
    const atNoest = (number: number) => noest.parcels().filter((parcel) => parcel.reference === String(number));
    try {
      const session = await createOwner(request, baseURL!);
      await noCarrierYet(request, session, baseURL!, 'noest');
      await socksInStock(baseURL!);

      // Connect: the token (a secret), the partner GUID and NOEST's address; only the token's last characters come back.
      await openAdmin(page, locale, `${ADMIN}/settings/carriers`, session);
      const form = page.locator('[data-connect-form="noest"]');
      await expect(form.locator('#noest-apiToken')).toHaveAttribute('type', 'password');
      await form.locator('#noest-apiToken').fill(TOKEN);
      await form.locator('#noest-userGuid').fill(GUID);
      await form.locator('#noest-baseUrl').fill(noest.url);
      await form.locator('[data-connect]').click();
      await expect(page.locator('[data-carrier="noest"] [data-connected-account] [data-key-hint]')).toHaveText('…Wp58', {
        timeout: 20_000,
      });
      for (const secret of [TOKEN, GUID]) expect(await page.content()).not.toContain(secret);
      await looked(page, project, locale, 'connected');

      const home = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '06' });
      const desk = await confirmedOrder(page, request, session, { wilaya: '31', commune: 'Oran', phone: '06' });
      // To NOEST's station in Oran: the shopper's office choice is the checkout suite's to test.
      await withSiteDb(baseURL!, (sql) => sql.unsafe(`update orders set delivery_type = 'office' where number = ${desk}`).simple());

      // Both from the list: the home parcel created and validated, the stop-desk order asks for its station.
      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      for (const number of [home, desk]) await page.locator(`[data-order="${number}"] input[type="checkbox"]`).check();
      await page.locator('[data-bulk="send"][data-platform="noest"]').click();
      await expect(page.locator('[data-send-panel]')).toContainText(p('sendCount', { n: 2 }));
      await page.locator('[data-send-go]').click();
      const outcome = page.locator('[data-send-outcome]');
      await expect(outcome.locator(`[data-refused="${desk}"]`)).toHaveAttribute('data-refusal-code', 'center_unknown', { timeout: 30_000 });
      const [homeParcel] = atNoest(home);
      expect(homeParcel).toMatchObject({ validated: true, fields: expect.objectContaining({ stop_desk: '0', wilaya_id: '16' }) });
      await expect(outcome.locator(`[data-sent="${home}"] .font-mono`)).toHaveText(homeParcel!.tracking);
      await expect(page.locator(`[data-order="${home}"] [data-parcel-marker]`)).toContainText(homeParcel!.tracking);
      expect(atNoest(desk)).toEqual([]);
      await looked(page, project, locale, 'sent');

      // The stop-desk order from its page: the owner picks NOEST's second station in Oran.
      await openAdmin(page, locale, `${ADMIN}/orders/${desk}`, session);
      const panel = page.locator('[data-parcel-panel]');
      await panel.locator('#parcel-center').selectOption('31B');
      await looked(page, project, locale, 'station-chosen');
      await panel.locator('[data-create-parcel]').click();
      await expect(panel.locator('[data-parcel-tracking]')).toHaveText(/^ECS/, { timeout: 20_000 });
      const [deskParcel] = atNoest(desk);
      expect(deskParcel).toMatchObject({ validated: true, fields: expect.objectContaining({ stop_desk: '1', station_code: '31B' }) });
      await expect(panel.locator('[data-parcel-tracking]')).toHaveText(deskParcel!.tracking);
      await expect(panel.locator('[data-outcome]')).toHaveText(p('outcome.created'));
      await looked(page, project, locale, 'parcel-created');

      // Validated at creation, the parcel is NOEST's to collect and NOEST deletes no validated parcel: no Cancel
      // is offered, and the owner reads why and whom to ask in her language; nothing was asked of NOEST.
      const callsBefore = noest.calls.length;
      await expect(panel.locator('[data-cancel-parcel]')).toHaveCount(0);
      const validated = carrierReasonText({ code: 'cancel_validated' }, 'NOEST', translator(carrierReasonMessages, locale));
      await expect(panel.locator('[data-cancel-closed="validated"]')).toHaveText(validated);
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-state', 'created');
      expect(atNoest(desk)).toEqual([expect.objectContaining({ validated: true })]);
      expect(noest.calls.length).toBe(callsBefore);
      await looked(page, project, locale, 'no-cancel-validated');

      // The labels of both, in one PDF.
      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      for (const number of [home, desk]) await page.locator(`[data-order="${number}"] input[type="checkbox"]`).check();
      const download = page.waitForEvent('download');
      await page.locator('[data-bulk="labels"]').click();
      const pdf = readFileSync((await (await download).path())!);
      expect((await PDFDocument.load(new Uint8Array(pdf))).getPageCount()).toBeGreaterThanOrEqual(2);

      // NOEST delivers the home parcel; the stop-desk one fails once (the driver's words), then comes back.
      // The scheduled poll reads each parcel's latest event: one run after the attempt, one after the return.
      const pollNoest = async () => {
        const report = (await runCarriersPoll(baseURL!)).find((r) => r.platform === 'noest');
        expect(report).toMatchObject({ platform: 'noest', asked: expect.any(Number) });
        expect(report!.error).toBeUndefined();
      };
      for (const event of ['validation_reception', 'fdr_activated', 'livred']) expect(noest.record(homeParcel!.tracking, event)).toBe(true);
      noest.record(deskParcel!.tracking, 'validation_reception');
      noest.record(deskParcel!.tracking, 'mise_a_jour', { remarque: 'Client injoignable' });
      await pollNoest();
      noest.record(deskParcel!.tracking, 'return_asked_by_hub');
      noest.record(deskParcel!.tracking, 'livraison_echoue_recu');
      await pollNoest();

      await openAdmin(page, locale, `${ADMIN}/orders/${home}`, session);
      await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', 'delivered');
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-outcome', 'delivered');
      await expect(panel.locator('[data-outcome]')).toHaveText(p('outcome.delivered'));
      await expect(panel.locator('[data-cancel-parcel]')).toHaveCount(0);
      await looked(page, project, locale, 'delivered');

      await openAdmin(page, locale, `${ADMIN}/orders/${desk}`, session);
      await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', 'returned');
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-outcome', 'returned');
      await expect(panel.locator('[data-outcome]')).toHaveText(p('outcome.returned'));
      await expect(panel.locator('[data-parcel-updates]')).toContainText('Client injoignable');
      // The server's own words are in the owner's language: none of its English left on the order's page.
      await expect(page.locator('main')).not.toContainText('units back to stock');
      await looked(page, project, locale, 'returned');
    } finally {
      await noest.close();
    }
  });
