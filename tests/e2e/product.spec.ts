// The product page against the real build and the real seeded database: variant rules on real
// out-of-stock data (read from GET /api/stock), Add to Cart with its toast and the header badge,
// Buy Now, the mobile menu and the Arabic page. How long a toast stays and what closes it are component
// tests (src/features/toasts/ToastViewport.test.tsx). Two tests replace the live stock answer with
// page.route: they test how the island reacts to a different answer (a size sold out during a drop,
// a product unpublished since the build); tests/functions/stock.test.ts proves that the function
// reads the real database.
import { axeViolations } from './axe.ts';
import { axeHere } from './browser-settings.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { expect, test, type Page, type APIRequestContext } from '@playwright/test';

type LiveVariant = { id: number; size: string; color: string; stock: number };
const TEE = { id: 'essential-heavyweight-tee', name: 'Essential Heavyweight Tee' };
const HAT = { id: 'nylon-bucket-hat', name: 'Nylon Bucket Hat' };

async function liveStock(request: APIRequestContext, id: string): Promise<LiveVariant[]> {
  const response = await request.get(`/api/stock/${id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  return ((await response.json()) as { variants: LiveVariant[] }).variants;
}

/** The product page as a shopper uses it. */
class ProductPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  color = () => this.page.getByLabel('Color', { exact: true });
  size = () => this.page.getByLabel('Size', { exact: true });
  addToCart = () => this.page.getByRole('button', { name: 'Add to Cart' });
  buyNow = () => this.page.getByRole('button', { name: 'Buy Now' });
  stockLine = () => this.page.locator('[data-stock-line]');
  toasts = () => this.page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
  cartLink = () => this.page.locator('header [data-cart-link]');

  async open(path: string) {
    await this.page.goto(path);
    // The island has hydrated and asked for live stock; the cart link has read the cart (the toast
    // area sleeps until the first toast: client:first-toast).
    await expect(this.page.locator('[data-variant-picker][data-stock="live"]')).toBeVisible();
    await expect(this.page.locator('header [data-cart-link][data-count]')).toHaveCount(1);
  }
  async optionsOf(select: ReturnType<Page['getByLabel']>) {
    return select
      .locator('option')
      .evaluateAll((els) => els.map((o) => ({ text: o.textContent, disabled: (o as HTMLOptionElement).disabled })));
  }
}

test('first size and first colour are preselected and sold-out sizes of that colour read "(Out of Stock)"', async ({ page, request }) => {
  const variants = await liveStock(request, TEE.id);
  const errors: string[] = []; // hydration mismatches and script errors end up here
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const product = new ProductPage(page);
  await product.open(`/products/${TEE.id}`);
  await expect(product.color()).toHaveValue('Black');
  await expect(product.size()).toHaveValue('S');

  const black = variants.filter((v) => v.color === 'Black');
  expect(
    black.some((v) => v.stock === 0),
    'the seed has a sold-out Black size',
  ).toBe(true);
  expect(await product.optionsOf(product.size())).toEqual(
    black.map((v) => (v.stock > 0 ? { text: v.size, disabled: false } : { text: `${v.size} (Out of Stock)`, disabled: true })),
  );
  await expect(product.addToCart()).toBeEnabled();
  await expect(product.stockLine()).toContainText('In Stock');
  expect(errors).toEqual([]);
});

test('a colour whose variants are all sold out is disabled; a product without sizes has no Size chooser', async ({ page, request }) => {
  const variants = await liveStock(request, HAT.id);
  const soldOut = variants.filter((v) => v.stock === 0).map((v) => v.color);
  expect(soldOut.length).toBeGreaterThan(0);
  const product = new ProductPage(page);
  await product.open(`/products/${HAT.id}`);
  const options = await product.optionsOf(product.color());
  for (const color of soldOut) expect(options).toContainEqual({ text: `${color} (Out of Stock)`, disabled: true });
  expect(options.filter((o) => !o.disabled).length).toBeGreaterThan(0);
  await expect(product.size()).toHaveCount(0);
  await expect(product.addToCart()).toBeEnabled();
});

test('choosing a colour in which the chosen size is sold out blocks Add to Cart and Buy Now', async ({ page, request }) => {
  const variants = await liveStock(request, TEE.id);
  const stock = (size: string, color: string) => variants.find((v) => v.size === size && v.color === color)?.stock ?? 0;
  // A size in stock in Black but sold out in another colour that still has stock.
  const pair = variants.find(
    (v) => v.color !== 'Black' && v.stock === 0 && stock(v.size, 'Black') > 0 && variants.some((w) => w.color === v.color && w.stock > 0),
  );
  expect(pair, 'the seed has such a pair').toBeDefined();
  const product = new ProductPage(page);
  await product.open(`/products/${TEE.id}`);
  await product.size().selectOption(pair!.size);
  await product.color().selectOption(pair!.color);
  await expect(product.stockLine()).toHaveText('Selected option is out of stock');
  await expect(product.addToCart()).toBeDisabled();
  await expect(product.buyNow()).toBeDisabled();
  await expect(product.size().getByRole('option', { name: `${pair!.size} (Out of Stock)`, exact: true })).toBeDisabled();
});

test('Add to Cart shows the toast, counts in the header badge and survives a reload', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const product = new ProductPage(page);
  await product.open(`/products/${TEE.id}`);
  await expect(product.cartLink()).toHaveAccessibleName('Cart');
  await expect(product.cartLink().locator('[data-cart-count]')).toHaveCount(0);
  // The toast area sleeps until the first toast (client:first-toast): its code is not even downloaded.
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('ToastViewport'))).toEqual([]);

  await product.addToCart().click();
  await expect(product.toasts()).toHaveCount(1);
  expect(scripts.filter((path) => path.includes('ToastViewport'))).toHaveLength(1);
  await expect(product.toasts()).toContainText('Added to cart');
  await expect(product.toasts()).toContainText(`${TEE.name} (Black, S) has been added to your cart.`);
  await expect(product.cartLink()).toHaveAccessibleName('Cart, 1 item');

  await product.addToCart().click();
  await expect(product.toasts()).toHaveCount(1); // at most one visible
  await expect(product.cartLink()).toHaveAccessibleName('Cart, 2 items');
  await expect(product.cartLink().locator('[data-cart-count]')).toHaveText('2');

  await page.reload();
  await expect(product.cartLink().locator('[data-cart-count]')).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ productId: TEE.id, quantity: 2, variant: { size: 'S', color: 'Black' } })]);
});

test('Buy Now carries the size and colour to /products/{id}/buy', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open(`/products/${TEE.id}`);
  await product.size().selectOption('M');
  await product.buyNow().click();
  await page.waitForURL((url) => url.pathname === `/products/${TEE.id}/buy`);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ size: 'M', color: 'Black' });
});

test("Buy Now is its language's shell: the address stays, the product comes from its data file, downloaded once while the page is parsed", async ({
  page,
}) => {
  const downloads: string[] = [];
  page.on('request', (r) => r.url().includes('/buy-data.json') && downloads.push(new URL(r.url()).pathname));
  const response = await page.goto(`/products/${TEE.id}/buy?size=M&color=Black`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(`/products/${TEE.id}/buy`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Now' })).toBeVisible();
  const summary = page.locator('[data-buy-now-summary]');
  await expect(summary).toContainText(TEE.name);
  await expect(summary.getByRole('link', { name: 'Back to Product' })).toHaveAttribute('href', `/products/${TEE.id}`);
  await expect(page.getByLabel('Color', { exact: true })).toHaveValue('Black');
  await expect(page.getByLabel('Size', { exact: true })).toHaveValue('M');
  await expect(page).toHaveTitle(new RegExp(`^Buy Now: ${TEE.name} \\|`));
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  expect(downloads).toEqual([`/products/${TEE.id}/buy-data.json`]);

  await page.goto(`/ar/products/${TEE.id}/buy`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'اشترِ الآن' })).toBeVisible();
  // One data file serves every language: the name is the page's language's (the demo catalog's Arabic and French names).
  await expect(page.locator('[data-buy-now-summary]')).toContainText('تيشيرت أساسي سميك');
  await expect(page.getByLabel('المقاس', { exact: true })).toHaveValue('S');

  await page.goto(`/fr/products/${TEE.id}/buy?color=Black`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Acheter maintenant' })).toBeVisible();
  await expect(page.locator('[data-buy-now-summary]')).toContainText('T-shirt épais essentiel');
  await expect(page.getByLabel('Couleur', { exact: true })).toHaveValue('Black');
});

test('Buy Now: when the product data cannot load it says so, Place Order waits, and Try again loads it', async ({ page }) => {
  // A network failure (page.route aborts the download), then the real file again.
  let failing = true;
  await page.route(`**/products/${TEE.id}/buy-data.json`, (route) => (failing ? route.abort('connectionfailed') : route.continue()));
  await page.goto(`/products/${TEE.id}/buy`);
  const notice = page.locator('[data-load-error]');
  await expect(notice).toContainText('Error loading product');
  await expect(notice).toContainText('Check your connection, then try again.');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-buy-now-summary]')).toContainText(TEE.name);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});

test('live stock: a size sold out since the build shows as sold out on load (page.route stands in for the drop)', async ({
  page,
  request,
}) => {
  const built = await liveStock(request, TEE.id);
  // The answer the function would give after Black/M sold out and Black/S was withdrawn.
  const live = built
    .filter((v) => !(v.color === 'Black' && v.size === 'S'))
    .map((v) => (v.color === 'Black' && v.size === 'M' ? { ...v, stock: 0 } : v));
  expect(built.find((v) => v.color === 'Black' && v.size === 'M')!.stock).toBeGreaterThan(0);
  await page.route(`**/api/stock/${TEE.id}`, (route) => route.fulfill({ json: { productId: TEE.id, variants: live } }));
  const product = new ProductPage(page);
  await product.open(`/products/${TEE.id}`);
  await expect(product.size().getByRole('option', { name: 'M (Out of Stock)', exact: true })).toBeDisabled();
  await expect(product.size().getByRole('option', { name: 'S (Out of Stock)', exact: true })).toBeDisabled();
  // The preselected S/Black no longer exists: the amber prompt, and nothing can be bought.
  await expect(product.stockLine()).toHaveText('Please select a size and color before adding to cart');
  await expect(product.stockLine()).toHaveClass(/amber/);
  await expect(product.addToCart()).toBeDisabled();
  await expect(product.buyNow()).toBeDisabled();
  await product.size().selectOption('L');
  await expect(product.addToCart()).toBeEnabled();
});

test('live stock: a product unpublished since the build says "Product not found" (page.route stands in)', async ({ page }) => {
  await page.route(`**/api/stock/${TEE.id}`, (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'product_not_found', message: 'Product not found' } } }),
  );
  await page.goto(`/products/${TEE.id}`);
  await expect(page.getByRole('alert')).toContainText('Product not found');
  await page.getByRole('link', { name: 'Return to Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('live stock: when it cannot load, the product page says "Error loading product", still sells, and Try again recovers', async ({
  page,
}) => {
  let failing = true;
  await page.route(`**/api/stock/${TEE.id}`, (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.continue()));
  const product = new ProductPage(page);
  await page.goto(`/products/${TEE.id}`);
  const notice = page.locator('[data-load-error]');
  await expect(notice).toContainText('Error loading product');
  await expect(product.addToCart()).toBeEnabled();
  failing = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('[data-variant-picker]')).toHaveAttribute('data-stock', 'live');
});

test('an unknown product id gets "Product not found": its page with status 404, its Buy Now from the shell, in both languages', async ({
  page,
}) => {
  const cases = [
    { path: '/products/no-such-tee', link: 'Return to Shop', shop: '/shop', status: 404 },
    // Buy Now is one shell per language that every /products/{id}/buy is rewritten to (200, the
    // address kept): it finds no data file for the id and says so itself.
    { path: '/products/no-such-tee/buy', link: 'Back to Shop', shop: '/shop', status: 200 },
    { path: '/ar/products/no-such-tee', link: 'العودة إلى المتجر', shop: '/ar/shop', heading: 'المنتج غير موجود', status: 404 },
    { path: '/ar/products/no-such-tee/buy', link: 'العودة إلى المتجر', shop: '/ar/shop', heading: 'المنتج غير موجود', status: 200 },
  ];
  for (const c of cases) {
    const response = await page.goto(c.path);
    expect(response?.status(), c.path).toBe(c.status);
    expect(new URL(page.url()).pathname, c.path).toBe(c.path);
    await expect(page.getByRole('heading', { level: 1, name: c.heading ?? 'Product not found' })).toBeVisible();
    const link = page.locator('[data-product-not-found]').getByRole('link', { name: c.link, exact: true });
    await expect(link).toHaveAttribute('href', c.shop);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('the Arabic product page is right to left and speaks Arabic', async ({ page }) => {
  const product = new ProductPage(page);
  await product.open(`/ar/products/${TEE.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByLabel('اللون', { exact: true })).toHaveValue('Black');
  await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByRole('region', { name: 'الإشعارات (F8)' })).toContainText('تمت الإضافة إلى السلة');
  await expect(page.locator('header [data-cart-link]')).toHaveAccessibleName('السلة، منتج واحد');
  await page.getByRole('button', { name: 'اشترِ الآن' }).click();
  await page.waitForURL((url) => url.pathname === `/ar/products/${TEE.id}/buy`);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ size: 'S', color: 'Black' });
});

test('a thumbnail shows its image as the main image', async ({ page }) => {
  await page.goto(`/products/${TEE.id}`);
  const thumbs = page.getByRole('button', { name: /^Show image \d of \d$/ });
  await expect(thumbs).toHaveCount(4);
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-gallery-main]')).toHaveAttribute('src', /essential-heavyweight-tee-3\.webp$/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the mobile menu toggles, closes on Escape and on navigation', async ({ page }) => {
    await page.goto(`/products/${TEE.id}`);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'العربية' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await page.goBack();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('at 1280 px', { tag: '@layout' }, () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('the header shows shop, about, contact and the cart without a menu button; the footer its links and default text', async ({
    page,
  }) => {
    await page.goto(`/products/${TEE.id}`);
    const header = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Shop', 'About', 'Contact']) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} D.R.P. All rights reserved.`);
    for (const name of ['Shop', 'About', 'Contact']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.locator('[data-social-links]')).toHaveCount(0); // social media is off by default
  });
});

// At each axe width (browser-settings.ts: axeHere): in Arabic on the phone, where the menu is, and in
// English on the desktop; so both directions are checked with a toast shown.
test(
  'axe finds no violation with a toast shown, a sold-out product, or the mobile menu open, in both directions',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    test.setTimeout(90_000); // six full-page axe runs: a loaded machine needs more than the default 30 s
    const found: string[] = [];
    const check = async (what: string) => {
      found.push(...(await axeViolations(page, what)));
    };
    const phone = testInfo.project.name !== 'desktop';
    for (const locale of LOCALES.filter((locale) => axeHere(testInfo.project.name, locale))) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const product = new ProductPage(page);
      await product.open(`${prefix}/products/${TEE.id}`);
      await product.page.locator('[data-variant-picker] button').first().click();
      await expect(page.locator('li[data-variant]')).toHaveCount(1); // the toast, in any language
      await check(`${prefix} toast`);
      await page.goto(`${prefix}/products/casbah-graphic-tee`);
      await expect(page.locator('[data-variant-picker][data-stock="live"]')).toBeVisible();
      await check(`${prefix} sold out`);
      if (!phone) continue; // the menu is the phone's
      await page.locator('[data-mobile-menu-toggle]').click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await check(`${prefix} menu`);
    }
    expect(found, found.join('\n')).toEqual([]);
  },
);
