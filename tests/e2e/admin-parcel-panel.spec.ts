// An order's parcel panel once the parcel has moved on at the carrier, in Chromium at 390 px against the
// real build, functions and database: a parcel Yalidine picked up before the shop heard of it is refused
// a cancel as too late, and from then on its panel offers no Cancel but says why in the owner's language
// (the refusal is kept on the parcel: the page opened again says it too); a parcel Yalidine reports out
// for delivery and then tried at the door offers no Cancel either, says so, and counts the failed
// attempt with Yalidine's reason; an order Yalidine answers with another parcel's tracking (a fault the
// stand-in injects) is not recorded and its panel says why with both numbers. Each screen is checked for fit and tap targets, axe where it runs.
// `npm test` runs it in English; SCREENSHOTS=1 in Arabic, French and English; PANEL_SHOTS_DIR=<folder>
// in Arabic and English, photographing the panel there.
//
// Yalidine's API and webhooks are outside this machine: the stand-in (tests/carriers/stand-ins/yalidine),
// started in the test on port 0, stands in for them; its URL is what the owner connected as the API
// address, and its signed webhook deliveries stand in for Yalidine's.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { parcelMessages } from '../../src/admin/orders/parcels/parcel-messages.ts';
import { carrierReasonMessages, carrierReasonText } from '../../src/admin/carriers/carrier-reason-text.ts';
import type { CreateParcelsAnswer } from '../../src/domain/carriers/admin-api.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { ADMIN, openAdmin } from './admin-fixture.ts';
import { confirmedOrder, flowLanguages, screensOf, yalidineConnected } from './admin-carriers-fixture.ts';

const WEBHOOK_SECRET = 'e2e-yalidine-webhook-secret-panel';
const shotsDir = process.env.PANEL_SHOTS_DIR;
const LANGUAGES: readonly Locale[] = shotsDir ? ['ar', 'en'] : flowLanguages('en');
const looked = screensOf('parcel-panel');

/** The panel's card alone, the page as tall as itself so that no scroll brings the sticky header over it. */
async function shootPanel(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, 8000) });
  await page
    .locator('section')
    .filter({ has: page.locator('[data-parcel-panel]') })
    .screenshot({ path: `${shotsDir}/${name}.png` });
  await page.setViewportSize(viewport);
}

for (const locale of LANGUAGES)
  test(`the parcel panel once the parcel moved on at Yalidine: no Cancel, why in the owner's words, the failed attempts, in ${locale}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const p = translator(parcelMessages, locale);
    const yalidine = await startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET });
    try {
      const session = await yalidineConnected(request, baseURL!, yalidine, { webhookSecret: WEBHOOK_SECRET });
      const headers = { 'x-auth-token': session.token };
      expect((await yalidine.webhooks.subscribe(`${baseURL}/api/carriers/yalidine/webhook`)).ok).toBe(true);

      const pickedUp = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '06' });
      const tried = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '07' });
      const sent = await request.post('/api/admin/parcels', {
        headers,
        data: { platform: 'yalidine', orders: [{ number: pickedUp }, { number: tried }] },
      });
      const [first, second] = ((await sent.json()) as CreateParcelsAnswer).results;
      if (!first?.ok || !second?.ok) throw new Error(JSON.stringify([first, second]));

      // Picked up at the shop; the shop has not heard of it yet, so Cancel is still offered.
      await openAdmin(page, locale, `${ADMIN}/orders/${pickedUp}`, session);
      const panel = page.locator('[data-parcel-panel]');
      await expect(panel.locator('[data-cancel-parcel]')).toBeVisible();
      yalidine.advance(first.parcel.tracking!, 'Ramassé');
      await panel.locator('[data-cancel-parcel]').click();
      await page.locator('[data-confirm-yes]').click();
      const tooLate = carrierReasonText(
        { code: 'cancel_too_late', detail: 'Ramassé' },
        'Yalidine',
        translator(carrierReasonMessages, locale),
      );
      await expect(panel.locator('[role="alert"] [data-carrier-reason="cancel_too_late"]')).toHaveText(tooLate, { timeout: 20_000 });
      // The order read again: no Cancel to try twice.
      await expect(panel.locator('[data-cancel-parcel]')).toHaveCount(0);
      // Opened again later, the panel still says why, in the owner's language, with Yalidine's status in it.
      await openAdmin(page, locale, `${ADMIN}/orders/${pickedUp}`, session);
      await expect(panel.locator('[data-cancel-closed="refused"]')).toHaveText(tooLate);
      await expect(panel.locator('[data-cancel-parcel]')).toHaveCount(0);
      await looked(page, project, locale, 'cancel-refused');
      await shootPanel(page, `phone-${locale}-parcel-cancel-refused`);

      // The other parcel: out for delivery, then nobody answered the door; Yalidine's webhook says so.
      yalidine.advance(second.parcel.tracking!, 'Sorti en livraison');
      yalidine.advance(second.parcel.tracking!, 'Tentative échouée', 'Client ne répond pas');
      expect(await yalidine.webhooks.flush({ duplicate: true })).toBe(true);
      await openAdmin(page, locale, `${ADMIN}/orders/${tried}`, session);
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-outcome', 'failed_attempt');
      const attempts = panel.locator('[data-failed-attempts]');
      await expect(attempts).toHaveAttribute('data-failed-attempts', '1');
      await expect(attempts).toHaveText(`${p('failedAttempts', { n: 1 })} ${p('lastAttemptWhy', { reason: 'Client ne répond pas' })}`);
      await expect(panel.locator('[data-cancel-parcel]')).toHaveCount(0);
      await expect(panel.locator('[data-cancel-closed="on_its_way"]')).toHaveText(p('cancelClosed', { carrier: 'Yalidine' }));
      await looked(page, project, locale, 'attempt');
      await shootPanel(page, `phone-${locale}-parcel-failed-attempt`);

      // A third order, which Yalidine answers with the first parcel's number (a fault the stand-in injects:
      // answerNextWith): not recorded, never a 500; its panel says why with both numbers, in the owner's language.
      const mixed = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '05' });
      yalidine.answerNextWith(first.parcel.tracking!);
      const refused = await request.post('/api/admin/parcels', { headers, data: { platform: 'yalidine', orders: [{ number: mixed }] } });
      expect(refused.status()).toBe(200);
      const why = { code: 'tracking_taken' as const, detail: first.parcel.tracking!, order: pickedUp };
      expect(((await refused.json()) as CreateParcelsAnswer).results).toEqual([
        expect.objectContaining({ number: mixed, ok: false, code: 'carrier_refused', reason: why }),
      ]);
      await openAdmin(page, locale, `${ADMIN}/orders/${mixed}`, session);
      await expect(panel.locator('[data-parcel-state]')).toHaveAttribute('data-parcel-state', 'failed');
      await expect(panel.locator('[data-failed-why="tracking_taken"]')).toContainText(
        carrierReasonText(why, 'Yalidine', translator(carrierReasonMessages, locale)),
      );
      await expect(panel.locator('[data-parcel-updates]')).toContainText(
        p('historyTrackingTaken', { tracking: `\u2066${first.parcel.tracking!}\u2069`, order: `\u2066#${pickedUp}\u2069` }),
      );
      await looked(page, project, locale, 'tracking-taken');
      await shootPanel(page, `phone-${locale}-parcel-tracking-taken`);
    } finally {
      await yalidine.close();
    }
  });
