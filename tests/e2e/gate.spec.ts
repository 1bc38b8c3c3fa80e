// The site with password protection on (playwright.gate.config.ts): every route is locked, the gate
// shows the server's answers, the right password unlocks for the browser session only, and nothing
// served or built gives the password away.
import { expect, test, type Page } from '@playwright/test';
import { GATE_PASSWORD, GATE_THROTTLE } from './gate-fixture.ts';

const PRODUCT = { id: 'essential-heavyweight-tee', name: 'Essential Heavyweight Tee' };
const PRODUCT_DATA = [PRODUCT.name, 'Signature Logo Tee', 'DZD', 'data-product-grid'];
const ROUTES = ['/', '/shop', `/products/${PRODUCT.id}`, '/search?q=tee', '/cart', '/no-such-page', '/ar/shop'];

class Gate {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  field = () => this.page.getByPlaceholder(/Enter password|أدخل كلمة المرور/);
  button = () => this.page.locator('[data-gate-form] button[type=submit]');
  message = () => this.page.locator('[data-gate-message]');
  async open(path = '/shop') {
    const response = await this.page.goto(path);
    await expect(this.page.locator('astro-island:not([ssr])')).toHaveCount(1); // hydrated
    return response;
  }
  async submit(password: string) {
    await this.field().fill(password);
    await this.button().click();
  }
  /** Types the right password once the button allows it; the page reloads into the shop. */
  async unlock() {
    await this.field().fill(GATE_PASSWORD);
    await expect(this.button()).toBeEnabled({ timeout: 10_000 });
    await Promise.all([this.page.waitForEvent('load'), this.button().click()]);
  }
}

test('every route answers with the gate (401, noindex) and no product data', async ({ page }) => {
  for (const path of ROUTES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(401);
    expect(response?.headers()['x-robots-tag'], path).toContain('noindex');
    expect(response?.headers()['cache-control'], path).toBe('no-store');
    const heading = path.startsWith('/ar') ? 'كلمة المرور مطلوبة' : 'PASSWORD REQUIRED';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const html = await page.content();
    for (const marker of PRODUCT_DATA) expect(html, `${path} shows ${marker}`).not.toContain(marker);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('أدخل كلمة المرور للوصول إلى المحتوى الحصري')).toBeVisible();
});

test('the gate reads the spec: texts, an empty field cannot be sent, VERIFYING... while checking', async ({ page }) => {
  const gate = new Gate(page);
  await gate.open('/shop');
  await expect(page.getByRole('heading', { name: 'PASSWORD REQUIRED' })).toBeVisible();
  await expect(page.getByText('Enter password to access exclusive content')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(gate.button()).toHaveText('ENTER');
  await expect(gate.button()).toBeDisabled();
  // Hold the answer back a moment so the checking state can be seen.
  await page.route('**/api/gate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await gate.submit('not-the-password');
  await expect(gate.button()).toHaveText('VERIFYING...');
  await expect(gate.button()).toBeDisabled();
  await expect(gate.message()).toHaveText('Invalid access credentials. Please try again.');
  await expect(page.getByRole('alert')).toHaveText('Invalid access credentials. Please try again.');
  await page.unroute('**/api/gate');
  await gate.unlock(); // leaves the address with a clean counter for the next test
});

test('a wrong password shows the error, and the next one a delay the button counts down', async ({ page }) => {
  const gate = new Gate(page);
  await gate.open('/shop');
  await gate.submit('wrong-once');
  await expect(gate.message()).toHaveText('Invalid access credentials. Please try again.');
  await expect(gate.button()).toHaveText('ENTER');
  await expect(gate.field()).toHaveValue('');
  await gate.submit('wrong-twice');
  await expect(gate.message()).toHaveText('Invalid access credentials. Please try again.');
  await expect(gate.button()).toHaveText('LOCKED (2s)');
  await expect(gate.button()).toBeDisabled();
  await gate.field().fill('typing-meanwhile');
  await expect(gate.button()).toBeDisabled();
  await expect(gate.button()).toHaveText('ENTER', { timeout: 5_000 });
  await expect(gate.button()).toBeEnabled();
  await gate.unlock();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
});

test('repeated failures lock the form out with a live countdown that clears at the end', async ({ page }) => {
  const gate = new Gate(page);
  await gate.open('/shop');
  await gate.submit('wrong-1');
  await expect(gate.message()).toHaveText('Invalid access credentials. Please try again.');
  await gate.submit('wrong-2');
  await expect(gate.button()).toHaveText('LOCKED (2s)');
  await expect(gate.button()).toHaveText('ENTER', { timeout: 5_000 });
  await gate.field().fill('wrong-3');
  await gate.button().click();
  const seconds = GATE_THROTTLE.lockoutSeconds;
  await expect(gate.message()).toHaveText(`Too many failed attempts. Please try again in ${seconds} seconds.`);
  await expect(page.getByText('Login temporarily disabled')).toBeVisible();
  await expect(gate.button()).toHaveText(`LOCKED (${seconds}s)`);
  await expect(gate.button()).toBeDisabled();
  await expect(gate.message()).toHaveText(`Too many failed attempts. Please try again in ${seconds - 1} seconds.`, { timeout: 2_500 });
  await expect(gate.button()).toHaveText(`LOCKED (${seconds - 1}s)`);
  // A reload does not reset the countdown: the server would refuse anyway.
  await page.reload();
  await expect(gate.button()).toHaveText(/LOCKED \([1-5]s\)/);
  await expect(gate.message()).toHaveText('', { timeout: (seconds + 2) * 1000 });
  await expect(page.getByText('Login temporarily disabled')).toBeHidden();
  await gate.unlock();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
});

test('the right password unlocks for this browser session only', async ({ page, browser }) => {
  const gate = new Gate(page);
  await gate.open(`/products/${PRODUCT.id}`);
  await gate.unlock();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  const response = await page.goto('/cart');
  expect(response?.status()).toBe(200);
  // The __Host- prefix needs Secure: Chromium keeps it on http://localhost, a secure context.
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: '__Host-site_unlock', httpOnly: true, secure: true, sameSite: 'Lax', path: '/', expires: -1 });

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  expect((await other.goto('/shop'))?.status()).toBe(401);
  await expect(other.getByRole('heading', { name: 'PASSWORD REQUIRED' })).toBeVisible();
  await stranger.close();
});

test('when the check itself fails, the gate says so', async ({ page }) => {
  const gate = new Gate(page);
  await gate.open('/shop');
  await page.route('**/api/gate', (route) => route.abort('internetdisconnected'));
  await gate.submit(GATE_PASSWORD);
  await expect(gate.message()).toHaveText('An error occurred during the authentication process. Please try again later.');
  await expect(gate.button()).toHaveText('ENTER');
});

test('the Arabic gate answers in Arabic', async ({ page }) => {
  const gate = new Gate(page);
  await gate.open('/ar/shop');
  await expect(gate.button()).toHaveText('دخول');
  await gate.submit('كلمة-خاطئة');
  await expect(gate.message()).toHaveText('بيانات الدخول غير صحيحة. يرجى المحاولة مرة أخرى.');
  await gate.unlock();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'منتجاتنا' })).toBeVisible();
});

test('with the countdown off (this site has it off), no page shows a countdown, popup or its script', async ({ page }) => {
  const gate = new Gate(page);
  await gate.open('/shop');
  await gate.unlock();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/', '/shop', `/products/${PRODUCT.id}`, '/ar', '/ar/shop']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('[data-countdown], [data-countdown-popup]'), path).toHaveCount(0);
    expect(await response!.text(), path).not.toMatch(/data-countdown|Next Drop Coming Soon/);
  }
});
