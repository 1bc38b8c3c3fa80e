// The shopper's own order page (/o/<token>) in Chromium at phone width, against the real build,
// functions and database, in Arabic, French and English: the success screen's link shows the order
// and offers no Confirm; the confirming link from the admin's WhatsApp button, opened in a fresh
// browser (her phone), confirms it and the admin shows who did; a second order cancelled through its
// link gives its units back once; a third, confirmed by the owner, shows "confirmed" with no buttons.
// WhatsApp itself is outside the machine: the test reads the message the button would send.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { orderPageMessages } from '../../src/features/order-page/messages.ts';
import { orderFormMessages } from '../../src/features/checkout/form-messages.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { buyNow, checkLayout, freshPhone } from './admin-orders-fixture.ts';
import { axeHere } from './browser-settings.ts';
import { axeViolations } from './axe.ts';
import { screenshot, screenshotsWanted } from './screenshots.ts';

const SOCKS = 'products/crew-socks-3-pack';
const page$ = (locale: Locale) => translator(orderPageMessages, locale);
const shopper = (name: string, quantity = 1, wilaya = '16', commune = 'Bab Ezzouar') => ({
  name,
  phone: freshPhone('07'),
  wilaya,
  commune,
  address: 'Cité 5 Juillet, bâtiment 12',
  quantity,
});

/** Her order in the shop, through Buy Now in her language: its number and the link the success screen offers. */
async function order(page: Page, locale: Locale, name: string, quantity = 1, where: [string, string] = ['16', 'Bab Ezzouar']) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const placed = await buyNow(page, `${prefix}/${SOCKS}/buy?color=Black`, shopper(name, quantity, ...where));
  expect(placed.status).toBe(201);
  const box = page.locator('[data-order-link]');
  await expect(box.getByRole('heading', { name: translator(orderFormMessages, locale)('saveLinkTitle') })).toBeVisible();
  if (screenshotsWanted) await screenshot(page, `.data/screenshots/order-page/success-${locale}.png`);
  const link = await box.locator('#order-link-url').inputValue();
  expect(link).toMatch(new RegExp(`^https?://[^/]+${prefix}/o/[A-Za-z0-9_-]{43}$`));
  return { number: placed.body.order!.number, link } as { number: number; link: string };
}

async function openOrderPage(page: Page, link: string, locale: Locale, project: string, shot: string) {
  const response = await page.goto(link);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('[data-view="order"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await checkLayout(page, `${locale} order page`);
  if (axeHere(project, locale)) expect(await axeViolations(page, `${locale} order page`)).toEqual([]);
  if (screenshotsWanted) await screenshot(page, `.data/screenshots/order-page/${project}-${locale}-${shot}.png`);
}

const stockOfSocks = (baseURL: string) =>
  withSiteDb(baseURL, async (sql) => {
    const [row] = await sql
      .unsafe<{ stock: number }[]>(`select stock from variants where product_id = 'crew-socks-3-pack' and color = 'Black'`)
      .simple();
    return row!.stock;
  });

async function herPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test('her order page: seen from the success screen, confirmed from WhatsApp, cancelled, and confirmed by the owner', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const session = await createOwner(request, baseURL!);

  // Arabic, from Aflou (wilaya 59 since 2026): the success screen's link shows the order, and cannot confirm it.
  const ar = page$('ar');
  const first = await order(page, 'ar', 'أمينة بن علي', 1, ['59', 'أفلو']);
  await openOrderPage(page, first.link, 'ar', project, 'pending-view-link');
  await expect(page.locator('[data-f="title"]')).toHaveText(ar('orderNumber', { number: first.number }));
  await expect(page.locator('[data-f="now"]')).toHaveText(ar('nowPending'));
  await expect(page.getByRole('button', { name: ar('confirm') })).toBeHidden();
  await expect(page.getByRole('button', { name: ar('callMe') })).toBeVisible();
  await expect(page.getByText(ar('cancel'))).toBeVisible();
  await expect(page.locator('[data-lines] li')).toHaveCount(1);
  await expect(page.locator('[data-f="place"]')).toHaveText('أفلو، أفلو (59)');

  // The owner's WhatsApp button carries the confirming link in her language; the order shows her
  // wilaya of 2026 and the carriers' one.
  await openAdmin(page, 'ar', `${ADMIN}/orders/${first.number}`, session);
  await expect(page.locator('[data-order-detail] [data-wilaya-2026="59"]').first()).toContainText('الأغواط');
  const whatsApp = await page.locator('[data-whatsapp]').getAttribute('href');
  const message = new URL(whatsApp!).searchParams.get('text')!;
  const confirming = /https?:\/\/\S+\/o\/[A-Za-z0-9_-]{43}/.exec(message)![0];
  expect(confirming).not.toBe(first.link);
  expect(confirming).toContain('/ar/o/');

  // On her phone (a fresh browser): Confirm, once.
  const phone = await herPhone(browser);
  await openOrderPage(phone, confirming, 'ar', project, 'pending-confirm-link');
  await expect(phone.locator('[data-f="now"]')).toHaveText(ar('nowPendingConfirm'));
  await phone.getByRole('button', { name: ar('confirm') }).click();
  await expect(phone.locator('[data-f="flash"]')).toHaveText(ar('didConfirm'));
  await expect(phone.locator('[data-f="now"]')).toHaveText(ar('nowConfirmed'));
  await expect(phone.locator('[data-actions]')).toBeHidden();
  await expect(phone.locator('[data-f="by-you"]')).toBeVisible();
  if (screenshotsWanted) await screenshot(phone, `.data/screenshots/order-page/${project}-ar-confirmed-by-her.png`);
  await phone.context().close();

  // The admin shows the order confirmed, by the customer.
  await page.reload();
  await expect(page.locator('[data-order-detail]')).toHaveAttribute('data-order-status', 'confirmed');
  await expect(page.locator('[data-history] [data-history-status="confirmed"]')).toHaveCount(1);
  expect(
    await withSiteDb(
      baseURL!,
      async (sql) =>
        (await sql.unsafe<{ confirmed_via: string }[]>(`select confirmed_via from orders where number = ${first.number}`).simple())[0],
    ),
  ).toEqual({ confirmed_via: 'link' });

  // French: cancelled through her link with a reason; the units come back once.
  const fr = page$('fr');
  const before = await stockOfSocks(baseURL!);
  const second = await order(page, 'fr', 'Nadia Kaci', 2);
  expect(await stockOfSocks(baseURL!)).toBe(before - 2);
  await openOrderPage(page, second.link, 'fr', project, 'pending-view-link');
  await page.getByText(fr('cancel')).click();
  await page.getByLabel(fr('cancelReason')).fill('Commandé deux fois');
  await page.getByRole('button', { name: fr('cancelConfirm') }).click();
  await expect(page.locator('[data-f="flash"]')).toHaveText(fr('didCancel'));
  await expect(page.locator('[data-f="now"]')).toHaveText(fr('nowCancelled'));
  await expect(page.locator('[data-steps] [data-step="cancelled"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('[data-actions]')).toBeHidden();
  if (screenshotsWanted) await screenshot(page, `.data/screenshots/order-page/${project}-fr-cancelled.png`);
  expect(await stockOfSocks(baseURL!)).toBe(before);
  // A second cancel (another tab, a double tap) is told the order moved on; nothing comes back twice.
  const token = second.link.split('/o/')[1]!;
  const again = await request.post(`/api/order-link/${token}/cancel`, { data: {} });
  expect(again.status()).toBe(409);
  expect(await stockOfSocks(baseURL!)).toBe(before);

  // English: the owner confirmed it first; her link shows "confirmed" and no buttons.
  const en = page$('en');
  const third = await order(page, 'en', 'Sara Haddad');
  const moved = await request.post(`/api/admin/orders/${third.number}/status`, {
    data: { to: 'confirmed' },
    headers: { 'x-auth-token': session.token },
  });
  expect(moved.status()).toBe(200);
  await openOrderPage(page, third.link, 'en', project, 'confirmed-by-owner');
  await expect(page.locator('[data-f="now"]')).toHaveText(en('nowConfirmed'));
  await expect(page.locator('[data-actions]')).toBeHidden();
  await expect(page.locator('[data-f="by-you"]')).toBeHidden();
  // Another language is one tap away, on the same order.
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-f="now"]')).toHaveText(ar('nowConfirmed'));
});
