// The owner sends parcels through ZR Express's new API and gets their outcome back, in Chromium at 390 px
// against the real build, functions and database: Settings → Carriers refuses a webhook secret that is
// not Svix's at its field (saying it starts with whsec_), then connects ZR (its API key, tenant id and
// the webhook's secret; only the key's last characters shown, never the tenant or the secret); the list
// sends a home order and a pickup-point order at once: ZR creates the home parcel (its tracking number,
// which ZR gives a moment after the parcel, shown), the pickup-point order asks for its point; from its
// page the owner picks the point and gets its parcel, then cancels it (ZR deletes a parcel until it is
// dispatched); the home parcel's label comes as a PDF; ZR reports it delivered through a Svix-signed
// webhook and the order shows delivered. Each screen is checked for fit and tap targets, axe where it
// runs, and photographed with SCREENSHOTS=1 (.data/screenshots/admin-orders/phone-<locale>-zr-*.png).
// Written once for every language: `npm test` runs it in English only (Ecotrack's flow runs in French,
// NOEST's in Arabic: each admin half keeps its time), SCREENSHOTS=1 in Arabic, French and English.
//
// ZR Express's API and its Svix deliveries are outside this machine: the stand-in (tests/carriers/
// stand-ins/zr-express), started in the test on port 0, stands in for both; its URL is what the owner
// types as the API address, and the secret of the endpoint registered there is what she pastes.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import { parcelMessages } from '../../src/admin/orders/parcels/parcel-messages.ts';
import { carriersMessages } from '../../src/admin/settings/carriers/carriers-messages.ts';
import { ZR_WEBHOOK_EVENT_TYPES } from '../../src/domain/carriers/zr-express-webhook.ts';
import { startZrExpressStandIn } from '../carriers/stand-ins/zr-express/index.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { confirmedOrder, flowLanguages, noCarrierYet, screensOf, socksInStock } from './admin-carriers-fixture.ts';

const looked = screensOf('zr');

for (const locale of flowLanguages('en'))
  test(`ZR Express through its API: connect, send a home and a pickup-point order, a cancel, labels and the delivered webhook, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const t = translator(carriersMessages, locale);
    const p = translator(parcelMessages, locale);
    const zr = await startZrExpressStandIn();
    const atZr = (number: number) => zr.parcels().filter((parcel) => parcel.externalId === String(number));
    try {
      const session = await createOwner(request, baseURL!);
      await noCarrierYet(request, session, baseURL!, 'zr_express');
      await socksInStock(baseURL!);
      // The owner registers the shop's webhook address at ZR (by its API, ZR-SW) and copies its secret.
      const endpoint = zr.webhooks.register({
        url: `${baseURL}/api/carriers/zr-express/webhook`,
        eventTypes: [...ZR_WEBHOOK_EVENT_TYPES],
      })!;

      // Connect: a secret that is not Svix's is refused at its field before ZR is asked, and nothing is kept.
      await openAdmin(page, locale, `${ADMIN}/settings/carriers`, session);
      const form = page.locator('[data-connect-form="zr_express"]');
      for (const secret of ['#zr_express-apiKey', '#zr_express-webhookSecret'])
        await expect(form.locator(secret)).toHaveAttribute('type', 'password');
      await form.locator('#zr_express-apiKey').fill(zr.account.apiKey);
      await form.locator('#zr_express-tenantId').fill(zr.account.tenant);
      await form.locator('#zr_express-baseUrl').fill(zr.apiUrl);
      await form.locator('#zr_express-webhookSecret').fill('the secret of the webhook');
      await form.locator('[data-connect]').click();
      await expect(form.locator('#zr_express-webhookSecret-error')).toHaveText(t('zrWebhookSecretShape'));
      await expect(form.locator('#zr_express-webhookSecret')).toHaveAttribute('aria-invalid', 'true');
      await looked(page, project, locale, 'connect-refused');
      const none = await request.get('/api/admin/carriers', { headers: { 'x-auth-token': session.token } });
      expect((await none.json()).accounts).toEqual([]);

      await form.locator('#zr_express-webhookSecret').fill(endpoint.secret);
      await form.locator('[data-connect]').click();
      const account = page.locator('[data-carrier="zr_express"] [data-connected-account]');
      await expect(account.locator('[data-key-hint]')).toHaveText(`…${zr.account.apiKey.slice(-4)}`, { timeout: 20_000 });
      await expect(account.locator('[data-webhook="on"]')).toBeVisible();
      for (const secret of [zr.account.apiKey, zr.account.tenant, endpoint.secret]) expect(await page.content()).not.toContain(secret);
      await looked(page, project, locale, 'connected');

      const home = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '07' });
      const point = await confirmedOrder(page, request, session, { wilaya: '31', commune: 'Oran', phone: '07' });
      // To a ZR pickup point in Oran: the shopper's office choice is the checkout suite's to test.
      await withSiteDb(baseURL!, (sql) => sql.unsafe(`update orders set delivery_type = 'office' where number = ${point}`).simple());

      // Both from the list: the home parcel created with its tracking number, the pickup-point order asks for its point.
      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      for (const number of [home, point]) await page.locator(`[data-order="${number}"] input[type="checkbox"]`).check();
      await page.locator('[data-bulk="send"][data-platform="zr_express"]').click();
      await expect(page.locator('[data-send-panel]')).toContainText(p('sendCount', { n: 2 }));
      await page.locator('[data-send-go]').click();
      const outcome = page.locator('[data-send-outcome]');
      await expect(outcome.locator(`[data-refused="${point}"]`)).toHaveAttribute('data-refusal-code', 'center_unknown', {
        timeout: 30_000,
      });
      const [homeParcel] = atZr(home);
      expect(homeParcel).toMatchObject({ trackingNumber: expect.any(String), input: expect.objectContaining({ deliveryType: 'home' }) });
      const tracking = homeParcel!.trackingNumber!;
      await expect(outcome.locator(`[data-sent="${home}"] .font-mono`)).toHaveText(tracking);
      await expect(page.locator(`[data-order="${home}"] [data-parcel-marker]`)).toContainText(tracking);
      expect(atZr(point)).toEqual([]);
      await looked(page, project, locale, 'sent');

      // The pickup-point order from its page: the owner picks one of ZR's points, and gets its parcel.
      await openAdmin(page, locale, `${ADMIN}/orders/${point}`, session);
      const panel = page.locator('[data-parcel-panel]');
      const center = panel.locator('#parcel-center');
      await center.selectOption({ index: 1 });
      const hubId = await center.inputValue();
      expect(hubId).not.toBe('');
      await panel.locator('[data-create-parcel]').click();
      await expect(panel.locator('[data-parcel-tracking] .font-mono')).toBeVisible({ timeout: 20_000 });
      const [pointParcel] = atZr(point);
      expect(pointParcel).toMatchObject({ input: expect.objectContaining({ deliveryType: 'pickup-point', hubId }) });
      await expect(panel.locator('[data-parcel-tracking]')).toHaveText(pointParcel!.trackingNumber!);
      await looked(page, project, locale, 'parcel-created');

      // Not dispatched yet: ZR deletes it, and the order is free for another parcel.
      await panel.locator('[data-cancel-parcel]').click();
      await page.locator('[data-confirm-yes]').click();
      await expect(panel).toContainText(p('cancelledNow'), { timeout: 20_000 });
      expect(atZr(point)).toEqual([]);
      await expect(panel.locator('[data-create-parcel]')).toBeVisible();
      await looked(page, project, locale, 'parcel-cancelled');

      // The home parcel's label, from the list.
      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      await page.locator(`[data-order="${home}"] input[type="checkbox"]`).check();
      const download = page.waitForEvent('download');
      await page.locator('[data-bulk="labels"]').click();
      expect(
        readFileSync((await (await download).path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // ZR delivers it and says so through Svix, signed with the endpoint's secret: the order shows delivered.
      zr.move(tracking, 'en_livraison');
      zr.move(tracking, 'livre');
      const deliveries = await zr.webhooks.flush();
      expect(deliveries.length).toBeGreaterThan(0);
      expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 200));
      await openAdmin(page, locale, `${ADMIN}/orders/${home}`, session);
      await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', 'delivered');
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-outcome', 'delivered');
      await expect(panel.locator('[data-outcome]')).toHaveText(p('outcome.delivered'));
      await expect(panel.locator('[data-cancel-parcel]')).toHaveCount(0);
      await looked(page, project, locale, 'delivered');
    } finally {
      await zr.close();
    }
  });
