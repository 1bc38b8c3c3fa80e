// Ads with the shopper's consent (issue 40 §1-2), end to end at phone width: the owner sets the two
// pixels up on the Ads screen and publishes; a shopper sees the choice in her language and nothing
// of the platforms loads before she chooses. Accepting on an ad's landing page starts both pixels
// (the stand-ins of their scripts and endpoints, ads-stand-in.ts) with PageView and ViewContent, then
// AddToCart, InitiateCheckout and the order placed with its id as event id, and the order keeps the
// landing's tags. Refusing (in Arabic) sends nothing on any page; the footer reopens the choice.
// Ads are turned off and published again at the end: the other specs' shoppers see no choice.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN, createOwner, openAdmin, publishEverything, shoot, texts, withSiteDb } from './admin-fixture.ts';
import { buyNow, freshPhone } from './admin-orders-fixture.ts';
import { adsStandInPort, startAdsStandIn, type AdsStandIn } from './ads-stand-in.ts';
import { screenshotsWanted } from './screenshots.ts';
import { translator } from '../../src/i18n/messages.ts';
import { adsMessages } from '../../src/features/ads/messages.ts';
import type { AdminSettings } from '../../src/domain/admin/settings-forms.ts';

const META = '1234567890123456';
const TIKTOK = 'C4ABCDEFGHIJ1234KLMN';
const SOCKS = '/products/crew-socks-3-pack';

let standIn: AdsStandIn;
test.beforeAll(async ({ baseURL }) => {
  standIn = await startAdsStandIn(adsStandInPort(Number(new URL(baseURL!).port)));
});
test.afterAll(async () => standIn?.close());

/** Every request the shopper's browser sends to another origin than the shop's. */
function thirdParty(context: BrowserContext, shopOrigin: string): string[] {
  const seen: string[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).origin !== shopOrigin) seen.push(r.url());
  });
  return seen;
}

/** Lets the page's idle work run (the pixels start on idle), then a beat for their requests. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 })));
}

async function shootChoice(browser: Browser, page: Page, locale: 'en' | 'ar', path: string) {
  if (!screenshotsWanted) return;
  mkdirSync('.data/screenshots/adsweb', { recursive: true });
  await page.screenshot({ path: `.data/screenshots/adsweb/choice-phone-${locale}.png` });
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const wide = await desktop.newPage();
  await wide.goto(path);
  await expect(wide.locator('[data-ads-consent]')).toBeVisible();
  await wide.screenshot({ path: `.data/screenshots/adsweb/choice-desktop-${locale}.png` });
  await desktop.close();
}

test('ads: the owner sets the pixels up; nothing before the choice, the pixels after Accept, nothing after Refuse', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(420_000); // two publishes (builds) of the site on a shared 2-core machine
  const { settings: t } = texts('en');
  const session = await createOwner(request, baseURL!);
  const origin = new URL(baseURL!).origin;

  // The owner: Settings → Ads.
  await openAdmin(page, 'en', `${ADMIN}/settings/ads`, session);
  await expect(page.getByRole('heading', { level: 1, name: t('adsTitle') })).toBeVisible();
  // The pixels' own form: the tokens card below it (owner-only) has Save buttons of its own.
  const pixels = page.locator('form[data-section="ads"]');
  await pixels.getByRole('switch', { name: t('adsEnabled') }).check({ force: true });
  await pixels.getByLabel(t('metaPixelId')).fill(META);
  await pixels.getByLabel(t('tiktokPixelId')).fill(TIKTOK.toLowerCase());
  await pixels.getByRole('button', { name: t('save') }).click();
  await expect(pixels.getByText(t('saved'))).toBeVisible();
  await expect(pixels.getByLabel(t('tiktokPixelId'))).toHaveValue(TIKTOK);
  await shoot(page, testInfo.project.name, 'en', 'ads');
  await publishEverything(request, session.token);

  // A shopper from an ad: the choice, and not one request elsewhere before she makes it.
  const en = translator(adsMessages, 'en');
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const elsewhere = thirdParty(shopper, origin);
  const shop = await shopper.newPage();
  const landing = `${SOCKS}?utm_source=facebook&utm_campaign=hiver-2026&fbclid=IwAR_test-1`;
  await shop.goto(landing);
  const choice = shop.locator('[data-ads-consent]');
  await expect(choice).toBeVisible();
  await expect(choice).toContainText('Meta (Facebook, Instagram) and TikTok');
  await settle(shop);
  await shootChoice(browser, shop, 'en', landing);
  expect(elsewhere).toEqual([]);

  // Accept: both pixels, PageView and this product's ViewContent.
  await choice.getByRole('button', { name: en('accept') }).click();
  await expect(choice).toBeHidden();
  const events = (platform: 'meta' | 'tiktok') => standIn.hits.filter((h) => h.platform === platform).map((h) => h.event);
  await expect.poll(() => events('meta')).toEqual(['PageView', 'ViewContent']);
  await expect.poll(() => events('tiktok')).toEqual(['Pageview', 'ViewContent']);
  expect(standIn.hits.find((h) => h.event === 'ViewContent' && h.platform === 'meta')).toMatchObject({
    pixel: META,
    data: { content_ids: '["crew-socks-3-pack"]', content_type: 'product', currency: 'DZD' },
  });
  expect(standIn.hits.find((h) => h.platform === 'tiktok')).toMatchObject({ pixel: TIKTOK });

  // Add to cart, then Buy Now (InitiateCheckout) and the order placed.
  await expect(shop.locator('astro-island[component-url*="VariantPicker"]:not([ssr])')).toHaveCount(1);
  await shop.getByRole('button', { name: 'Add to Cart' }).click();
  await expect.poll(() => events('meta')).toContain('AddToCart');
  const placed = await buyNow(shop, `${SOCKS}/buy?color=Black`, {
    name: 'Amina Benali',
    phone: freshPhone('07'),
    wilaya: '16',
    commune: 'Alger Centre',
    address: '12 rue Didouche Mourad',
  });
  expect(placed.status).toBe(201);
  const orderId = (placed.body.order as { id?: string }).id!;
  // The pixels send when the page is idle: on a loaded 2-core machine that can take longer than 5 s.
  await expect
    .poll(() => standIn.hits.filter((h) => h.eventId === orderId).map((h) => `${h.platform}:${h.event}`), { timeout: 20_000 })
    .toEqual(['meta:Lead', 'tiktok:PlaceAnOrder']);
  expect(events('meta')).toEqual(['PageView', 'ViewContent', 'AddToCart', 'PageView', 'InitiateCheckout', 'Lead']);
  // Not the owner's choice here: no Purchase from the browser.
  expect(standIn.hits.filter((h) => h.event === 'Purchase')).toEqual([]);
  expect(new Set(elsewhere.map((u) => new URL(u).origin))).toEqual(new Set([standIn.url]));

  // The order keeps where she came from.
  const [row] = await withSiteDb(baseURL!, (sql) =>
    sql.unsafe(`select utm_source, utm_campaign, fbc, fbp, user_agent from order_attribution where order_id = '${orderId}'`).simple(),
  );
  const fbp = (await shopper.cookies()).find((c) => c.name === '_fbp')?.value;
  expect(row).toMatchObject({ utm_source: 'facebook', utm_campaign: 'hiver-2026', fbp });
  expect(row!.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR_test-1$/);
  await shopper.close();

  // A shopper who refuses, in Arabic: nothing, on any page; the footer brings the choice back.
  const ar = translator(adsMessages, 'ar');
  const refusing = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const refused = thirdParty(refusing, origin);
  const arPage = await refusing.newPage();
  await arPage.goto('/ar/shop');
  const arChoice = arPage.locator('[data-ads-consent]');
  await expect(arChoice).toBeVisible();
  await shootChoice(browser, arPage, 'ar', '/ar/shop');
  await arChoice.getByRole('button', { name: ar('refuse') }).click();
  await expect(arChoice).toBeHidden();
  for (const path of [`/ar${SOCKS}`, '/ar/cart', '/ar/privacy']) {
    await arPage.goto(path);
    await settle(arPage);
    await expect(arChoice).toBeHidden();
  }
  await expect(arPage.locator('[data-privacy-ads]')).toContainText('TikTok');
  await arPage.getByRole('button', { name: ar('adsChoice') }).click();
  await expect(arChoice).toBeVisible();
  await expect(arChoice.getByRole('button', { name: ar('refuse') })).toHaveAttribute('aria-pressed', 'true');
  expect(refused).toEqual([]);
  await refusing.close();

  // Back to a shop without ads for the specs after this one.
  const settings = (await (
    await request.get('/api/admin/settings', { headers: { 'x-auth-token': session.token } })
  ).json()) as AdminSettings;
  const off = await request.put('/api/admin/settings/ads', {
    headers: { 'x-auth-token': session.token },
    data: { ...settings.ads, enabled: false, updatedAt: settings.updatedAt },
  });
  expect(off.status()).toBe(200);
  await publishEverything(request, session.token);
});
