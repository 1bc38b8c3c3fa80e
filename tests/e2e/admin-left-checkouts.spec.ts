// Checkouts she left (issue 41 §1) in Chromium at phone width, against the real build, functions and
// database: a shopper on the French Buy Now page ticks "the shop may call me", types her phone and
// wilaya and leaves; the owner (in Arabic) finds her in Left checkouts with a call button and a
// WhatsApp message in HER language whose link reopens her cart, and marks the call; she orders later
// with the same phone and the list shows it converted, with her order. (A bot's empty form keeps
// nothing: tests/functions/left-checkout.test.ts, through the real handler.) WhatsApp itself is
// outside the machine: the test reads the message the button would send, and opens its link.
import { expect, test, type Browser } from '@playwright/test';
import { translator } from '../../src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { orderFormMessages } from '../../src/features/checkout/form-messages.ts';
import { leftCheckoutsMessages } from '../../src/admin/orders/left-checkouts/messages.ts';
import { ADMIN, createOwner, openAdmin, withSiteDb } from './admin-fixture.ts';
import { buyNow, checkLayout, freshPhone, shootOrders } from './admin-orders-fixture.ts';
import { axeHere } from './browser-settings.ts';
import { axeViolations } from './axe.ts';
import { screenshotsWanted } from './screenshots.ts';
import { chooseCommune, chooseWilaya } from './delivery-choice.ts';

const SOCKS = '/fr/products/crew-socks-3-pack/buy?color=Black';
const lt = (locale: Locale) => translator(leftCheckoutsMessages, locale);

async function phone(browser: Browser, width = 390) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: width < 500, hasTouch: width < 500 });
  return { context, page: await context.newPage() };
}

test('a checkout she left appears in Left checkouts; her later order with the same phone shows it converted', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const session = await createOwner(request, baseURL!);
  const number = freshPhone('05');

  // Her phone, in French: the box is unticked until she ticks it; her draft is saved as she types, and
  // marked left when she goes to another page.
  const her = await phone(browser);
  await her.page.goto(SOCKS);
  await expect(her.page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
  const consent = her.page.getByLabel(translator(orderFormMessages, 'fr')('callConsent'));
  await expect(consent).not.toBeChecked();
  await her.page.locator('#order-name').fill('Amina Benali');
  await her.page.locator('#order-phone').fill(number);
  await chooseWilaya(her.page, '16');
  await chooseCommune(her.page, 'Bab Ezzouar');
  const saved = her.page.waitForResponse((r) => r.url().endsWith('/api/left-checkout') && r.request().method() === 'POST');
  await consent.check();
  expect((await saved).status()).toBe(202);
  await shootOrders(her.page, project, 'fr', 'checkout-call-consent');
  await her.page.goto('/fr/');
  await her.context.close();
  await expect
    .poll(() =>
      withSiteDb(baseURL!, (sql) =>
        sql`select left_at from left_checkouts where phone = ${number}`.then((rows) => rows.length && rows[0]!.left_at !== null),
      ),
    )
    .toBe(true);

  // The owner, in Arabic: her card with the call and WhatsApp buttons, the message in French.
  await openAdmin(page, 'ar', `${ADMIN}/left-checkouts`, session);
  await expect(page.getByRole('heading', { name: lt('ar')('title') })).toBeVisible();
  const card = page.locator(`[data-left-checkout="${number}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Amina Benali');
  await expect(card.locator('[data-call]')).toHaveAttribute('href', `tel:+213${number.slice(1)}`);
  const whatsApp = new URL((await card.locator('[data-whatsapp]').getAttribute('href'))!);
  expect(whatsApp.origin + whatsApp.pathname).toBe(`https://wa.me/213${number.slice(1)}`);
  const message = whatsApp.searchParams.get('text')!;
  expect(message).toMatch(/^Bonjour Amina Benali, vous avez commencé une commande/);
  const cartLink = /https?:\/\/\S+\/fr\/cart\?restore=[A-Za-z0-9_-]+/.exec(message)?.[0];
  expect(cartLink).toBeTruthy();
  await card.getByRole('button', { name: lt('ar')('mark.called') }).click();
  await expect(card.getByRole('button', { name: lt('ar')('mark.called') })).toHaveAttribute('aria-pressed', 'true');
  await checkLayout(page, 'ar left checkouts');
  if (axeHere(project, 'ar')) expect(await axeViolations(page, 'ar left checkouts')).toEqual([]);
  await shootOrders(page, project, 'ar', 'left-checkouts');

  // The link of the message reopens her cart with the socks, on her phone.
  const back = await phone(browser);
  await back.page.goto(cartLink!.replace(/^https?:\/\/[^/]+/, baseURL!));
  const restored = back.page.locator('[data-cart-line="crew-socks-3-pack__Black__"]');
  await expect(restored).toContainText('Chaussettes (lot de 3)');
  await expect(restored.locator('[data-quantity]')).toHaveText('1');
  expect(new URL(back.page.url()).search).toBe('');

  // She orders later with the same phone: the list shows it converted, with her order.
  const placed = await buyNow(back.page, SOCKS, {
    name: 'Amina Benali',
    phone: number,
    wilaya: '16',
    commune: 'Bab Ezzouar',
    address: 'Cité 5 Juillet, bâtiment 12',
  });
  expect(placed.status).toBe(201);
  await back.context.close();
  await page.reload();
  const converted = page.locator(`[data-left-checkout="${number}"] [data-left-converted]`);
  await expect(converted).toBeVisible();
  await expect(converted.getByRole('link')).toContainText(String(placed.body.order!.number));
  await expect(page.locator(`[data-left-checkout="${number}"] [data-whatsapp]`)).toHaveCount(0);
  await shootOrders(page, project, 'ar', 'left-checkouts-converted');

  // For a person reviewing the layout (SCREENSHOTS=1): the box on the Arabic checkout, and the list in
  // French on the phone and in English on a desktop.
  if (screenshotsWanted) {
    const ar = await phone(browser);
    await ar.page.goto('/ar/products/crew-socks-3-pack/buy?color=Black');
    await expect(ar.page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
    await ar.page.locator('#order-phone').fill(freshPhone('06'));
    await ar.page.getByLabel(translator(orderFormMessages, 'ar')('callConsent')).check();
    await ar.page.locator('#order-phone').scrollIntoViewIfNeeded();
    await ar.page.screenshot({ path: '.data/screenshots/admin-orders/phone-ar-checkout-call-consent.png' });
    await ar.context.close();
  }
  if (screenshotsWanted)
    for (const [locale, width] of [
      ['fr', 390],
      ['en', 1280],
    ] as const) {
      const owner = await phone(browser, width);
      await openAdmin(owner.page, locale, `${ADMIN}/left-checkouts`, session);
      await expect(owner.page.locator(`[data-left-checkout="${number}"]`)).toBeVisible();
      await shootOrders(owner.page, width > 500 ? 'desktop' : project, locale, 'left-checkouts');
      await owner.context.close();
    }
});
