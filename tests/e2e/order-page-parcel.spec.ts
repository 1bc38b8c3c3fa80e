// The shopper's order page (/o/<token>) once her parcel is at the carrier, in Chromium at 390 px against
// the real build, functions and database, in Arabic (right to left) and English: an order placed through
// Buy Now, confirmed by the owner and sent to Yalidine through the admin API; her page shows the
// tracking number and Yalidine's tracking page, and says delivered once Yalidine's webhook reports it.
// Each screen is checked for fit and tap targets; ORDER_PARCEL_SHOTS_DIR=<folder> photographs them.
//
// Yalidine's API and its webhooks are outside this machine: the stand-in (tests/carriers/stand-ins/
// yalidine), started here on port 0, stands in for both; its URL is what the owner types as the API address.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { orderPageMessages } from '../../src/features/order-page/messages.ts';
import type { Session } from '../../src/domain/admin/session.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { createOwner } from './admin-fixture.ts';
import { buyNow, checkLayout, freshPhone } from './admin-orders-fixture.ts';
import { noCarrierYet, socksInStock } from './admin-carriers-fixture.ts';

const WEBHOOK_SECRET = 'e2e-order-page-parcel-secret';
const SHOTS = process.env.ORDER_PARCEL_SHOTS_DIR;

async function looked(page: Page, locale: Locale, name: string, project: string) {
  await checkLayout(page, `${locale} order page ${name}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${project}-${locale}-${name}.png`, fullPage: true });
}

const owner = (request: APIRequestContext, session: Session) => ({
  put: (path: string, data: unknown) => request.put(path, { headers: { 'x-auth-token': session.token }, data }),
  post: (path: string, data: unknown) => request.post(path, { headers: { 'x-auth-token': session.token }, data }),
});

for (const locale of ['ar', 'en'] as const) {
  test(`her order page shows her parcel's tracking and its delivery, in ${locale}`, async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const t = translator(orderPageMessages, locale);
    const yalidine = await startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET });
    try {
      const session = await createOwner(request, baseURL!);
      await noCarrierYet(request, session, baseURL!, 'yalidine');
      await socksInStock(baseURL!);
      const api = owner(request, session);
      const connected = await api.put('/api/admin/carriers/yalidine', {
        platform: 'yalidine',
        baseUrl: yalidine.apiUrl,
        ...yalidine.account,
        fromWilayaCode: '16',
        webhookSecret: WEBHOOK_SECRET,
      });
      expect(connected.status(), await connected.text()).toBe(200);
      expect((await yalidine.webhooks.subscribe(`${baseURL}/api/carriers/yalidine/webhook`)).ok).toBe(true);

      // She orders in her language and keeps the link the success screen gives her.
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const placed = await buyNow(page, `${prefix}/products/crew-socks-3-pack/buy?color=Black`, {
        name: locale === 'ar' ? 'أمينة بن علي' : 'Amina Benali',
        phone: freshPhone('07'),
        wilaya: '16',
        commune: 'Bab Ezzouar',
        address: 'Cité 5 Juillet, bâtiment 12',
      });
      expect(placed.status).toBe(201);
      const number = placed.body.order!.number;
      const link = await page.locator('#order-link-url').inputValue();

      // The owner confirms it and sends it to Yalidine.
      expect((await api.post(`/api/admin/orders/${number}/status`, { to: 'confirmed', note: '' })).ok()).toBe(true);
      const sent = await api.post('/api/admin/parcels', { platform: 'yalidine', orders: [{ number }] });
      const [created] = (await sent.json()).results as { ok: boolean; parcel?: { tracking: string } }[];
      expect(created?.ok, JSON.stringify(created)).toBe(true);
      const tracking = created!.parcel!.tracking;

      await page.goto(link);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const shown = page.locator('[data-f="tracking"]');
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(tracking);
      const track = shown.getByRole('link', { name: t('trackParcel'), exact: true });
      await expect(track).toHaveAttribute('href', `https://yalidine.com/suivre-un-colis/?tracking=${encodeURIComponent(tracking)}`);
      await expect(page.locator('[data-step="confirmed"]')).toHaveAttribute('aria-current', 'step');
      await looked(page, locale, 'parcel', testInfo.project.name);

      // Yalidine delivers it and says so through its webhook: her page, opened again, says delivered.
      yalidine.advance(tracking, 'Sorti en livraison');
      yalidine.advance(tracking, 'Livré');
      expect(await yalidine.webhooks.flush()).toBe(true);
      await page.reload();
      await expect(page.locator('[data-step="delivered"]')).toHaveAttribute('aria-current', 'step');
      await expect(shown).toContainText(tracking);
      await looked(page, locale, 'delivered', testInfo.project.name);
    } finally {
      await yalidine.close();
    }
  });
}
