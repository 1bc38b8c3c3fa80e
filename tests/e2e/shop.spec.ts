import { expect, test } from '@playwright/test';

test('a shopper opens /shop, filters by a category and opens a product', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();

  const filter = page.getByRole('group', { name: 'Filter by category' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('[data-product-grid] > li');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(24);

  // Pick the second category button (the first one is 'All').
  const category = filter.getByRole('button').nth(1);
  const name = (await category.textContent())!.trim();
  await category.click();
  await expect(category).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  const visible = page.locator('[data-product-grid] > li:not([hidden])');
  const shown = await visible.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  for (const value of await visible.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category))) {
    expect(value).toBe(name);
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
  await page.goto('/shop?category=No%20Such%20Category');
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
