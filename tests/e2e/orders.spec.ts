// Orders through the three flows in Chromium, against the real build, function and seeded database.
// Each placed order is read back from the database (server prices, shipping, totals, status pending,
// lines with size and colour) and matched with the function's answer and the success screen.
import { expect, test, type Page, type Response } from '@playwright/test';
import { chooseCommune, chooseWilaya } from './delivery-choice.ts';
import { readStoredOrder, readStoredWilayas } from './stored-orders.ts';

type StoredOrder = {
  number: number;
  status: string;
  flow: string;
  subtotal: number;
  shippingPrice: number;
  total: number;
  wilayaCode: string;
  deliveryType: string;
  commune: string;
  communeAr: string;
  lines: { productId: string; size: string; color: string; quantity: number; unitPrice: number; lineTotal: number }[];
};

/** A fresh mobile number per test and project: the cooldown allows one order per phone. */
const freshPhone = (prefix: '05' | '06' | '07') => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function closeCountdown(page: Page) {
  const close = page.getByRole('button', { name: 'Close countdown' });
  if (await close.isVisible().catch(() => false)) await close.click();
}

/** A real commune of each wilaya the tests order to (an order must name one of its wilaya's communes). */
const COMMUNE_OF: Record<string, string> = { '16': 'Bab Ezzouar', '05': 'Batna', '33': 'In Amenas' };

async function fillShopper(page: Page, shopper: { phone: string; wilaya: string; type: 'home' | 'office'; address: string }) {
  await page.locator('#order-name').fill('Amina Benali');
  await page.locator('#order-email').fill('amina@example.dz');
  await page.locator('#order-phone').fill(shopper.phone);
  await chooseWilaya(page, shopper.wilaya);
  await chooseCommune(page, COMMUNE_OF[shopper.wilaya]!);
  await page.locator(`[data-delivery-type="${shopper.type}"]`).click();
  await page.locator('#order-address').fill(shopper.address);
}

/** Clicks Place Order and returns the function's answer with the stored order. */
async function placeOrder(page: Page): Promise<{ response: Response; order: StoredOrder }> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Place Order|تأكيد الطلبية/ }).click();
  const response = await answer;
  return { response, order: (await response.json()).order };
}

async function expectSuccess(page: Page, order: StoredOrder) {
  const success = page.locator('[data-order-success]');
  await expect(success.getByRole('heading', { name: 'تم إرسال الطلبية بنجاح' })).toBeVisible();
  await expect(success).toContainText(`#${order.number}`);
  await expect(success.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  await expect(success.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
}

/** A beanie in the stored cart, as a shopper who added it earlier has it. */
const beanie = (color: string, price = 1900, quantity = 1) => ({
  id: `ribbed-beanie____${color}`,
  productId: 'ribbed-beanie',
  name: 'Ribbed Beanie',
  price,
  quantity,
  imageUrl: '',
  variant: { size: '', color },
});

/** Puts `items` in the stored cart on page `from` (a page the shopper came through), then opens `to` and closes the countdown. */
async function openWithCart(page: Page, items: object[], from: string, to: string) {
  await page.goto(from);
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), items);
  await page.goto(to);
  await closeCountdown(page);
}

test('cart: add from the product page, check out with delivery, the stored order has the server totals', async ({ page, baseURL }) => {
  await page.goto('/products/boxy-oversized-tee');
  await expect(page.locator('[data-variant-picker][data-stock="live"]')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  await closeCountdown(page);
  const line = page.locator('[data-cart-lines] li');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Boxy Oversized Tee');
  await expect(line).toContainText('Size: M · Color: Charcoal');
  await expect(page.locator('[data-summary="shipping"]')).toContainText('300 DZD - 800 DZD');
  await expect(page.getByText('Add 1 100 DZD more for free shipping')).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('[data-form-banner]')).toHaveText('Please select shipping information before completing your order');
  await expect(page.locator('#order-name-error')).toHaveText('Name is required');
  await expect(page.locator('#order-name')).toBeFocused();
  const shopperPhone = freshPhone('05');
  await fillShopper(page, { phone: shopperPhone, wilaya: '16', type: 'home', address: 'Rue 12' });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('#order-address-error')).toHaveText('Please enter a complete address (at least 10 characters)');
  await page.locator('#order-address').fill('12 rue Didouche Mourad');
  await expect(page.locator('#order-address-error')).toHaveCount(0);
  await expect(page.locator('[data-summary="total"]')).toHaveText(/4\s500\sDZD/);

  const { response, order } = await placeOrder(page);
  expect(response.status()).toBe(201);
  expect(order).toMatchObject({
    status: 'pending',
    flow: 'cart',
    subtotal: 3900,
    shippingPrice: 600,
    total: 4500,
    wilayaCode: '16',
    deliveryType: 'home',
  });
  expect(order.lines).toEqual([
    {
      productId: 'boxy-oversized-tee',
      name: 'Boxy Oversized Tee',
      size: 'M',
      color: 'Charcoal',
      quantity: 1,
      unitPrice: 3900,
      lineTotal: 3900,
    },
  ]);
  await expectSuccess(page, order);
  expect(await readStoredOrder(baseURL!, order.number)).toEqual({
    number: order.number,
    status: 'pending',
    history: ['pending'],
    flow: 'cart',
    subtotal: 3900,
    shipping_price: 600,
    total: 4500,
    currency: 'DZD',
    wilaya_code: '16',
    commune: 'Bab Ezzouar',
    commune_ar: 'باب الزوار',
    delivery_type: 'home',
    phone: shopperPhone,
    lines: [
      {
        product_id: 'boxy-oversized-tee',
        product_name: 'Boxy Oversized Tee',
        size: 'M',
        color: 'Charcoal',
        unit_price: 3900,
        quantity: 1,
        line_total: 3900,
      },
    ],
  });
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
});

test('Buy Now: Arabic errors, first invalid field focused, the stored order, then resubmission blocked', async ({ page, baseURL }) => {
  await page.clock.install();
  await page.goto('/products/crew-socks-3-pack/buy?color=Black');
  await expect(page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
  await closeCountdown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Buy Now' })).toBeVisible();
  await expect(page.locator('#order-variant')).toHaveValue('Black');

  // Emptied (not a number): 1 once the shopper leaves the field; while in it, a new number can be typed.
  await page.locator('#order-quantity').fill('');
  await expect(page.locator('#order-quantity')).toHaveValue('');
  await page.locator('#order-quantity').press('Tab');
  await expect(page.locator('#order-quantity')).toHaveValue('1');
  await page.locator('#order-quantity').fill('');
  await page.locator('#order-quantity').pressSequentially('3');
  await expect(page.locator('#order-quantity')).toHaveValue('3');
  await expect(page.locator('[data-summary="subtotal"]')).toHaveText(/3\s600/);
  await page.locator('#order-quantity').fill('1');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('#order-name-error')).toHaveText('الاسم مطلوب');
  await expect(page.locator('#order-email-error')).toHaveText('البريد الإلكتروني مطلوب');
  await expect(page.locator('#order-deliveryType-error')).toHaveText('يرجى اختيار التوصيل إلى المنزل أو إلى المكتب');
  await expect(page.locator('#order-name')).toBeFocused();
  await page.locator('#order-name').fill('A');
  await expect(page.locator('#order-name-error')).toHaveCount(0);
  await expect(page.locator('[data-summary="shipping"]')).toHaveText(/Please select shipping options/);

  const shopperPhone = freshPhone('06');
  await fillShopper(page, { phone: shopperPhone, wilaya: '05', type: 'office', address: 'Cité 1' });
  await page.locator('#order-quantity').fill('2');
  const { response, order } = await placeOrder(page);
  expect(response.status()).toBe(201);
  expect(order).toMatchObject({
    status: 'pending',
    flow: 'buy_now',
    subtotal: 2400,
    shippingPrice: 300,
    total: 2700,
    wilayaCode: '05',
    deliveryType: 'office',
  });
  expect(order.lines).toEqual([
    {
      productId: 'crew-socks-3-pack',
      name: 'Crew Socks (3-Pack)',
      size: '',
      color: 'Black',
      quantity: 2,
      unitPrice: 1200,
      lineTotal: 2400,
    },
  ]);
  await expectSuccess(page, order);
  expect(await readStoredOrder(baseURL!, order.number)).toEqual({
    number: order.number,
    status: 'pending',
    history: ['pending'],
    flow: 'buy_now',
    subtotal: 2400,
    shipping_price: 300,
    total: 2700,
    currency: 'DZD',
    wilaya_code: '05',
    commune: 'Batna',
    commune_ar: 'باتنة',
    delivery_type: 'office',
    phone: shopperPhone,
    lines: [
      {
        product_id: 'crew-socks-3-pack',
        product_name: 'Crew Socks (3-Pack)',
        size: '',
        color: 'Black',
        unit_price: 1200,
        quantity: 2,
        line_total: 2400,
      },
    ],
  });

  // The success screen stays 10 seconds; the form is back after it, and a second send is refused here.
  await page.clock.fastForward(10_500);
  await expect(page.locator('[data-order-success]')).toHaveCount(0);
  let sentAgain = false;
  page.on('request', (r) => void (r.url().endsWith('/api/orders') && (sentAgain = true)));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('[data-form-banner]')).toHaveText('الطلبية مرسلة مسبقاً');
  expect(sentAgain).toBe(false);
});

test('standalone checkout: the stored order, the cooldown for the same phone, then home replaces the page', async ({ page, baseURL }) => {
  await page.clock.install();
  const phone = freshPhone('07');
  const openCheckout = async () => {
    // A cart whose stored price was tampered with (1 DZD): the server prices it.
    await openWithCart(page, [beanie('Black', 1, 2)], '/shop', '/checkout');
    await expect(page.locator('[data-standalone-checkout]')).toBeVisible();
    await fillShopper(page, { phone, wilaya: '16', type: 'office', address: '3 bd Zighout Youcef' });
  };

  await openCheckout();
  const { response, order } = await placeOrder(page);
  expect(response.status()).toBe(201);
  expect(order).toMatchObject({
    status: 'pending',
    flow: 'checkout',
    subtotal: 3800,
    shippingPrice: 450,
    total: 4250,
    wilayaCode: '16',
    deliveryType: 'office',
  });
  expect(order.lines).toEqual([
    { productId: 'ribbed-beanie', name: 'Ribbed Beanie', size: '', color: 'Black', quantity: 2, unitPrice: 1900, lineTotal: 3800 },
  ]);
  await expectSuccess(page, order);
  // The tampered 1 DZD price was never read: the stored lines carry the catalog's.
  expect(await readStoredOrder(baseURL!, order.number)).toEqual({
    number: order.number,
    status: 'pending',
    history: ['pending'],
    flow: 'checkout',
    subtotal: 3800,
    shipping_price: 450,
    total: 4250,
    currency: 'DZD',
    wilaya_code: '16',
    commune: 'Bab Ezzouar',
    commune_ar: 'باب الزوار',
    delivery_type: 'office',
    phone,
    lines: [
      {
        product_id: 'ribbed-beanie',
        product_name: 'Ribbed Beanie',
        size: '',
        color: 'Black',
        unit_price: 1900,
        quantity: 2,
        line_total: 3800,
      },
    ],
  });
  await page.clock.fastForward(10_500);
  await expect(page).toHaveURL(/\/$/);

  await openCheckout();
  const again = await placeOrder(page);
  expect(again.response.status()).toBe(429);
  await expect(page.locator('[data-form-banner]')).toHaveText(
    'Order Cooldown: You can only place one order every 5 minutes. Please try again later.',
  );
});

test('standalone checkout: the success buttons replace the spent form in the history too', async ({ page }) => {
  await openWithCart(page, [beanie('Black')], '/about', '/checkout');
  await fillShopper(page, { phone: freshPhone('05'), wilaya: '16', type: 'home', address: '3 bd Zighout Youcef' });
  const { response } = await placeOrder(page);
  expect(response.status()).toBe(201);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await page.locator('[data-order-success]').getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('a wilaya with no delivery at all: the keyboard lands on the delivery type and its error', async ({ page }) => {
  await openWithCart(page, [beanie('Black')], '/shop', '/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.locator('#order-name').fill('Amina Benali');
  await page.locator('#order-email').fill('amina@example.dz');
  await page.locator('#order-phone').fill(freshPhone('07'));
  // Illizi: neither home nor office delivery is offered, so both buttons are disabled.
  await chooseWilaya(page, '33');
  await expect(page.locator('[data-delivery-type="home"]')).toBeDisabled();
  await expect(page.locator('[data-delivery-type="office"]')).toBeDisabled();
  await chooseCommune(page, COMMUNE_OF['33']!);
  await page.locator('#order-address').fill('12 rue Didouche Mourad');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('#order-deliveryType-error')).toBeVisible();
  await expect(page.locator('#order-deliveryType')).toBeFocused();
  await expect(page.locator('#order-deliveryType')).toHaveAttribute('role', 'group');
});

test("the commune is picked from the wilaya's list: the field waits for the province, a typed name becomes the official one, another is refused; 59 Aflou lists its own at Laghouat's prices", async ({
  page,
  baseURL,
}) => {
  await openWithCart(page, [beanie('Black')], '/shop', '/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const commune = page.locator('#order-commune');
  await expect(commune).toBeDisabled();
  await expect(commune).toHaveAttribute('placeholder', 'Choose a province first');
  await chooseWilaya(page, '16');
  await expect(commune).toBeEnabled();
  await commune.click(); // a tap opens the whole list, each commune with its Arabic name
  await expect(page.locator('#order-commune-list [data-option="Bab Ezzouar"]')).toHaveText('Bab Ezzouar باب الزوار');
  // Typed, not picked, in any case: it becomes the commune's own name when the shopper moves on.
  await commune.fill('bab ezzouar');
  await commune.press('Tab');
  await expect(commune).toHaveValue('Bab Ezzouar');
  await commune.fill('Atlantis');
  await commune.press('Tab');
  await expect(page.locator('#order-commune-error')).toHaveText('Please pick your municipality from the list');
  await expect(commune).toHaveAttribute('aria-invalid', 'true');

  // Sent anyway, the order function refuses it and the form shows its answer at the field.
  await page.locator('#order-name').fill('Amina Benali');
  await page.locator('#order-email').fill('amina@example.dz');
  await page.locator('#order-phone').fill(freshPhone('05'));
  await page.locator('[data-delivery-type="home"]').click();
  await page.locator('#order-address').fill('12 rue Didouche Mourad');
  const refused = await placeOrder(page);
  expect(refused.response.status()).toBe(422);
  await expect(page.locator('#order-commune-error')).toHaveText('Please choose your municipality from the list of the selected province');
  await commune.fill('BAB-EZZOUAR');
  await commune.press('Tab');
  await expect(commune).toHaveValue('Bab Ezzouar');
  await expect(page.locator('#order-commune-error')).toHaveCount(0);

  // She lives in Aflou, a wilaya since 2026 (59), split from Laghouat (03): her own choice, named with
  // Laghouat, listing Aflou's communes only, at Laghouat's prices; stored on 03 with 59 beside it.
  await chooseWilaya(page, '59');
  await expect(page.locator('#order-wilayaCode')).toHaveValue('59 - Aflou - أفلو (Laghouat)');
  await expect(commune).toHaveValue('');
  await commune.click();
  await expect(page.locator('#order-commune-list [data-option="Gueltat Sidi Saad"]')).toHaveText('Gueltat Sidi Saad قلتة سيدي سعد');
  await expect(page.locator('#order-commune-list [role="option"]')).toHaveCount(12);
  await chooseWilaya(page, '03');
  await expect(page.locator('[data-delivery-type="home"]')).toContainText(/950\sDZD/);
  const laghouatPrices = await page.locator('[data-delivery-type]').allTextContents();
  await chooseWilaya(page, '59');
  await expect(page.locator('[data-delivery-type]')).toHaveText(laghouatPrices);
  await chooseCommune(page, 'gueltat sidi saad');
  await page.locator('[data-delivery-type="home"]').click();
  await expect(page.locator('[data-delivery-cost]')).toContainText(/950\sDZD/);
  const { response, order } = await placeOrder(page);
  expect(response.status()).toBe(201);
  expect(order).toMatchObject({ wilayaCode: '03', commune: 'Gueltat Sidi Saad', communeAr: 'قلتة سيدي سعد', shippingPrice: 950 });
  expect(await readStoredWilayas(baseURL!, order.number)).toEqual({ wilaya_code: '03', wilaya_code_2026: '59' });
});

test('in Arabic the commune list speaks Arabic, and a list that cannot load offers a retry instead of free text', async ({ page }) => {
  let failing = true;
  // The static communes file failing (a dropped connection) is stood in for by page.route.
  await page.route('**/data/communes/16.json', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.continue()));
  await openWithCart(page, [beanie('Olive')], '/ar/shop', '/ar/cart');
  await page.getByRole('button', { name: 'إتمام الطلب' }).click();
  const commune = page.locator('#order-commune');
  await chooseWilaya(page, '16');
  const failed = page.locator('[data-communes-failed]');
  await expect(failed).toContainText('تعذر تحميل قائمة البلديات.');
  await expect(commune).toBeDisabled();
  failing = false;
  await failed.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(commune).toBeEnabled();
  await expect(failed).toHaveCount(0);
  await commune.click();
  await expect(page.locator('#order-commune-list [data-option="Bab Ezzouar"]')).toHaveText('باب الزوار Bab Ezzouar');
  await commune.fill('bab ezzouar');
  await commune.press('Tab');
  await expect(commune).toHaveValue('باب الزوار');
  await commune.fill('أطلنتس');
  await commune.press('Tab');
  await expect(page.locator('#order-commune-error')).toHaveText('يرجى اختيار بلديتك من القائمة');
});

test('Arabic cart checkout speaks Arabic', async ({ page }) => {
  await openWithCart(page, [beanie('Olive')], '/ar/shop', '/ar/cart');
  await page.getByRole('button', { name: 'إتمام الطلب' }).click();
  await page.getByRole('button', { name: 'تأكيد الطلبية' }).click();
  await expect(page.locator('[data-form-banner]')).toHaveText('يرجى اختيار معلومات التوصيل قبل إتمام طلبيتك');
  await expect(page.locator('#order-phone-error')).toHaveText('رقم الهاتف مطلوب');
});

test('Buy Now: when live stock cannot load it says "Error loading product", ordering stays open, and Try again recovers', async ({
  page,
}) => {
  // The stock function failing is stood in for by page.route (a 500, then the real function again).
  let failing = true;
  await page.route('**/api/stock/ribbed-beanie', (route) => (failing ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
  await page.goto('/products/ribbed-beanie/buy');
  await closeCountdown(page);
  const notice = page.locator('[data-load-error]');
  await expect(notice).toContainText('Error loading product');
  await expect(notice).toContainText('Sizes and stock may be out of date');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  failing = false;
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/stock/ribbed-beanie') && r.status() === 200);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await refreshed;
  await expect(notice).toHaveCount(0);
});

test('Buy Now in Arabic: the load error speaks Arabic', async ({ page }) => {
  await page.route('**/api/stock/ribbed-beanie', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/ar/products/ribbed-beanie/buy');
  await expect(page.locator('[data-load-error]')).toContainText('خطأ في تحميل المنتج');
  await expect(page.locator('[data-load-error]').getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
});

test('a busy shop: Buy Now says it is trying again and sends the same order by itself, stored once', async ({ page, baseURL }) => {
  // The pooler refusing the function's connection is stood in for by page.route: the first POST gets
  // the function's answer to that (503 busy, Retry-After: 1), the next ones reach the real function.
  const keys: string[] = [];
  await page.route('**/api/orders', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (keys.length > 1) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: JSON.stringify({ error: { code: 'busy', message: 'تصل طلبيات كثيرة في هذه اللحظة.' } }),
    });
  });
  await page.goto('/products/crew-socks-3-pack/buy?color=Black');
  await expect(page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
  await closeCountdown(page);
  const phone = freshPhone('05');
  await fillShopper(page, { phone, wilaya: '16', type: 'home', address: '12 rue Didouche Mourad' });
  const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.status() === 201);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.locator('[data-order-busy]')).toHaveText('Many orders are arriving at once: trying again, please keep this page open…');
  await expect(page.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
  const { order } = await (await placed).json();
  await expectSuccess(page, order);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await readStoredOrder(baseURL!, order.number)).toMatchObject({ number: order.number, flow: 'buy_now', phone });
});
