// The catalog from the owner's phone to the shop and back: at 390 px, in Arabic (the phone project;
// with SCREENSHOTS=1 the desktop project runs it again in English), the owner creates a product
// with two colours and three sizes, uploads two images made by the test, sets the stock and
// publishes; after the local rebuild a shopper finds it on /shop, its page, the search and Buy Now,
// and buys one unit, which the stock grid then shows; archived, it leaves the shop.
import { expect as baseExpect, test } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { ADMIN, autoPublishing, createOwner, openAdmin } from './admin-fixture.ts';
import { buyOne, catalogText, closeCountdown, testImage, waitUntilLive } from './admin-catalog-fixture.ts';

// Every step waits on the server, which shares two cores with a background rebuild of the site.
const expect = baseExpect.configure({ timeout: 30_000 });

const localeOf = (project: string): Locale => (project === 'phone' ? 'ar' : 'en');

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('create, stock, images, publish, find it in the shop, sell one, archive it', async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(600_000); // two local rebuilds of the whole site on a shared machine
    const locale = localeOf(testInfo.project.name);
    const t = catalogText(locale);
    const stamp = Date.now().toString(36);
    const name = locale === 'ar' ? `قميص كتان ${stamp}` : `Linen Overshirt ${stamp}`;
    const category = `Overshirts ${stamp}`;
    // Its address in the shop's filter and links: a new category's slug is its name made an address
    // (category_slug_of); the filter's button shows the name, as no label was written for it.
    const categorySlug = `overshirts-${stamp}`;
    const detail = locale === 'ar' ? 'كتان مغسول 100%' : '100% washed linen';
    const session = await createOwner(request, baseURL!);
    await autoPublishing(baseURL!, 'as-shipped');
    await openAdmin(page, locale, `${ADMIN}/products`, session);

    // The create form: every field of the spec's product.
    await page.getByRole('link', { name: t('newProduct') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('newProduct') })).toBeVisible();
    await page.getByLabel(t('name'), { exact: true }).fill(name);
    await page.getByLabel(t('price', { currency: 'DZD' }), { exact: true }).fill('4 500');
    await page.getByLabel(t('originalPrice', { currency: 'DZD' })).fill('5200');
    await page.getByLabel(t('category'), { exact: true }).fill(category);
    await page.getByLabel(t('badge')).selectOption('new');
    await page.getByLabel(t('description'), { exact: true }).fill(locale === 'ar' ? 'قميص خفيف للصيف.' : 'A light shirt for the summer.');
    await page.getByRole('button', { name: t('addDetail') }).click();
    await page.getByLabel(t('detailLine', { n: 1 }), { exact: true }).fill(detail);
    await page.getByLabel(t('shippingReturns')).fill(locale === 'ar' ? 'إرجاع خلال 7 أيام.' : 'Returns within 7 days.');
    for (const colour of ['Black', 'Sand']) {
      await page.getByLabel(t('newColor'), { exact: true }).fill(colour);
      await page.getByLabel(t('newColor'), { exact: true }).press('Enter');
    }
    for (const size of ['S', 'M', 'L']) {
      await page.getByLabel(t('newSize'), { exact: true }).fill(size);
      await page.getByLabel(t('newSize'), { exact: true }).press('Enter');
    }
    await expect(page.locator('[data-options="sizes"] [data-option]')).toHaveCount(3);
    await page.getByRole('button', { name: t('create') }).click();

    // Created as a draft: the editor opens on its stock grid, every cell at 0.
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+\/stock$/);
    const id = /\/products\/([a-z0-9-]+)\/stock$/.exec(page.url())![1]!;
    await expect(page.getByText(t('created'))).toBeVisible();
    const cells = page.locator('[data-variant]');
    await expect(cells).toHaveCount(6);
    await expect(page.locator('[data-variant] [data-stock]')).toHaveText(Array(6).fill('0'));
    const stock: Record<string, number> = { 'S/Black': 2, 'M/Black': 5, 'L/Black': 2, 'S/Sand': 3, 'M/Sand': 3, 'L/Sand': 1 };
    for (const [cell, units] of Object.entries(stock)) {
      const box = page.locator(`[data-variant="${cell}"]`);
      await box.getByRole('textbox').fill(String(units));
      await box.locator('[data-add]').click();
      await expect(box.locator('[data-stock]')).toHaveText(String(units));
    }

    // Two images from the phone's picker, then the second made the first.
    await page
      .getByRole('navigation', { name: t('editProduct') })
      .getByRole('link', { name: t('tabImages') })
      .click();
    await page.locator('[data-image-input]').setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await testImage('jpeg', '#2b2b2b') },
      { name: 'back.png', mimeType: 'image/png', buffer: await testImage('png', '#c8b79a') },
    ]);
    await expect(page.locator('[data-upload="done"]')).toHaveCount(2, { timeout: 60_000 });
    const images = page.locator('[data-image]');
    await expect(images).toHaveCount(2);
    const second = await images.nth(1).getAttribute('data-image-url');
    await images.nth(1).locator('[data-make-first]').click();
    await expect(images.first()).toHaveAttribute('data-image-url', second!);
    await page.getByLabel(t('altText', { n: 1 })).fill(locale === 'ar' ? 'القميص من الخلف' : 'The shirt from the back');
    await page
      .getByRole('button', { name: t('saveAlt') })
      .first()
      .click();
    await expect(images.first().locator('img')).toHaveAttribute('alt', locale === 'ar' ? 'القميص من الخلف' : 'The shirt from the back');

    // Publish, and wait for the local rebuild.
    await page.locator('[data-publish]').click();
    await expect(page.getByText(t('publishedNow'))).toBeVisible();
    await expect(page.locator('[data-publish-bar]')).toHaveAttribute('data-publish-bar', /pending|publishing/);
    await waitUntilLive(page, request, session.token, locale);

    // A shopper on a phone finds it everywhere, then buys one M in Black.
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await shopper.newPage();
    const prefix = locale === 'ar' ? '/ar' : '';
    await shop.goto(`${prefix}/shop?category=${categorySlug}`);
    await closeCountdown(shop, locale);
    await expect(shop.locator(`button[data-category="${categorySlug}"]`)).toHaveText(category);
    await expect(shop.locator(`button[data-category="${categorySlug}"]`)).toHaveAttribute('aria-pressed', 'true');
    await shop.locator('footer').scrollIntoViewIfNeeded();
    const card = shop.locator('[data-product-grid] > li:not([hidden])');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(name);
    await expect(card).toContainText(/4\s500/);

    await shop.goto(`${prefix}/products/${id}`);
    await closeCountdown(shop, locale);
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shop.getByText(detail)).toBeVisible();
    await expect(shop.locator('main img').first()).toHaveAttribute('src', /product-images/);

    await shop.goto(`${prefix}/search?q=${stamp}`);
    await expect(shop.locator('[data-status="ready"]')).toBeAttached();
    await expect(shop.locator('[data-search-results] > li').getByRole('heading', { name })).toBeVisible();

    expect(await buyOne(shop, locale, `${prefix}/products/${id}`, 'size=M&color=Black')).toBe(201);
    await shopper.close();

    // The grid shows one less M in Black (stock is live: no publish needed).
    await page.goto(`${ADMIN}/products/${id}/stock`);
    await expect(page.locator('[data-variant="M/Black"] [data-stock]')).toHaveText('4');
    await expect(page.locator('[data-variant="S/Sand"] [data-stock]')).toHaveText('3');

    // It has an order, so delete archives it: gone from the shop after the rebuild.
    await page.locator('[data-delete]').click();
    await page.locator('[data-confirm-yes]').click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN}/products$`));
    await expect(page.getByText(t('archivedNow'))).toBeVisible();
    await page.getByLabel(t('status'), { exact: true }).selectOption('archived');
    await expect(page.locator(`[data-product-row="${id}"] [data-status="archived"]`)).toBeVisible();
    await waitUntilLive(page, request, session.token, locale);

    const after = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const gone = await after.newPage();
    expect((await gone.goto(`${prefix}/products/${id}`))?.status()).toBe(404);
    await gone.goto(`${prefix}/shop?category=${categorySlug}`);
    await expect(gone.locator('[data-product-grid] > li').filter({ hasText: name })).toHaveCount(0);
    await gone.goto(`${prefix}/search?q=${stamp}`);
    await expect(gone.locator('[data-status="ready"]')).toBeAttached();
    await expect(gone.locator('[data-search-results] > li').filter({ hasText: name })).toHaveCount(0);
    await after.close();
  });
});
