// What the orders admin's browser tests share: a shopper placing a Buy Now order on the real page,
// the orders area's texts in both languages, the layout checks and the screenshots of its screens.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/messages.ts';
import { ordersMessages } from '../../src/admin/orders/messages/index.ts';
import { toolsMessages } from '../../src/admin/orders/tools-messages.ts';
import { adminMessages } from '../../src/admin/core/messages.ts';
import { screenshotsWanted } from './screenshots.ts';
import { chooseCommune, chooseWilaya } from './delivery-choice.ts';

export const orderTexts = (locale: Locale) => ({
  admin: translator(adminMessages, locale),
  orders: translator(ordersMessages, locale),
  tools: translator(toolsMessages, locale),
});

/** A fresh mobile number per test: the cooldown allows one order per phone and window. */
export const freshPhone = (prefix: '05' | '06' | '07' = '06') => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export type Shopper = { name: string; phone: string; wilaya: string; commune: string; address: string; quantity?: number };

async function closeCountdown(page: Page) {
  const close = page.getByRole('button', { name: 'Close countdown' });
  if (await close.isVisible().catch(() => false)) await close.click();
}

/** A shopper orders through Buy Now, home delivery; answers the function's status and body. */
export async function buyNow(
  page: Page,
  path: string,
  shopper: Shopper,
): Promise<{ status: number; body: { order?: { number: number; total: number } } }> {
  await page.goto(path);
  await expect(page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
  await closeCountdown(page);
  await page.locator('#order-name').fill(shopper.name);
  await page.locator('#order-email').fill('shopper@example.dz');
  await page.locator('#order-phone').fill(shopper.phone);
  await chooseWilaya(page, shopper.wilaya);
  await chooseCommune(page, shopper.commune);
  await page.locator('[data-delivery-type="home"]').click();
  await page.locator('#order-address').fill(shopper.address);
  if (shopper.quantity) await page.locator('#order-quantity').fill(String(shopper.quantity));
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Place Order|تأكيد الطلبية|Confirmer la commande/ }).click();
  const response = await answer;
  return { status: response.status(), body: await response.json() };
}

/** Nothing wider than the screen, and every tap target at least 40 px tall (checkboxes and radios sit in bigger labels). */
export async function checkLayout(page: Page, label: string): Promise<void> {
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tooSmall = [
      ...document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="checkbox"]):not([type="radio"]):not(.sr-only), select, summary',
      ),
    ]
      .filter((el) => el.offsetParent !== null && !el.classList.contains('sr-only'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height < 40)
      .map(({ el }) => el.outerHTML.slice(0, 100));
    return { overflow: document.documentElement.scrollWidth - width, tooSmall };
  });
  expect(layout.overflow, `${label}: wider than the screen`).toBeLessThanOrEqual(0);
  expect(layout.tooSmall, `${label}: targets under 40 px`).toEqual([]);
}

/** The whole page as a screen that tall would show it, into .data/screenshots/admin-orders/, with SCREENSHOTS=1. */
export async function shootOrders(page: Page, project: string, locale: Locale, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync('.data/screenshots/admin-orders', { recursive: true });
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(viewport.height, height), 6000) });
  await page.screenshot({ path: `.data/screenshots/admin-orders/${project}-${locale}-${name}.png` });
  await page.setViewportSize(viewport);
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF), after an optional UTF-8 BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') ((field += '"'), i++);
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(field), (field = ''));
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      ((row = []), (field = ''));
    } else field += c;
  }
  if (field !== '' || row.length > 0) (row.push(field), rows.push(row));
  return rows;
}
