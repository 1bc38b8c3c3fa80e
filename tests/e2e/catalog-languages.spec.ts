// The catalog in the shopper's language, in Chromium at 390 px against the real build of the demo shop
// (which ships Arabic and French names and category labels; its descriptions are English only): the shop,
// a product page, search and the cart in Arabic and French, each falling back to the default language
// (English) where the owner wrote nothing, marked with that language so it reads in its own direction.
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshots.ts';

async function closeCountdown(page: Page) {
  const close = page.locator('[data-countdown-close]');
  if (await close.isVisible().catch(() => false)) await close.click();
}

test('the shop, a product, search and the cart speak the page language, with the default language as fallback', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/ar/shop');
  await closeCountdown(page);
  const hoodie = page.locator('li[data-product-id="heavyweight-hoodie"]');
  await expect(hoodie.locator('h2')).toHaveText('هودي سميك');
  // The description was written in English only: shown in English, marked as such.
  await expect(hoodie.locator('p bdi[lang="en"][dir="ltr"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'هوديز' }).click();
  await expect(page).toHaveURL(/category=hoodies/);
  await expect(page.locator('li[data-product-id]:not([hidden])').first()).toHaveAttribute('data-category', 'hoodies');
  await screenshot(page, `.data/screenshots/ar/catalog-${project}-shop.png`);

  await page.goto('/shop');
  await expect(page.locator('li[data-product-id="heavyweight-hoodie"] h2')).toHaveText('Heavyweight Hoodie');
  await expect(page.getByRole('button', { name: 'Hoodies' })).toBeVisible();
  await page.goto('/fr/shop?category=hoodies');
  await expect(page.locator('li[data-product-id="heavyweight-hoodie"] h2')).toHaveText('Sweat à capuche épais');
  await expect(page.getByRole('button', { name: 'Sweats à capuche' })).toHaveAttribute('aria-pressed', 'true');

  // The product page in French: its name in French, its description in English (the fallback), and
  // the JSON-LD in the page's language.
  await page.goto('/fr/products/heavyweight-hoodie');
  await closeCountdown(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sweat à capuche épais');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(JSON.stringify(jsonLd)).toContain('Sweat à capuche épais');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await page.locator('[data-variant-picker][data-stock="live"]').waitFor();
  await page.getByLabel('Couleur', { exact: true }).selectOption('Black');
  await page.getByLabel('Taille', { exact: true }).selectOption('M');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await screenshot(page, `.data/screenshots/fr/catalog-${project}-product.png`);

  // The cart made in French names its line in Arabic on the Arabic page.
  await page.goto('/ar/cart');
  await closeCountdown(page);
  await expect(page.locator('[data-cart-lines] li').first()).toContainText('هودي سميك');
  await screenshot(page, `.data/screenshots/ar/catalog-${project}-cart.png`);
  await page.goto('/fr/cart');
  await expect(page.locator('[data-cart-lines] li').first()).toContainText('Sweat à capuche épais');
  await screenshot(page, `.data/screenshots/fr/catalog-${project}-cart.png`);

  // An Arabic search finds the product by its Arabic name; a French one by its French name.
  await page.goto(`/ar/search?q=${encodeURIComponent('هودي')}`);
  await expect(page.locator('[data-search-result]').filter({ hasText: 'هودي سميك' })).toHaveCount(1);
  await page.goto(`/fr/search?q=${encodeURIComponent('capuche épais')}`);
  await expect(page.locator('[data-search-result]').filter({ hasText: 'Sweat à capuche épais' })).toHaveCount(1);
});
