// What the catalog's browser tests share: the catalog screens' texts, images made by the test with
// sharp, a product made through the admin API, a shopper's Buy Now order, and the wait for a publish.
import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminProduct, ProductFields } from '../../src/domain/admin-catalog/product-form.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { catalogMessages } from '../../src/admin/catalog/messages/index.ts';
import { countdownMessages } from '../../src/features/countdown/messages.ts';
import { texts } from './admin-fixture.ts';
import { screenshotsWanted } from './screenshots.ts';
import { chooseCommune, chooseWilaya } from './delivery-choice.ts';

export const catalogText = (locale: Locale) => translator(catalogMessages, locale);

/** A real photo-sized image in a format the owner's phone sends (made here, never a fixture file). */
export function testImage(format: 'jpeg' | 'png', colour: string): Promise<Buffer> {
  const image = sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } });
  return (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
}

const auth = (token: string) => ({ 'x-auth-token': token });

/** A draft made through POST /api/admin/products (what the create form sends). */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: Partial<ProductFields> & { name: string },
): Promise<AdminProduct> {
  const body: ProductFields = {
    price: 2500,
    originalPrice: null,
    description: '',
    category: 'Test',
    badge: 'none',
    details: [],
    shippingReturns: '',
    colors: [],
    sizes: [],
    ...fields,
  };
  const response = await request.post('/api/admin/products', { headers: auth(token), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: AdminProduct }).product;
}

export async function addStock(request: APIRequestContext, token: string, changes: { variantId: number; delta: number }[]): Promise<void> {
  const response = await request.post('/api/admin/stock', { headers: auth(token), data: { changes } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function uploadImage(
  request: APIRequestContext,
  token: string,
  id: string,
  buffer: Buffer,
  name: string,
): Promise<AdminProduct> {
  const response = await request.post(`/api/admin/products/${id}/images`, {
    headers: auth(token),
    multipart: { file: { name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: AdminProduct }).product;
}

/** Waits until the site shoppers see includes every saved change (the local rebuild finished and was swapped in). */
export async function waitUntilLive(page: Page, request: APIRequestContext, token: string, locale: Locale): Promise<void> {
  const bar = page.locator('[data-publish-bar]');
  await expect(bar).toHaveAttribute('data-publish-bar', 'live', { timeout: 200_000 });
  await expect(bar).toContainText(texts(locale).admin('publishLive', { time: '' }).trim());
  await expect
    .poll(
      async () => {
        const state = (await (await request.get('/api/admin/publish', { headers: auth(token) })).json()) as {
          state: string;
          changesPending: boolean;
        };
        return state.state === 'live' && !state.changesPending;
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(true);
}

/** The countdown popup sits over the shop's pages until a shopper closes it. */
export async function closeCountdown(page: Page, locale: Locale): Promise<void> {
  const close = page.getByRole('button', { name: translator(countdownMessages, locale)('close') });
  if (await close.isVisible().catch(() => false)) await close.click();
}

/** A fresh mobile number: the cooldown allows one order per phone. */
const freshPhone = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A shopper buys one unit through the Buy Now page; answers the function's status. */
export async function buyOne(page: Page, locale: Locale, productPath: string, query: string): Promise<number> {
  await page.goto(`${productPath}/buy?${query}`);
  await expect(page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
  await closeCountdown(page, locale);
  await page.locator('#order-name').fill('Amina Benali');
  await page.locator('#order-email').fill('amina@example.dz');
  await page.locator('#order-phone').fill(freshPhone());
  await chooseWilaya(page, '16');
  await chooseCommune(page, 'Bab Ezzouar');
  await page.locator('[data-delivery-type="home"]').click();
  await page.locator('#order-address').fill('12 rue Didouche Mourad');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Place Order|تأكيد الطلبية/ }).click();
  return (await answer).status();
}

/** Nothing wider than the screen and every control at least 44 px tall (a thumb, not a cursor). */
export async function checkLayout(page: Page, label: string): Promise<void> {
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cramped = [
      ...document.querySelectorAll<HTMLElement>('button, a[href], input:not([type="checkbox"]):not([type="file"]), select, textarea'),
    ]
      .filter((el) => el.offsetParent !== null && !el.classList.contains('sr-only') && !el.closest('[data-publish-bar]'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height < 44)
      .map(({ el, box }) => `${Math.round(box.height)}px ${el.outerHTML.slice(0, 100)}`);
    return { overflow: document.documentElement.scrollWidth - width, cramped };
  });
  expect(layout.overflow, `${label}: wider than the screen`).toBeLessThanOrEqual(0);
  expect(layout.cramped, `${label}: tap targets under 44 px`).toEqual([]);
}

/** The whole screen as a phone that tall would show it, into .data/screenshots/admin-catalog/, with SCREENSHOTS=1. */
export async function shoot(page: Page, project: string, locale: Locale, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(viewport.height, height), 8000) });
  await page.screenshot({ path: `.data/screenshots/admin-catalog/${project}-${viewport.width}-${locale}-${name}.png` });
  await page.setViewportSize(viewport);
}
