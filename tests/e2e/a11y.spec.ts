import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localeOfPath } from '../../src/i18n/locales.ts';
import { axeViolations } from './axe.ts';
import { axeHere } from './browser-settings.ts';

// Every shopper page that exists, found through the sitemap (one product stands for all of them),
// plus what the sitemap leaves out: the per-shopper pages (cart, checkout, Buy Now), a search with
// results and the 404 page, in each of the three languages.
async function shopperPages(page: Page): Promise<string[]> {
  const index = await (await page.request.get('/sitemap-0.xml')).text();
  const paths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'));
  const firstProduct = paths.find((p) => /^\/products\/[^/]+$/.test(p))!;
  const product = firstProduct.split('/')[2]!;
  const pages = paths.filter((p) => !/\/products\//.test(p) || p.includes(`/products/${product}`));
  // Every language: the default one at the bare routes, the others under their prefix.
  const prefixes = ['', '/ar', '/fr'];
  const perShopper = ['/cart', '/checkout', `/products/${product}/buy`, '/search?q=tee'].flatMap((p) =>
    prefixes.map((prefix) => `${prefix}${p}`),
  );
  return [...new Set([...pages, ...perShopper, '/no-such-page', '/fr/products/no-such-tee', '/ar/products/no-such-tee'])];
}

async function violationsOf(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return axeViolations(page, path);
}

// Every page at its axe width (browser-settings.ts: axeHere): in Arabic on the phone, in English (the
// bare routes) on the desktop; French's pages are walked for their layout (language-screens.spec.ts).
test('axe finds no violation on any shopper page, in English and Arabic', { tag: '@layout' }, async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  const all = await shopperPages(page);
  const here = LOCALES.filter((locale) => axeHere(testInfo.project.name, locale));
  const paths = all.filter((path) => here.includes(localeOfPath(path)));
  expect(new Set(paths.map((path) => localeOfPath(path)))).toEqual(new Set(here));
  const found: string[] = [];
  for (const path of paths) found.push(...(await violationsOf(page, path)));
  expect(found, found.join('\n')).toEqual([]);
});

test('axe finds no violation in the open search box and its suggestions', { tag: '@layout' }, async ({ page }) => {
  test.setTimeout(90_000); // a full-page axe run on a loaded machine
  await page.goto('/shop');
  // The tap wakes the box's island (client:tap) and opens it once it has hydrated.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.getByRole('searchbox').fill('hoodie');
  await expect(page.getByRole('link', { name: 'View all results' })).toBeVisible();
  expect(await axeViolations(page, 'search')).toEqual([]);
});

// The offer (the shopper's French remembered) on an English page and an Arabic one, each at its axe width.
test(
  'axe finds no violation with the language offer shown, on an English and an Arabic page',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('shop-locale', 'fr'));
    for (const path of ['/shop', '/ar/cart'].filter((path) => axeHere(testInfo.project.name, localeOfPath(path)))) {
      await page.goto(path);
      await expect(page.locator('[data-locale-offer]')).toBeVisible();
      expect(await axeViolations(page, path)).toEqual([]);
    }
  },
);
