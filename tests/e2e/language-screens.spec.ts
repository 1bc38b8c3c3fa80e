// Every shopper page in French (and the Arabic order screens, read next to them), at the project's
// width (phone 390 px, desktop 1280 px), into .data/screenshots/<lang>/ for a reader's eye. Each page
// is checked first: in its language and direction, with its heading, and without a horizontal scroll.
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshots.ts';
import { walkWidths } from './browser-settings.ts';
import { chooseCommune, chooseWilaya } from './delivery-choice.ts';

const cart = [
  {
    id: 'boxy-oversized-tee__M__Charcoal',
    productId: 'boxy-oversized-tee',
    name: 'Boxy Oversized Tee',
    price: 3900,
    quantity: 2,
    imageUrl: '/images/products/boxy-oversized-tee-1.webp',
    variant: { size: 'M', color: 'Charcoal' },
  },
  {
    id: 'ribbed-beanie____Black',
    productId: 'ribbed-beanie',
    name: 'Ribbed Beanie',
    price: 1900,
    quantity: 1,
    imageUrl: '',
    variant: { size: '', color: 'Black' },
  },
];

type Screen = { path: string; name: string; heading: RegExp; withCart?: boolean; prepare?: (page: Page) => Promise<void> };

const FRENCH: Screen[] = [
  { path: '/fr', name: 'home', heading: /D\.R\.P/ },
  { path: '/fr/shop', name: 'shop', heading: /Nos produits/ },
  // The product's own name in the page's language (the demo catalog names it in French and Arabic).
  { path: '/fr/products/boxy-oversized-tee', name: 'product', heading: /T-shirt oversize coupe carrée/ },
  { path: '/fr/products/boxy-oversized-tee/buy', name: 'buy-now', heading: /Acheter maintenant/ },
  { path: '/fr/cart', name: 'cart-empty', heading: /Votre panier/ },
  { path: '/fr/cart', name: 'cart', heading: /Votre panier/, withCart: true },
  {
    path: '/fr/cart',
    name: 'cart-checkout',
    heading: /Finaliser la commande/,
    withCart: true,
    prepare: checkoutWithErrors('Passer la commande', 'Confirmer la commande'),
  },
  { path: '/fr/checkout', name: 'checkout', heading: /Finaliser la commande/, withCart: true },
  { path: '/fr/search?q=hoodie', name: 'search', heading: /Résultats pour «\u00a0hoodie\u00a0»/ },
  { path: '/fr/about', name: 'about', heading: /À propos/ },
  { path: '/fr/contact', name: 'contact', heading: /Contact/ },
  { path: '/fr/products/no-such-tee', name: 'product-not-found', heading: /Produit introuvable/ },
];

const ARABIC: Screen[] = [
  { path: '/ar/cart', name: 'cart', heading: /سلة التسوق/, withCart: true },
  {
    path: '/ar/cart',
    name: 'cart-checkout',
    heading: /إتمام الطلب/,
    withCart: true,
    prepare: checkoutWithErrors('إتمام الطلب', 'تأكيد الطلبية'),
  },
  { path: '/ar/products/boxy-oversized-tee/buy', name: 'buy-now', heading: /اشترِ الآن/ },
  { path: '/ar/products/boxy-oversized-tee', name: 'product', heading: /تيشيرت واسع مربّع/ },
];

function checkoutWithErrors(proceed: string, place: string) {
  return async (page: Page) => {
    await page.getByRole('button', { name: proceed }).click();
    await page.locator('#order-phone').fill('0551234567');
    await chooseWilaya(page, '16');
    await page.locator('[data-delivery-type="office"]').click();
    await page.getByRole('button', { name: place }).click();
    await expect(page.locator('[data-form-banner]')).toBeVisible();
  };
}

async function shoot(page: Page, lang: string, screen: Screen, width: number) {
  if (screen.withCart) {
    await page.goto(`/${lang}/shop`);
    await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart);
  }
  await page.goto(screen.path);
  await page.waitForLoadState('networkidle');
  // The countdown popup covers a corner of every page: closed for the picture.
  const close = page.locator('[data-countdown-close]');
  if (await close.isVisible()) await close.click();
  await screen.prepare?.(page);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(screen.heading);
  // Nothing wider than the screen (a phone never scrolls sideways).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await screenshot(page, `.data/screenshots/${lang}/${screen.name}-${width}.png`);
}

for (const [lang, screens] of [
  ['fr', FRENCH],
  ['ar', ARABIC],
] as const) {
  test(
    `every ${lang === 'fr' ? 'French shopper page' : 'Arabic order screen'} in its language, at its walk's width`,
    walkWidths(lang),
    async ({ page }) => {
      test.setTimeout(180_000);
      const width = page.viewportSize()!.width;
      for (const screen of screens) await test.step(screen.name, () => shoot(page, lang, screen, width));
    },
  );
}

test('the Arabic success message: the order number, the total and the phone read left to right', async ({ page }) => {
  const width = page.viewportSize()!.width;
  await page.goto('/ar/shop');
  await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), cart.slice(1));
  await page.goto('/ar/cart');
  const close = page.locator('[data-countdown-close]');
  if (await close.isVisible()) await close.click();
  await page.getByRole('button', { name: 'إتمام الطلب' }).click();
  await page.locator('#order-name').fill('أمينة بن علي');
  await page.locator('#order-email').fill('amina@example.dz');
  await page.locator('#order-phone').fill(`06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await chooseWilaya(page, '16');
  await chooseCommune(page, 'باب الزوار');
  await page.locator('[data-delivery-type="home"]').click();
  await page.locator('#order-address').fill('حي 12، شارع ديدوش مراد');
  await screenshot(page, `.data/screenshots/ar/cart-checkout-filled-${width}.png`);
  await page.getByRole('button', { name: 'تأكيد الطلبية' }).click();
  const success = page.locator('[data-order-success]');
  await expect(success).toBeVisible();
  const number = await success.getAttribute('data-order-number');
  // "#10001" stays one left-to-right run inside the Arabic sentence (no "10001#").
  await expect(success.locator('[data-order-number-text]')).toHaveText(`رقم الطلبية: \u2066#${number}\u2069`);
  const total = success.getByText(/المبلغ المطلوب عند الاستلام/);
  await expect(total).toContainText('د.ج');
  await screenshot(page, `.data/screenshots/ar/success-${width}.png`);
});
