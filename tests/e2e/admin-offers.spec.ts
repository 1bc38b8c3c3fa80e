// Issue 42 at phone width, in French and Arabic: a quantity offer and a discount code priced by the
// server on a Buy Now order from the French page (Buy Now answers in Arabic), shown the same on the
// success panel, her order page (/fr/o/<token>), the admin's order screen (Arabic) and the Yalidine
// file; a used-up code refused with its sentence; once the owner confirms, the offer stays on her order
// (it was priced then). The offer and the codes are the owner's rows in the site's database (the
// offers screen's own flow is proved by tests/db/orders-offers.test.ts and its walk).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '../../src/domain/money.ts';
import { YALIDINE_COLUMNS } from '../../src/domain/carriers/carrier-layouts.ts';
import { orderTranslator } from '../../src/domain/orders/messages.ts';
import { offerText } from '../../src/domain/offers/offer-messages.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { freshPhone, orderTexts, parseCsv } from './admin-orders-fixture.ts';
import { screenshot } from './screenshots.ts';
import { chooseCommune, chooseWilaya } from './delivery-choice.ts';
import { translator } from '../../src/i18n/messages.ts';
import { offersMessages } from '../../src/admin/orders/offers/messages.ts';

const SOCKS = 'crew-socks-3-pack';
const TEN = { kind: 'percent', minQuantity: 2, value: 10 } as const;

/** Buy Now on the French page: two pairs of black socks, the code typed in the folded "Have a code?". */
async function buyWithCode(page: Page, code: string) {
  await page.goto(`/fr/products/${SOCKS}/buy?color=Black`);
  await expect(page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
  const close = page.getByRole('button', { name: 'Close countdown' });
  if (await close.isVisible().catch(() => false)) await close.click();
  await page.locator('#order-name').fill('Amina Benali');
  await page.locator('#order-email').fill('amina@example.dz');
  const phone = freshPhone('05');
  await page.locator('#order-phone').fill(phone);
  await chooseWilaya(page, '16');
  await chooseCommune(page, 'Bab Ezzouar');
  await page.locator('[data-delivery-type="home"]').click();
  await page.locator('#order-address').fill('Cité 5 Juillet, bâtiment 12');
  await page.locator('#order-quantity').fill('2');
  await page.locator('[data-code-box] summary').click();
  await page.locator('#order-discountCode').fill(code);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Place Order|تأكيد الطلبية|Confirmer la commande/ }).click();
  const response = await answer;
  return { status: response.status(), body: await response.json(), phone };
}

test('a quantity offer and a code priced by the server, the same on her order page, the admin and the Yalidine file', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await createOwner(request, baseURL!);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `AMINA${stamp}`;
  const usedUp = `DONE${stamp}`;
  await withSiteDb(baseURL!, async (sql) => {
    await sql`update variants set stock = 50 where product_id = ${SOCKS}`;
    await sql`insert into quantity_offers (product_id, kind, min_quantity, value) values (${SOCKS}, ${TEN.kind}, ${TEN.minQuantity}, ${TEN.value})`;
    await sql`insert into discount_codes (code, kind, value, max_uses) values (${code}, 'amount', 300, 10), (${usedUp}, 'amount', 300, 1)`;
    await sql`update discount_codes set uses = 1 where code = ${usedUp}`;
  });
  try {
    // 2 × 1 200 = 2 400, the offer −240 (floored per line), the code −300: what she pays is the server's.
    const placed = await buyWithCode(page, code.toLowerCase());
    expect(placed.status).toBe(201);
    const order = placed.body.order as { number: number; subtotal: number; total: number; shippingPrice: number; viewToken: string };
    expect(order.subtotal).toBe(2400 - 240);
    expect(order.total).toBe(2400 - 240 - 300 + order.shippingPrice);
    await expect(page.locator('[data-order-saved]')).toContainText(code);
    await screenshot(page, `.data/screenshots/offers/${testInfo.project.name}-fr-success.png`);

    // A used-up code: refused with its sentence (Buy Now answers in Arabic), on the code's field.
    const refused = await buyWithCode(page, usedUp);
    expect(refused.status).toBe(422);
    const sentence = orderTranslator('buy_now', 'fr')('codeUsedUp');
    expect(refused.body.error).toMatchObject({ code: 'discount_code_refused', reason: 'used_up', message: sentence });
    await expect(page.locator('#order-discountCode-error')).toHaveText(sentence);
    await screenshot(page, `.data/screenshots/offers/${testInfo.project.name}-fr-code-refused.png`);

    // Her order page in French: the line's offer and the code, the same total.
    const frOffer = offerText({ id: 0, ...TEN }, 'fr', 'DZD');
    const orderPage = async () => {
      await page.goto(`/fr/o/${order.viewToken}`);
      await expect(page.locator('[data-line-offer]')).toHaveText(`${frOffer} · −${formatPrice(240, 'DZD', 'fr')}`);
      await expect(page.locator('[data-f="code"]')).toHaveText(`−${formatPrice(300, 'DZD', 'fr')}`);
      await expect(page.locator('[data-f="code-label"]')).toHaveText(`Code ${code}`);
      await expect(page.locator('[data-f="total"]')).toHaveText(formatPrice(order.total, 'DZD', 'fr'));
    };
    await orderPage();
    await screenshot(page, `.data/screenshots/offers/${testInfo.project.name}-fr-order-page.png`);

    // The admin's order screen in Arabic: the same offer, code and total; then confirmed.
    const t = orderTexts('ar').orders;
    await openAdmin(page, 'ar', `${ADMIN}/orders/${order.number}`, session);
    await expect(page.locator('[data-line-offer]')).toContainText(offerText({ id: 0, ...TEN }, 'ar', 'DZD'));
    await expect(page.locator('[data-order-code]')).toContainText(code);
    await expect(page.locator('[data-order-code]')).toContainText(formatPrice(300, 'DZD', 'ar'));
    await expect(page.locator('[data-total]')).toHaveText(formatPrice(order.total, 'DZD', 'ar'));
    await screenshot(page, `.data/screenshots/offers/${testInfo.project.name}-ar-admin-order.png`);
    await page.locator('[data-move="confirmed"]').click();
    await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', 'confirmed');

    // The Yalidine file: the cash to collect is the total after the offer and the code.
    await page.getByRole('link', { name: t('backToList') }).click();
    await page.locator('[data-tab="confirmed"]').click();
    await page.locator('#order-search').fill(placed.phone);
    await expect(page.locator('[data-order-list] > li')).toHaveCount(1);
    await expect(page.locator(`[data-order="${order.number}"]`)).toHaveAttribute('data-order-status', 'confirmed');
    // The list may render once more as the search settles: the tick is taken again until it holds.
    const box = page.getByRole('checkbox', { name: t('selectOrder', { number: order.number }) });
    await expect(async () => {
      await box.check();
      await expect(box).toBeChecked({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.locator('[data-bulk="export"]').click();
    const panel = page.getByRole('dialog', { name: t('exportTitle') });
    await expect(panel.getByRole('radio', { name: t('carrier.yalidine') })).toBeChecked();
    const downloading = page.waitForEvent('download');
    await panel.locator('[data-download-csv]').click();
    const [header, ...rows] = parseCsv(readFileSync((await (await downloading).path())!, 'utf8')).filter((r) => r.some((c) => c !== ''));
    expect(header).toEqual([...YALIDINE_COLUMNS]);
    const parcel = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    expect(parcel).toMatchObject({ order_id: String(order.number), price: String(order.total) });

    // The owner's offers and codes screen (Arabic): the code's one use (the refused order took none).
    await openAdmin(page, 'ar', `${ADMIN}/offers`, session);
    const o = translator(offersMessages, 'ar');
    await expect(page.getByTestId(`code-${code}`).locator('[data-code-uses]')).toContainText(o('uses', { uses: 1, max: 10 }));
    await expect(page.getByTestId(`code-${usedUp}`).locator('[data-code-uses]')).toContainText(o('uses', { uses: 1, max: 1 }));
    await screenshot(page, `.data/screenshots/offers/${testInfo.project.name}-ar-admin-offers.png`);

    // Confirmed (and the offer gone from the shop since): her order keeps what she was priced.
    await withSiteDb(baseURL!, (sql) => sql`delete from quantity_offers where product_id = ${SOCKS}`);
    await orderPage();
  } finally {
    await withSiteDb(baseURL!, async (sql) => {
      await sql`delete from quantity_offers where product_id = ${SOCKS}`;
      await sql`delete from discount_codes where code in ${sql([code, usedUp])}`;
    });
  }
});
