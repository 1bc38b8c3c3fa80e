import { expect, test } from '@playwright/test';

test('a shopper opens /shop, filters by a category and opens a product', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();

  const filter = page.getByRole('group', { name: 'Filter by category' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('[data-product-grid] > li');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(24);

  // Pick the second category button (the first one is 'All'): it shows the label, and the address and
  // the cards carry the category's slug.
  const category = filter.getByRole('button').nth(1);
  const label = (await category.textContent())!.trim();
  const slug = (await category.getAttribute('data-category'))!;
  expect(slug).toMatch(/^[a-z0-9][a-z0-9-]*$/);
  expect(label).not.toBe(slug);
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]category=${slug}(&|$)`));
  const visible = page.locator('[data-product-grid] > li:not([hidden])');
  const shown = await visible.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  for (const value of await visible.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category))) {
    expect(value).toBe(slug);
  }

  const first = visible.first();
  const productName = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('Shipping price varies by location')).toBeVisible();
});

test('every card shows a price in DZD, a 40-character preview and the right button', async ({ page }) => {
  await page.goto('/shop');
  const cards = page.locator('[data-product-grid] > li');
  const texts = await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  for (const text of texts) expect(text).toMatch(/DZD/);
  await expect(cards.filter({ hasText: 'Out of Stock' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'View Product' }).first()).toBeVisible();
});

test('the category of a shared link is applied on load, and an empty category says so', async ({ page }) => {
  // A shared link names the category by its slug; the button shows its label.
  await page.goto('/shop?category=hoodies');
  const hoodies = page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Hoodies' });
  await expect(hoodies).toHaveAttribute('aria-pressed', 'true');
  await expect(hoodies).toHaveAttribute('data-category', 'hoodies');
  const visible = page.locator('[data-product-grid] > li:not([hidden])');
  await expect(visible.first()).toBeVisible();
  expect(new Set(await visible.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category)))).toEqual(new Set(['hoodies']));

  await page.goto('/shop?category=no-such-category');
  await expect(page.getByText('No products found in this category.')).toBeVisible();
});

test('GET /api/health answers and an unknown path gets the 404 page', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true, database: 'up' });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the cards after the first 24 arrive as the shopper scrolls, in the page's language", async ({ page }) => {
  await page.goto('/ar/shop');
  const all = page.getByRole('group', { name: 'تصفية حسب الفئة' }).getByRole('button').first();
  const total = Number(await all.getAttribute('data-count'));
  expect(total).toBeGreaterThan(24); // the demo catalog is bigger than one page
  const cards = page.locator('[data-product-grid] > li:not([hidden])');
  await expect(cards).toHaveCount(24);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(total);
  const added = page.locator('[data-product-grid] > li[data-added]').first();
  await expect(added).toContainText('د.ج');
  // From the Arabic chunks (/shop-data/ar/…): the demo catalog names every product in Arabic.
  await expect(added.getByRole('heading')).toHaveText(/\p{Script=Arabic}/u);
  await expect(added.getByRole('link')).toHaveAttribute('href', /^\/ar\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('button', { name: 'عرض المزيد' })).toBeHidden();
});

test('a category shows all of its products, also those beyond the first page', async ({ page, request }) => {
  const index = (await (await request.get('/search-index/en.json')).json()) as {
    categories: string[];
    categorySlugs: string[];
    products: [string, string, number][];
  };
  // Each category's slug beside its label, in the same order.
  expect(index.categorySlugs).toHaveLength(index.categories.length);
  expect(index.categorySlugs[index.categories.indexOf('Hoodies')]).toBe('hoodies');
  // The category with the most products after the first 24, by its slug (the filter's address).
  const late = new Map<string, number>();
  for (const p of index.products.slice(24)) late.set(index.categorySlugs[p[2]]!, (late.get(index.categorySlugs[p[2]]!) ?? 0) + 1);
  const category = [...late].sort((a, b) => b[1] - a[1])[0]![0];
  const expected = index.products.filter((p) => index.categorySlugs[p[2]] === category).map((p) => p[1]);
  await page.goto(`/shop?category=${category}`);
  const cards = page.locator('[data-product-grid] > li:not([hidden])');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(expected.length);
  expect(await cards.getByRole('heading').allTextContents()).toEqual(expected);
});

test('the home page runs no React: the header badge follows the cart with a plain script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // A cart left from an earlier visit: two of one line, one of another.
  await page.addInitScript(() => {
    const line = (productId: string, quantity: number) => ({
      id: `${productId}:M:Black`,
      productId,
      name: productId,
      price: 1000,
      quantity,
      imageUrl: '/images/placeholder.svg',
      variant: { size: 'M', color: 'Black' },
    });
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cart', JSON.stringify([line('a', 2), line('b', 1)]));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  const cartLink = page.locator('header [data-cart-link]');
  await expect(cartLink.locator('[data-cart-count]')).toHaveText('3');
  await expect(cartLink).toHaveAccessibleName('Cart, 3 items');
  // Emptied in another tab: the badge goes, and the name says the cart alone.
  await page.evaluate(() => {
    localStorage.setItem('cart', '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '[]', storageArea: localStorage }));
  });
  await expect(cartLink.locator('[data-cart-count]')).toHaveCount(0);
  await expect(cartLink).toHaveAccessibleName('Cart');
  await page.waitForLoadState('networkidle');
  // No island wakes on the home page by itself, so React's own code (the client renderer) never loads.
  expect(scripts.filter((path) => /\/_astro\/(client|react)\./.test(path))).toEqual([]);
});

test('with ads off (as shipped): no ads choice and not one request to another origin, on every shopper page', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('data:') && new URL(r.url()).origin !== origin) elsewhere.push(r.url());
  });
  const product = '/products/crew-socks-3-pack';
  for (const path of [
    '/',
    '/shop',
    product,
    `${product}/buy`,
    '/search?q=a',
    '/cart',
    '/checkout',
    '/privacy',
    '/ar/shop',
    `/fr${product}`,
  ]) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await expect(page.locator('[data-ads-consent]')).toHaveCount(0);
  }
  await expect(page.locator('[data-privacy-no-ads]')).toHaveCount(0); // the last page is French's product
  await page.goto('/privacy');
  await expect(page.locator('[data-privacy-no-ads]')).toBeVisible();
  await expect(page.locator('[data-ads-choice-open]')).toHaveCount(0);
  expect(elsewhere).toEqual([]);
});
