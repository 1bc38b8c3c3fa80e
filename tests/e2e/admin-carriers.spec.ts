// The owner sends parcels through Yalidine's API and gets their outcomes back, in Chromium at 390 px
// against the real build, functions and database, in Arabic, French and English: Settings → Carriers
// refuses a wrong token with the carrier's reason at the field, then connects (the key's last
// characters shown, never the key); an order whose commune the carrier spells otherwise asks the owner
// to choose it, then gets its parcel; the list sends two confirmed orders at once, the carrier refuses
// one (which order and why shown) and creates the other (its tracking number shown); the labels of the
// selection come as one PDF; the carrier reports the parcel delivered through its webhook and the order
// shows delivered. Every screen is checked for fit and tap targets, axe where it runs, and photographed
// with SCREENSHOTS=1 (.data/screenshots/admin-orders/…-carriers-*.png).
//
// Yalidine's API is outside this machine: the stand-in (tests/carriers/stand-ins/yalidine), started in
// the test on port 0, stands in for it, and its URL is what the owner types as the API address (as for
// Guepex or Yalitec, which serve the same API on their own hosts). Its webhook deliveries, signed with the
// secret the owner typed, stand in for Yalidine's too.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { carriersMessages } from '../../src/admin/settings/carriers/carriers-messages.ts';
import { parcelMessages } from '../../src/admin/orders/parcels/parcel-messages.ts';
import { carrierReasonMessages, carrierReasonText } from '../../src/admin/carriers/carrier-reason-text.ts';
import { ordersMessages } from '../../src/admin/orders/messages/index.ts';
import { startYalidineStandIn, type YalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { startNoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { confirmedOrder, noCarrierYet, screensOf, socksInStock } from './admin-carriers-fixture.ts';

const WEBHOOK_SECRET = 'e2e-yalidine-webhook-secret-2611';
const LANGUAGES: readonly Locale[] = ['ar', 'fr', 'en'];

/**
 * The shop's copy of Tamanrasset's communes dates from before Yalidine stopped delivering to Tazrouk:
 * the shop matches the order's commune, and Yalidine refuses the parcel itself when it is created.
 */
async function listKeptFromBefore(baseURL: string, yalidine: YalidineStandIn) {
  const communes = yalidine.places.communes
    .filter((c) => c.wilaya_id === 11)
    .map((c) => ({ id: String(c.id), name: c.name, wilayaCode: 11, wilayaName: c.wilaya_name }));
  expect(communes.map((c) => c.name)).toContain('Tazrouk');
  const json = JSON.stringify(communes).replaceAll("'", "''");
  await withSiteDb(baseURL, (sql) =>
    sql
      .unsafe(
        `insert into carrier_places (platform, wilaya_code, kind, places) values ('yalidine', 11, 'commune', '${json}'::jsonb)
         on conflict (platform, wilaya_code, kind) do update set places = excluded.places, fetched_at = now()`,
      )
      .simple(),
  );
}

const looked = screensOf('carriers');

for (const locale of LANGUAGES) {
  test(`Yalidine through its API: connect, send, labels and the delivered outcome, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name;
    const t = translator(carriersMessages, locale);
    const p = translator(parcelMessages, locale);
    const yalidine = await startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET });
    try {
      const session = await createOwner(request, baseURL!);
      await noCarrierYet(request, session, baseURL!, 'yalidine');
      await socksInStock(baseURL!);

      // Connect: a wrong token is refused under the token, in the owner's language (credentials_refused), and nothing is kept.
      await openAdmin(page, locale, `${ADMIN}/settings/carriers`, session);
      const form = page.locator('[data-connect-form="yalidine"]');
      for (const secret of ['#yalidine-apiToken', '#yalidine-webhookSecret']) {
        await expect(form.locator(secret)).toHaveAttribute('type', 'password');
        await expect(form.locator(secret)).toHaveAttribute('autocomplete', 'off');
        await expect(form.locator(secret)).toHaveValue('');
      }
      await form.locator('#yalidine-apiId').fill(yalidine.account.apiId);
      await form.locator('#yalidine-apiToken').fill('not-the-token-of-this-account');
      await form.locator('#yalidine-fromWilayaCode').selectOption('16');
      await form.locator('#yalidine-baseUrl').fill(yalidine.apiUrl);
      await form.locator('[data-connect]').click();
      const refusal = form.locator('#yalidine-apiToken-error');
      await expect(refusal).toContainText(t('keysRefused', { carrier: 'Yalidine' }), { timeout: 20_000 });
      await looked(page, project, locale, 'connect-refused');
      const none = await request.get('/api/admin/carriers', { headers: { 'x-auth-token': session.token } });
      expect((await none.json()).accounts).toEqual([]);

      await form.locator('#yalidine-apiToken').fill(yalidine.account.apiToken);
      await form.locator('#yalidine-webhookSecret').fill(WEBHOOK_SECRET);
      await form.locator('[data-connect]').click();
      const account = page.locator('[data-carrier="yalidine"] [data-connected-account]');
      await expect(account.locator('[data-key-hint]')).toHaveText(`…${yalidine.account.apiToken.slice(-4)}`, { timeout: 20_000 });
      await expect(account.locator('[data-webhook="on"]')).toBeVisible();
      await expect(account.locator('[data-from-wilaya="16"]')).toBeVisible();
      expect(await page.content()).not.toContain(yalidine.account.apiToken);
      await looked(page, project, locale, 'connected');
      // Yalidine's dashboard checks the webhook's address with its challenge before it sends anything.
      expect((await yalidine.webhooks.subscribe(`${baseURL}/api/carriers/yalidine/webhook`)).ok).toBe(true);

      const atHome = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '07' });
      const notDelivered = await confirmedOrder(page, request, session, { wilaya: '11', commune: 'Tazrouk', phone: '07' });
      const spelledOtherwise = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bachedjerah', phone: '07' });
      await listKeptFromBefore(baseURL!, yalidine);

      // One order: Yalidine writes Bachedjerah "Bachdjerrah", so no match is certain and the owner chooses.
      await openAdmin(page, locale, `${ADMIN}/orders/${spelledOtherwise}`, session);
      const panel = page.locator('[data-parcel-panel]');
      const commune = panel.locator('#parcel-commune');
      await expect(commune).toHaveValue('');
      await expect(panel.locator('#parcel-commune-hint')).toHaveText(p('chooseCommune', { commune: 'Bachedjerah' }));
      await looked(page, project, locale, 'parcel-choose');
      await commune.selectOption({ label: 'Bachdjerrah' });
      await panel.locator('[data-create-parcel]').click();
      await expect(panel.locator('[data-parcel-tracking]')).toHaveText(/^yal-/, { timeout: 20_000 });
      const chosen = yalidine.parcels().find((parcel) => parcel.to_commune_name === 'Bachdjerrah');
      await expect(panel.locator('[data-parcel-tracking]')).toHaveText(String(chosen?.tracking));
      await looked(page, project, locale, 'parcel-created');
      // Its parcel holds the order: no Cancel or Edit for the server to refuse (has_parcel), a line instead.
      const o = translator(ordersMessages, locale);
      await expect(page.locator('[data-move="cancelled"]')).toHaveCount(0);
      await expect(page.locator('[data-edit-order]')).toHaveCount(0);
      await expect(page.locator('[data-held-by-parcel="cancel"]')).toHaveText(o('cancelHeldByParcel', { carrier: 'Yalidine' }));
      await expect(page.locator('[data-held-by-parcel="edit"]')).toHaveText(o('editHeldByParcel', { carrier: 'Yalidine' }));
      // Picked up meanwhile (the shop does not know yet): Yalidine refuses the cancel, and the owner reads
      // why in her language (cancel_too_late), with Yalidine's status isolated in her sentence.
      yalidine.advance(String(chosen?.tracking), 'Ramassé');
      await panel.locator('[data-cancel-parcel]').click();
      await page.locator('[data-confirm-yes]').click();
      const tooLate = carrierReasonText(
        { code: 'cancel_too_late', detail: 'Ramassé' },
        'Yalidine',
        translator(carrierReasonMessages, locale),
      );
      await expect(panel.locator('[role="alert"] [data-carrier-reason="cancel_too_late"]')).toHaveText(tooLate, { timeout: 20_000 });
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-state', 'created');
      await looked(page, project, locale, 'cancel-refused');
      expect(yalidine.parcel(String(chosen?.tracking))).toMatchObject({ last_status: 'Ramassé' });

      // Two at once from the list: the carrier refuses Tazrouk's, creates the other.
      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      for (const number of [atHome, notDelivered]) await page.locator(`[data-order="${number}"] input[type="checkbox"]`).check();
      await page.locator('[data-bulk="send"][data-platform="yalidine"]').click();
      await expect(page.locator('[data-send-panel]')).toContainText(p('sendCount', { n: 2 }));
      await page.locator('[data-send-go]').click();
      const outcome = page.locator('[data-send-outcome]');
      // Yalidine's own words, quoted after the owner's sentence.
      await expect(outcome.locator(`[data-refused="${notDelivered}"] [data-carrier-reason="carrier_refused"]`)).toContainText('Tazrouk', {
        timeout: 30_000,
      });
      await expect(outcome.locator(`[data-refused="${notDelivered}"]`)).toHaveAttribute('data-refusal-code', 'carrier_refused');
      const tracking = (await outcome.locator(`[data-sent="${atHome}"] .font-mono`).innerText()).trim();
      expect(yalidine.parcel(tracking)).toMatchObject({ to_commune_name: 'Bab Ezzouar' });
      expect(yalidine.parcels()).toHaveLength(2);
      // The list marks each row's parcel: its carrier and tracking number, or that it failed, in the owner's words.
      await expect(page.locator(`[data-order="${atHome}"] [data-parcel-marker]`)).toContainText(tracking);
      const failed = page.locator(`[data-order="${notDelivered}"] [data-parcel-marker]`);
      await expect(failed).toHaveAttribute('data-parcel-state', 'failed');
      await expect(failed).toContainText(translator(ordersMessages, locale)('parcelState.failed'));
      await looked(page, project, locale, 'sent');

      // The labels of the selection (the refused order left out) in one PDF.
      await page.locator(`[data-order="${notDelivered}"] input[type="checkbox"]`).uncheck();
      const download = page.waitForEvent('download');
      await page.locator('[data-bulk="labels"]').click();
      const pdf = readFileSync((await (await download).path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      // Yalidine delivers it and says so through the webhook: the order shows delivered.
      yalidine.advance(tracking, 'Livré');
      expect(await yalidine.webhooks.flush()).toBe(true);
      await openAdmin(page, locale, `${ADMIN}/orders/${atHome}`, session);
      await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', 'delivered');
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-outcome', 'delivered');
      await expect(panel.locator('[data-carrier-status]')).toHaveText('Livré');
      await expect(panel.locator('[data-cancel-parcel]')).toHaveCount(0);
      await looked(page, project, locale, 'delivered');
    } finally {
      await yalidine.close();
    }
  });
}

// NOEST's and ZR Express's connect forms at 390 px, in Arabic (right to left) and English: each asks its
// own credentials under where the owner finds them, secrets as passwords, fits the phone; in English the
// owner connects NOEST (its token and partner GUID, tried by NOEST's harmless call) and sees only the
// token's last characters. NOEST's API is outside this machine: its stand-in (tests/carriers/stand-ins/
// noest), started here, stands in for it, and its URL is what the owner types as the API address.
// CONNECT_SHOTS_DIR=<folder> photographs each form there.
/** The platform's card alone, the page as tall as itself so that no scroll brings the sticky header over it. */
async function shootCard(page: Page, platform: string, path: string) {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, 6000) });
  await page.locator(`[data-carrier="${platform}"]`).screenshot({ path });
  await page.setViewportSize(viewport);
}

for (const locale of ['ar', 'en'] as const) {
  test(`NOEST and ZR Express connect forms, and NOEST connected, in ${locale}`, async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const t = translator(carriersMessages, locale);
    const noest = await startNoestStandIn({ token: 'e2e-noest-token-Tq83', userGuid: 'e2e-noest-partner-guid', perMinute: 10_000 });
    try {
      const session = await createOwner(request, baseURL!);
      for (const platform of ['noest', 'zr_express'])
        expect([204, 404]).toContain(
          (await request.delete(`/api/admin/carriers/${platform}`, { headers: { 'x-auth-token': session.token } })).status(),
        );
      await openAdmin(page, locale, `${ADMIN}/settings/carriers`, session);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const secrets = { noest: ['apiToken'], zr_express: ['apiKey', 'webhookSecret'] };
      for (const platform of ['noest', 'zr_express'] as const) {
        const form = page.locator(`[data-connect-form="${platform}"]`);
        await expect(form.locator('[data-connect-where]')).toHaveText(t(platform === 'noest' ? 'whereNoest' : 'whereZr'));
        for (const secret of secrets[platform]) await expect(form.locator(`#${platform}-${secret}`)).toHaveAttribute('type', 'password');
        const shots = process.env.CONNECT_SHOTS_DIR;
        if (shots) await shootCard(page, platform, `${shots}/${platform}-${locale}-390.png`);
      }
      await looked(page, testInfo.project.name, locale, 'connect-noest-zr');
      if (locale !== 'en') return;
      const form = page.locator('[data-connect-form="noest"]');
      await form.locator('#noest-apiToken').fill('e2e-noest-token-Tq83');
      await form.locator('#noest-userGuid').fill('e2e-noest-partner-guid');
      await form.locator('#noest-baseUrl').fill(noest.url);
      await form.locator('[data-connect]').click();
      const account = page.locator('[data-carrier="noest"] [data-connected-account]');
      await expect(account.locator('[data-key-hint]')).toHaveText('…Tq83', { timeout: 20_000 });
      expect(await page.content()).not.toContain('e2e-noest-token-Tq83');
      expect(await page.content()).not.toContain('e2e-noest-partner-guid');
      await looked(page, testInfo.project.name, locale, 'noest-connected');
    } finally {
      await noest.close();
    }
  });
}
