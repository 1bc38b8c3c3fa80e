// One tap to add before confirmation (issue 42 §3) in Chromium at phone width, against the real build,
// functions and database: the owner pairs the socks with the cap on the pairs screen; in Arabic the
// shopper's success screen offers the black cap and one tap adds it (the stock moves once, the owner
// sees the line and its history line); in French her order page offers it, the owner confirms, her
// tap is refused with its sentence and the offer is gone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { addMessages } from '../../src/domain/order-link/add-messages.ts';
import { formatPrice } from '../../src/domain/money.ts';
import { catalogMessages } from '../../src/admin/catalog/messages/index.ts';
import { ordersMessages } from '../../src/admin/orders/messages/index.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { buyNow, checkLayout, freshPhone } from './admin-orders-fixture.ts';
import type { Session } from '../../src/domain/admin/session.ts';
import { screenshotsWanted } from './screenshots.ts';

const SOCKS = 'crew-socks-3-pack';
const CAP = 'embroidered-logo-cap';
const CAP_NAME: Record<Locale, string> = { ar: 'قبعة بشعار مطرّز', fr: 'Casquette logo brodé', en: 'Embroidered Logo Cap' };
const add = (locale: Locale) => translator(addMessages, locale);
const shopper = (name: string) => ({
  name,
  phone: freshPhone('05'),
  wilaya: '16',
  commune: 'Bab Ezzouar',
  address: 'Cité 5 Juillet, bâtiment 12',
});

async function shot(page: Page, project: string, locale: Locale, name: string) {
  if (!screenshotsWanted) return;
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(viewport.height, height), 5000) });
  await page.screenshot({ path: `.data/screenshots/onetap/${project}-${locale}-${name}.png` });
  await page.setViewportSize(viewport);
}

const capStock = (baseURL: string) =>
  withSiteDb(baseURL, async (sql) => {
    const rows = await sql
      .unsafe<{ stock: number }[]>(`select stock from variants where product_id = '${CAP}' and color = 'Black'`)
      .simple();
    return rows[0]!.stock;
  });

async function ownerPage(browser: Browser, page: Page, locale: Locale, path: string, session: Session): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize()!, locale });
  const owner = await context.newPage();
  await openAdmin(owner, locale, path, session);
  return owner;
}

/** Buy Now in her language: the order's number and the link of her order page. */
async function order(page: Page, locale: Locale, name: string) {
  const placed = await buyNow(page, `/${locale === 'en' ? '' : `${locale}/`}products/${SOCKS}/buy?color=Black`, shopper(name));
  expect(placed.status).toBe(201);
  await expect(page.locator('[data-order-success]')).toBeVisible();
  return { ...placed.body.order!, link: await page.locator('#order-link-url').inputValue() };
}

test('one tap adds the paired piece before confirmation; the owner sees it; once confirmed the offer is gone', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const session = await createOwner(request, baseURL!);
  // The socks start without pieces (a run before, at the other width, on this site's database, paired them).
  await withSiteDb(baseURL!, (sql) => sql.unsafe(`delete from product_pairs where product_id = '${SOCKS}'`).simple());

  // The owner pairs the socks with the cap (the pairs screen, in French at phone width).
  const catalog = translator(catalogMessages, 'fr');
  const owner = await ownerPage(browser, page, 'fr', `${ADMIN}/pairs`, session);
  await expect(owner.locator('#pairs-product')).toBeVisible({ timeout: 30_000 });
  await owner.locator('#pairs-product').selectOption(SOCKS);
  await owner.locator('#pairs-add').selectOption(CAP);
  await owner.locator('[data-pairs-add]').click();
  await expect(owner.locator(`[data-paired-id="${CAP}"]`)).toBeVisible();
  await owner.getByRole('button', { name: catalog('save'), exact: true }).click();
  await expect(owner.getByText(catalog('pairsSaved', { name: 'Crew Socks (3-Pack)' }))).toBeVisible();
  await expect(owner.locator('[data-pairs-list]')).toContainText('Embroidered Logo Cap');
  await checkLayout(owner, 'pairs screen');
  await shot(owner, project, 'fr', 'admin-pairs');
  await owner.context().close();
  // The same screen as the owner reads it in Arabic and English, for a person to look at.
  for (const locale of screenshotsWanted ? (['ar', 'en'] as const) : []) {
    const other = await ownerPage(browser, page, locale, `${ADMIN}/pairs`, session);
    await other.locator('#pairs-product').selectOption(SOCKS);
    await expect(other.locator(`[data-paired-id="${CAP}"]`)).toBeVisible({ timeout: 30_000 });
    await shot(other, project, locale, 'admin-pairs');
    await other.context().close();
  }

  // Arabic (English too when screenshots are taken): the success screen offers the black cap, with its
  // picture and her colour chosen; one tap adds it, once.
  for (const locale of screenshotsWanted ? (['ar', 'en'] as const) : (['ar'] as const)) {
    const t = add(locale);
    const before = await capStock(baseURL!);
    const placed = await order(page, locale, locale === 'ar' ? 'أمينة بن علي' : 'Sara Haddad');
    const offer = page.locator('[data-order-success] [data-offer]');
    await expect(offer).toContainText(CAP_NAME[locale]);
    // Her attention on the offer keeps the success panel up (it leaves by itself after 10 s otherwise).
    await offer.getByRole('button', { name: t('addButton') }).focus();
    await expect(offer.locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(offer.locator('select')).toHaveCount(0);
    await expect(offer).toContainText(t('addYourColor', { color: 'Black' }));
    await shot(page, project, locale, 'success-offer');
    await offer.getByRole('button', { name: t('addButton') }).click();
    // 1,200 of socks and 2,500 of cap stay under the free-delivery threshold: the total grows by the cap.
    await expect(page.locator('[data-offer-said]')).toHaveText(t('addDone', { total: formatPrice(placed.total + 2500, 'DZD', locale) }));
    await expect(offer).toBeHidden();
    expect(await capStock(baseURL!)).toBe(before - 1);

    // Her order page shows the line, marked; no offer any more.
    await page.goto(placed.link);
    await expect(page.locator('[data-lines] li')).toHaveCount(2);
    await expect(page.locator('[data-added-mark]')).toHaveText(t('addedMark'));
    await expect(page.locator('[data-offer]')).toBeHidden();
    await shot(page, project, locale, 'order-page-added');
    expect(await capStock(baseURL!)).toBe(before - 1);

    // The owner, before calling: the line marked and the history line, in the owner's language.
    const orders = translator(ordersMessages, locale);
    const admin = await ownerPage(browser, page, locale, `${ADMIN}/orders/${placed.number}`, session);
    // The admin's code and the order load on a busy machine: the screen may take more than the usual 5 s.
    await expect(admin.locator('[data-order-detail]')).toBeVisible({ timeout: 30_000 });
    await expect(admin.locator('[data-added-by-customer]')).toHaveText(orders('addedByCustomer'));
    await expect(admin.locator('[data-history-kind="line_added"]')).toContainText(orders('addedByCustomer'));
    await shot(admin, project, locale, 'admin-order-added');
    await admin.context().close();
  }

  // French: her order page offers the cap; the owner confirms meanwhile; her tap is told why not, and
  // the offer is gone.
  const fr = add('fr');
  const placed = await order(page, 'fr', 'Nadia Kaci');
  await page.goto(placed.link);
  const offer = page.locator('[data-offer]');
  await expect(offer).toContainText(fr('addOffer', { name: CAP_NAME.fr, price: '' }).split('«')[0]!.trim());
  await expect(offer).toContainText(CAP_NAME.fr);
  await checkLayout(page, 'fr order page with the offer');
  await shot(page, project, 'fr', 'order-page-offer');
  const before = await capStock(baseURL!);
  const moved = await request.post(`/api/admin/orders/${placed.number}/status`, {
    data: { to: 'confirmed' },
    headers: { 'x-auth-token': session.token },
  });
  expect(moved.status()).toBe(200);
  await offer.getByRole('button', { name: fr('addButton') }).click();
  await expect(page.locator('[data-f="flash"]')).toHaveText(fr('addClosed'));
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-view="order"]')).toBeVisible();
  await expect(page.locator('[data-offer]')).toBeHidden();
  await expect(page.locator('[data-lines] li')).toHaveCount(1);
  expect(await capStock(baseURL!)).toBe(before);
});
