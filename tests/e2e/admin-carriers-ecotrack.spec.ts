// The owner sends parcels through an Ecotrack courier's API, in Chromium at 390 px, against
// the real build, functions and database: Settings → Carriers connects the courier (its base URL and
// token; only the token's last characters shown); the list sends a home order and a stop-desk order at
// once: the courier creates the home parcel but its valid/order is refused (the token revoked between the
// two calls), so the parcel waits for its validation with its tracking, why, and within how long the shop
// finishes it, and the stop-desk order asks for its office; a second Send validates the waiting parcel,
// never creating a second one; the stop-desk order gets its parcel from its page once its office is
// chosen; the labels come as one PDF; the validated parcel offers no Cancel and says why, and a parcel
// waiting for its validation is cancelled (Ecotrack deletes a parcel only before valid/order). Each screen is checked for fit and tap targets, axe where it runs,
// and photographed with SCREENSHOTS=1 (.data/screenshots/admin-orders/phone-<locale>-ecotrack-*.png).
// Written once for every language: `npm test` runs it in French only (NOEST's flow runs in Arabic, ZR
// Express's in English: each admin half keeps its time), SCREENSHOTS=1 in Arabic, French and English.
//
// The courier's Ecotrack API is outside this machine: the stand-in (tests/carriers/stand-ins/ecotrack),
// started in the test on port 0, stands in for it, and its URL is what the owner types as the base URL.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import { parcelMessages } from '../../src/admin/orders/parcels/parcel-messages.ts';
import { carrierReasonMessages, carrierReasonText } from '../../src/admin/carriers/carrier-reason-text.ts';
import { startEcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { confirmedOrder, flowLanguages, noCarrierYet, screensOf, socksInStock } from './admin-carriers-fixture.ts';

const TOKEN = 'e2e-ecotrack-token-Kd27';
const looked = screensOf('ecotrack');

for (const locale of flowLanguages('fr'))
  test(`Ecotrack through its API: connect, send a home and a stop-desk order, a parcel waiting for its validation finished, labels and a cancel, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const project = testInfo.project.name;
    const p = translator(parcelMessages, locale);
    // A courier of its own per language ("E2FR"): the site keeps every language's parcels, and each
    // courier's tracking numbers carry its letters, so they never meet another run's.
    const courier = await startEcotrackStandIn({ token: TOKEN, courierCode: `E2${locale.toUpperCase()}`, perMinute: 10_000 });
    const atCourier = (number: number) => courier.parcels().filter((parcel) => parcel.reference === String(number));
    try {
      const session = await createOwner(request, baseURL!);
      await noCarrierYet(request, session, baseURL!, 'ecotrack');
      await socksInStock(baseURL!);

      // Connect: the courier's base URL and its token; only the token's last characters come back.
      await openAdmin(page, locale, `${ADMIN}/settings/carriers`, session);
      const form = page.locator('[data-connect-form="ecotrack"]');
      await expect(form.locator('#ecotrack-token')).toHaveAttribute('type', 'password');
      await form.locator('#ecotrack-baseUrl').fill(courier.url);
      await form.locator('#ecotrack-token').fill(TOKEN);
      await form.locator('[data-connect]').click();
      await expect(page.locator('[data-carrier="ecotrack"] [data-connected-account] [data-key-hint]')).toHaveText('…Kd27', {
        timeout: 20_000,
      });
      expect(await page.content()).not.toContain(TOKEN);
      await looked(page, project, locale, 'connected');

      const home = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '06' });
      const desk = await confirmedOrder(page, request, session, { wilaya: '31', commune: 'Oran', phone: '06' });
      // Delivered to Ecotrack's office in Oran: the shopper's office choice is the checkout suite's to test.
      await withSiteDb(baseURL!, (sql) => sql.unsafe(`update orders set delivery_type = 'office' where number = ${desk}`).simple());

      // Both from the list. The token is revoked between the create and its valid/order: the home parcel
      // exists at the courier, waits for its validation, and the answer says so; the office order needs its office.
      courier.failNext(401, 'valid/order');
      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      for (const number of [home, desk]) await page.locator(`[data-order="${number}"] input[type="checkbox"]`).check();
      await page.locator('[data-bulk="send"][data-platform="ecotrack"]').click();
      await expect(page.locator('[data-send-panel]')).toContainText(p('sendCount', { n: 2 }));
      await page.locator('[data-send-go]').click();
      const outcome = page.locator('[data-send-outcome]');
      const waiting = outcome.locator(`[data-waiting="${home}"]`);
      await expect(waiting).toBeVisible({ timeout: 30_000 });
      const [held] = atCourier(home);
      expect(held).toMatchObject({ validated: false });
      await expect(waiting).toContainText(held!.tracking);
      await expect(waiting).toContainText(p('waitingToken', { carrier: 'Ecotrack' }));
      await expect(outcome.locator('[data-finishing="1"]')).toHaveText(p('finishing', { n: 1, minutes: 2 }));
      await expect(outcome.locator(`[data-refused="${desk}"]`)).toHaveAttribute('data-refusal-code', 'center_unknown');
      await looked(page, project, locale, 'sent-waiting');

      // Sent again: the waiting parcel is validated by its tracking, not created a second time.
      await page.locator(`[data-order="${desk}"] input[type="checkbox"]`).uncheck();
      await page.locator(`[data-order="${home}"] input[type="checkbox"]`).check();
      await page.locator('[data-bulk="send"][data-platform="ecotrack"]').click();
      await page.locator('[data-send-go]').click();
      await expect(outcome.locator(`[data-sent="${home}"] .font-mono`)).toHaveText(held!.tracking, { timeout: 30_000 });
      expect(atCourier(home)).toEqual([expect.objectContaining({ tracking: held!.tracking, validated: true })]);
      await looked(page, project, locale, 'sent');

      // The labels of the selection, in one PDF.
      const download = page.waitForEvent('download');
      await page.locator('[data-bulk="labels"]').click();
      expect(
        readFileSync((await (await download).path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // The home parcel, validated: Ecotrack deletes no validated parcel, so its page offers no Cancel and
      // says why and whom to ask, in the owner's language; the courier is asked nothing.
      const callsBefore = courier.calls.length;
      await openAdmin(page, locale, `${ADMIN}/orders/${home}`, session);
      const homePanel = page.locator('[data-parcel-panel]');
      await expect(homePanel.locator('[data-parcel-tracking]')).toHaveText(held!.tracking);
      await expect(homePanel.locator('[data-cancel-parcel]')).toHaveCount(0);
      await expect(homePanel.locator('[data-cancel-closed="validated"]')).toHaveText(
        carrierReasonText({ code: 'cancel_validated' }, 'Ecotrack', translator(carrierReasonMessages, locale)),
      );
      expect(courier.calls.length).toBe(callsBefore);
      await looked(page, project, locale, 'no-cancel-validated');

      // The office order from its page: its office chosen, created at once, but its valid/order refused
      // again: it waits with its tracking and why, and, not validated yet, it may be cancelled.
      courier.failNext(401, 'valid/order');
      await openAdmin(page, locale, `${ADMIN}/orders/${desk}`, session);
      const panel = page.locator('[data-parcel-panel]');
      await panel.locator('#parcel-center').selectOption({ label: 'Oran' });
      await panel.locator('[data-create-parcel]').click();
      await expect(panel.locator('[data-parcel-tracking]')).toHaveText(/^EC/, { timeout: 20_000 });
      expect(atCourier(desk)).toEqual([expect.objectContaining({ validated: false })]);
      await expect(panel.locator('[data-parcel-tracking]')).toHaveText(atCourier(desk)[0]!.tracking);
      await expect(panel.locator('[data-outcome]')).toHaveText(p('state.awaiting_validation'));
      await expect(panel.locator('[data-waiting-reason]')).toContainText(p('waitingNext'));
      await looked(page, project, locale, 'parcel-waiting');
      await panel.locator('[data-cancel-parcel]').click();
      await page.locator('[data-confirm-yes]').click();
      await expect(panel).toContainText(p('cancelledNow'), { timeout: 20_000 });
      expect(atCourier(desk)).toEqual([]);
      await looked(page, project, locale, 'parcel-cancelled');
    } finally {
      await courier.close();
    }
  });
