// The shop in French: a shopper's whole path on a phone (shop, product, add to cart, cart checkout
// with the delivery block, success), the language switch keeping the page, and the remembered choice
// offered (never forced) on a page in another language. Against the real build and the order function.
import { expect, test, type Page } from '@playwright/test';
import { readStoredOrder } from './stored-orders.ts';
import { screenshot } from './screenshots.ts';
import { chooseWilaya } from './delivery-choice.ts';

const freshPhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** A price as the French pages write it: grouped by a narrow no-break space, then DA. */
const da = (amount: string) => new RegExp(`${amount.replace(' ', '\\u202f')}\\u00a0DA`);

async function closeCountdown(page: Page) {
  const close = page.getByRole('button', { name: 'Fermer le compte à rebours' });
  if (await close.isVisible().catch(() => false)) await close.click();
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the whole path in French: shop, product, cart, checkout with the delivery block, success', async ({ page, baseURL }) => {
    await page.goto('/fr/shop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await closeCountdown(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Nos produits' })).toBeVisible();
    await page.getByRole('button', { name: 'T-Shirts' }).click();
    const card = page.locator('a[href="/fr/products/boxy-oversized-tee"]');
    await expect(card.getByText('Voir le produit')).toBeVisible();
    await expect(card.getByText(da('3 900'))).toBeVisible();
    await card.click();

    await expect(page).toHaveURL(/\/fr\/products\/boxy-oversized-tee$/);
    await expect(page.locator('[data-variant-picker][data-stock="live"]')).toBeVisible();
    await closeCountdown(page);
    await expect(page.getByText('Les frais de livraison dépendent de votre wilaya')).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByText('Ajouté au panier', { exact: true })).toBeVisible();
    // The product's French name (the demo catalog's), in the toast and the cart.
    await expect(page.getByText('T-shirt oversize coupe carrée (Charcoal, M) a été ajouté à votre panier.')).toBeVisible();
    await page.getByRole('link', { name: 'Panier, 1 article' }).click();

    await expect(page).toHaveURL(/\/fr\/cart$/);
    await closeCountdown(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
    const line = page.locator('[data-cart-lines] li');
    await expect(line).toContainText('T-shirt oversize coupe carrée');
    await expect(line).toContainText('Taille\u00a0: M · Couleur\u00a0: Charcoal');
    await expect(line).toContainText('3\u202f900\u00a0DA l’unité');
    await expect(page.locator('[data-summary="shipping"]')).toContainText('300\u00a0DA - 800\u00a0DA');
    await expect(page.getByText('Plus que 1\u202f100 DA pour profiter de la livraison gratuite')).toBeVisible();

    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page.locator('[data-form-banner]')).toHaveText(
      'Veuillez choisir les informations de livraison avant de valider votre commande',
    );
    await expect(page.locator('#order-name-error')).toHaveText('Le nom est obligatoire');
    await expect(page.locator('#order-name')).toBeFocused();

    await page.getByLabel('Nom et prénom').fill('Amina Benali');
    await page.getByLabel('E-mail').fill('amina@example.dz');
    const phone = freshPhone();
    await page.getByLabel('Numéro de téléphone').fill(phone);
    // The delivery block: the wilaya by its French name first, the commune by its official French name.
    const wilaya = page.getByRole('combobox', { name: 'Wilaya' });
    await wilaya.click(); // a tap opens the whole list, by French name
    await expect(page.locator('#order-wilayaCode-list [data-option="06"]')).toHaveText('06 Béjaïa بجاية');
    await chooseWilaya(page, '16');
    await expect(wilaya).toHaveValue('16 - Alger - الجزائر');
    const commune = page.getByRole('combobox', { name: 'Commune' });
    await commune.fill('bab ezzouar');
    await commune.press('Tab');
    await expect(commune).toHaveValue('Bab Ezzouar');
    await page.getByRole('button', { name: /Livraison à domicile/ }).click();
    await expect(page.locator('[data-delivery-cost]')).toContainText(/Frais de livraison\s*600\u00a0DA/);
    await page.getByLabel('Adresse').fill('12 rue Didouche Mourad');
    await expect(page.locator('[data-summary="total"]')).toHaveText(da('4 500'));

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { order } = (await response.json()) as { order: { number: number; total: number } };

    const success = page.locator('[data-order-success]');
    await expect(success.getByRole('heading', { name: 'تم إرسال الطلبية بنجاح' })).toBeVisible();
    await expect(success).toContainText('Merci pour votre commande\u00a0!');
    await expect(success).toContainText(`Commande n° #${order.number}`);
    await expect(success).toContainText('À payer à la livraison\u00a0: 4\u202f500\u00a0DA');
    await expect(success.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/fr/shop');
    await expect(success.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    await screenshot(page, `.data/screenshots/fr/success-${page.viewportSize()!.width}.png`);
    expect(await readStoredOrder(baseURL!, order.number)).toMatchObject({
      flow: 'cart',
      total: 4500,
      wilaya_code: '16',
      commune: 'Bab Ezzouar',
      commune_ar: 'باب الزوار',
      delivery_type: 'home',
      phone,
    });
  });
});

test('the language switch keeps the page (and its query) in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=tee');
  const switcher = page.locator('header').getByRole('list', { name: 'Language' });
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/search\?q=tee$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/fr/products/boxy-oversized-tee');
  await page.locator('header').getByRole('list', { name: 'Langue' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/products\/boxy-oversized-tee$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('header').getByRole('list', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/products\/boxy-oversized-tee$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a remembered language is offered on a page in another one, never forced', async ({ page }) => {
  await page.goto('/about');
  const offer = page.locator('[data-locale-offer]');
  await expect(offer).toBeHidden();
  await page.locator('footer').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator('[data-locale-offer]')).toBeHidden();

  // The bare route stays English (no redirect), and offers the French page.
  const bare = await page.goto('/contact');
  expect(bare?.status()).toBe(200);
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const link = page.locator('[data-locale-offer]').getByRole('link', { name: 'Voir cette page en français' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/fr/contact');
  await expect(link).toHaveAttribute('lang', 'fr');

  // Staying in English is a choice too: the offer goes, and does not come back.
  await page.getByRole('button', { name: 'Stay in English' }).click();
  await expect(page.locator('[data-locale-offer]')).toBeHidden();
  await page.goto('/shop');
  await expect(page.locator('[data-locale-offer]')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('shop-locale'))).toBe('en');
});
