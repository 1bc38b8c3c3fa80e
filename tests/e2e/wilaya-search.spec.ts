// Issue 42 §4: the wilaya found by its name, on a phone, in Arabic and French, through the real build
// and the order function. A shopper in Aflou (wilaya 59 since 2026, shipped as Laghouat) types its
// name as she writes it (آفلو with its madda, or Aflou), picks it, sees Laghouat's price, finds her
// commune by typing part of it, and orders. The keys and ARIA states are proven in the component test
// (src/features/delivery/DeliveryOptions.test.tsx); here: the real page, the tap, the list on the
// screen, axe over the open list, and the order stored with both wilayas.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { screenshot } from './screenshots.ts';
import { readStoredOrder, readStoredWilayas } from './stored-orders.ts';

const freshPhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function closeCountdown(page: Page) {
  const close = page.locator('[data-countdown-close]');
  if (await close.isVisible().catch(() => false)) await close.click();
}

/** The open list fits the phone's screen, and each choice is a thumb's size. */
async function expectListOnScreen(page: Page, listId: string) {
  const viewport = page.viewportSize()!;
  const list = (await page.locator(`#${listId}`).boundingBox())!;
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(viewport.width);
  expect(list.y + list.height).toBeLessThanOrEqual(viewport.height);
  const choice = (await page.locator(`#${listId} [role="option"]`).first().boundingBox())!;
  expect(choice.height).toBeGreaterThanOrEqual(44);
}

async function placeOrder(page: Page, button: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await page.getByRole('button', { name: button }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { order: { number: number; shippingPrice: number } }).order;
}

test('the wilaya found by typing آفلو and by typing Aflou: its price, its commune found by typing, the order placed (ar, fr)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const width = page.viewportSize()!.width;

  // Arabic, Buy Now: آفلو with a madda finds أفلو; a tap chooses it.
  await page.goto('/ar/products/crew-socks-3-pack/buy?color=Black');
  await expect(page.locator('astro-island[component-url*="BuyNow"]:not([ssr])')).toHaveCount(1);
  await closeCountdown(page);
  const wilaya = page.getByRole('combobox', { name: 'الولاية' });
  await wilaya.fill('آفلو');
  await expect(wilaya).toHaveAttribute('aria-expanded', 'true');
  const aflou = page.locator('#order-wilayaCode-list [role="option"]').first();
  await expect(aflou).toHaveAttribute('data-option', '59');
  await expect(aflou).toHaveText('59 أفلو Aflou (الأغواط)');
  await expect(wilaya).toHaveAttribute('aria-activedescendant', (await aflou.getAttribute('id'))!);
  await expect(page.locator('#order-wilayaCode').locator('..').getByRole('status')).toHaveText('نتيجة واحدة');
  await expectListOnScreen(page, 'order-wilayaCode-list');
  expect(await axeViolations(page, 'wilaya list open (ar)')).toEqual([]);
  await screenshot(page, `.data/screenshots/ar/wilaya-list-${width}.png`);
  await aflou.tap();
  await expect(wilaya).toHaveValue('59 - أفلو - Aflou (الأغواط)');
  await expect(wilaya).toHaveAttribute('aria-expanded', 'false');

  // Laghouat's prices, and the delivery cost once home is chosen.
  const home = page.locator('[data-delivery-type="home"]');
  await expect(home).toContainText(/950\sد\.ج/);
  await home.tap();
  await expect(page.locator('[data-delivery-cost]')).toContainText(/950\sد\.ج/);

  // The commune by part of its name, its taa marbuta typed as haa: قلته finds قلتة سيدي سعد.
  const commune = page.getByRole('combobox', { name: 'البلدية' });
  await commune.fill('قلته');
  const gueltat = page.locator('#order-commune-list [role="option"]');
  await expect(gueltat).toHaveCount(1);
  await expect(gueltat).toHaveText('قلتة سيدي سعد Gueltat Sidi Saad');
  await expectListOnScreen(page, 'order-commune-list');
  await screenshot(page, `.data/screenshots/ar/commune-list-${width}.png`);
  await gueltat.tap();
  await expect(commune).toHaveValue('قلتة سيدي سعد');

  await page.locator('#order-name').fill('أمينة بن علي');
  await page.locator('#order-email').fill('amina@example.dz');
  await page.locator('#order-phone').fill(freshPhone());
  await page.locator('#order-address').fill('حي 12، شارع ديدوش مراد');
  const arabic = await placeOrder(page, 'تأكيد الطلبية');
  expect(arabic.shippingPrice).toBe(950);
  expect(await readStoredWilayas(baseURL!, arabic.number)).toEqual({ wilaya_code: '03', wilaya_code_2026: '59' });
  expect(await readStoredOrder(baseURL!, arabic.number)).toMatchObject({ commune: 'Gueltat Sidi Saad', delivery_type: 'home' });

  // French, the cart's checkout: Aflou typed, taken with the keyboard's Enter.
  await page.goto('/fr/shop');
  await page.evaluate(() =>
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 'ribbed-beanie____Black',
          productId: 'ribbed-beanie',
          name: 'Ribbed Beanie',
          price: 1900,
          quantity: 1,
          imageUrl: '',
          variant: { size: '', color: 'Black' },
        },
      ]),
    ),
  );
  await page.goto('/fr/cart');
  await closeCountdown(page);
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  const wilayaFr = page.getByRole('combobox', { name: 'Wilaya' });
  await wilayaFr.fill('Aflou');
  await expect(page.locator('#order-wilayaCode-list [role="option"]').first()).toHaveText('59 Aflou أفلو (Laghouat)');
  await screenshot(page, `.data/screenshots/fr/wilaya-list-${width}.png`);
  await wilayaFr.press('Enter');
  await expect(wilayaFr).toHaveValue('59 - Aflou - أفلو (Laghouat)');
  await page.locator('[data-delivery-type="office"]').tap();
  await expect(page.locator('[data-delivery-cost]')).toContainText(/\d\sDA/);
  const officePrice = (await page.locator('[data-delivery-type="office"]').textContent())!.match(/\d[\d\s\u202f]*\sDA/)![0];
  await expect(page.locator('[data-delivery-cost]')).toContainText(officePrice);

  // "mzi" finds Oued M'Zi (its apostrophe and spaces forgiven); Enter takes it.
  const communeFr = page.getByRole('combobox', { name: 'Commune' });
  await communeFr.fill('mzi');
  await expect(page.locator('#order-commune-list [role="option"]')).toHaveText(["Oued M'Zi وادي مزي"]);
  await communeFr.press('Enter');
  await expect(communeFr).toHaveValue("Oued M'Zi");

  await page.getByLabel('Nom et prénom').fill('Amina Benali');
  await page.getByLabel('E-mail').fill('amina@example.dz');
  await page.getByLabel('Numéro de téléphone').fill(freshPhone());
  await page.getByLabel('Adresse').fill('12 rue Didouche Mourad');
  const french = await placeOrder(page, 'Confirmer la commande');
  expect(await readStoredWilayas(baseURL!, french.number)).toEqual({ wilaya_code: '03', wilaya_code_2026: '59' });
  expect(await readStoredOrder(baseURL!, french.number)).toMatchObject({ commune: "Oued M'Zi", delivery_type: 'office' });
});
