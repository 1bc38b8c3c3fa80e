// An order sent through Yalidine's API, as the owner reads it around the list, in Chromium against the
// real build, functions and database, in Arabic and English: the list row shows the parcel's tracking
// number whole at 390 px (on its own line under the phone when both do not fit) and at 1280 px (on one
// line, under the phone and the signals), and its tooltip gives the number; the carrier file's panel
// leaves the order out and says why (its parcel went through Yalidine's API); the order's history names
// the shop's own steps in the owner's language; the connected Yalidine card names its webhook in it too.
// ROW_SHOTS_DIR=<folder> photographs each of these screens there.
//
// Yalidine's API is outside this machine: the stand-in (tests/carriers/stand-ins/yalidine), started in
// the test on port 0, stands in for it; its URL is what the owner connected as the API address.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { ordersMessages } from '../../src/admin/orders/messages/index.ts';
import { carriersMessages } from '../../src/admin/settings/carriers/carriers-messages.ts';
import type { CreateParcelsAnswer } from '../../src/domain/carriers/admin-api.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { ADMIN, openAdmin } from './admin-fixture.ts';
import { confirmedOrder, yalidineConnected } from './admin-carriers-fixture.ts';
import { checkLayout } from './admin-orders-fixture.ts';

const shotsDir = process.env.ROW_SHOTS_DIR;

async function shoot(page: Page, name: string, target?: Locator) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await (target ?? page).screenshot({ path: `${shotsDir}/${name}.png` });
}

/** The marker's tracking: its text, whether any of it is hidden, and on how many lines it runs. */
const trackingShown = (marker: Locator) =>
  marker.locator('bdi').evaluate((bdi) => {
    const box = bdi.getBoundingClientRect();
    const outer = bdi.closest('[data-parcel-marker]')!.getBoundingClientRect();
    const row = bdi.closest('li')!.getBoundingClientRect();
    const lines = new Set([...bdi.getClientRects()].map((r) => Math.round(r.top))).size;
    const inside = (b: DOMRect, a: DOMRect) => b.left >= a.left - 0.5 && b.right <= a.right + 0.5;
    return { text: bdi.textContent, clipped: bdi.scrollWidth > bdi.clientWidth + 1 || !inside(box, outer) || !inside(outer, row), lines };
  });

for (const locale of ['ar', 'en'] as const satisfies readonly Locale[])
  test(`a parcel sent through Yalidine's API around the order list, in ${locale}: its tracking whole at 390 and 1280 px, left out of the CSV, the shop's steps and the webhook in the owner's words`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = translator(ordersMessages, locale);
    const yalidine = await startYalidineStandIn({ webhookSecret: 'e2e-row-parcel-webhook-secret' });
    try {
      const session = await yalidineConnected(request, baseURL!, yalidine, { webhookSecret: 'e2e-row-parcel-webhook-secret' });
      const headers = { 'x-auth-token': session.token };
      const sent = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '06' });
      const plain = await confirmedOrder(page, request, session, { wilaya: '16', commune: 'Bab Ezzouar', phone: '07' });
      const answer = await request.post('/api/admin/parcels', { headers, data: { platform: 'yalidine', orders: [{ number: sent }] } });
      const [created] = ((await answer.json()) as CreateParcelsAnswer).results;
      if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
      const tracking = created.parcel.tracking;

      await openAdmin(page, locale, `${ADMIN}/orders`, session);
      await page.locator('[data-tab="confirmed"]').click();
      const row = page.locator(`[data-order="${sent}"]`);
      const marker = row.locator('[data-parcel-marker]');
      await expect(marker).toContainText(tracking);
      await expect(marker).toHaveAttribute('title', `${t('parcelAt', { carrier: 'Yalidine' })}: ${tracking}`);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        const shown = await trackingShown(marker);
        expect(shown, `${width} px`).toEqual({ text: tracking, clipped: false, lines: 1 });
        await checkLayout(page, `${locale} list ${width}`);
        await shoot(page, `${width}-${locale}-list-row`, row);
        await shoot(page, `${width}-${locale}-list`);
      }
      // A desktop row: the parcel under the phone and the signals, not squeezed beside the phone.
      const phoneBox = (await row.locator('[data-phone-line] > bdi').boundingBox())!;
      const markerBox = (await marker.boundingBox())!;
      expect(markerBox.y).toBeGreaterThanOrEqual(phoneBox.y + phoneBox.height - 1);

      // The carrier file: the sent order is left out and named with why; the other one is in the file.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const number of [sent, plain]) await page.locator(`[data-order="${number}"] input[type="checkbox"]`).check();
      await page.locator('[data-bulk="export"]').click();
      const panel = page.locator('[data-export-panel]');
      await expect(panel.locator('[data-export-count]')).toHaveAttribute('data-export-count', '1');
      await expect(panel.locator('[data-export-sent-by-api="yalidine"]')).toHaveText(
        `${t('exportSentByApi', { carrier: 'Yalidine' })} #${sent}`,
      );
      await checkLayout(page, `${locale} export panel`);
      await shoot(page, `390-${locale}-export-left-out`);

      // The order's history: the order placed by the shop itself, in the owner's language (never "system").
      await openAdmin(page, locale, `${ADMIN}/orders/${sent}`, session);
      const placed = page.locator('[data-history] [data-history-status="pending"]');
      await expect(placed).toContainText(t('historyBy', { who: t('theShop') }));
      await expect(page.locator('[data-history]')).not.toContainText('system');
      await shoot(page, `390-${locale}-order-history`, page.locator('[data-history]'));

      // The connected Yalidine card: its webhook named in the owner's language.
      await openAdmin(page, locale, `${ADMIN}/settings/carriers`, session);
      const card = page.locator('[data-connected-account]').first();
      await expect(card.locator('dt').last()).toHaveText(translator(carriersMessages, locale)('webhook'));
      await checkLayout(page, `${locale} carriers`);
      await shoot(page, `390-${locale}-carrier-card`, card);
    } finally {
      await yalidine.close();
    }
  });
