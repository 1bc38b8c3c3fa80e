// The pages' Content-Security-Policy blocks nothing the shop itself needs: every shopper page loads,
// hydrates its islands and takes a tap with no CSP violation reported by Chromium, and every page
// and function answer carries the security headers.
import { expect, test, type Page } from '@playwright/test';

const PRODUCT = '/products/essential-heavyweight-tee';
const PAGES = [
  '/',
  '/shop',
  PRODUCT,
  `${PRODUCT}/buy`,
  '/search?q=tee',
  '/cart',
  '/checkout',
  '/about',
  '/contact',
  '/no-such-page',
  '/ar',
  '/ar/shop',
  `/ar${PRODUCT}`,
];

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('no shopper page reports a Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(response?.headers()['strict-transport-security'], path).toMatch(/max-age=\d+/);
    // Islands hydrate when idle or visible: bring every one into view and let them load.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  // A tap that runs the islands' code: add to cart on the product page, then open the cart.
  await page.goto(PRODUCT);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await page.goto('/cart');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('an inline script injected into a page is refused, and the guard above sees it', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/shop');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('function answers carry the security headers too', async ({ request }) => {
  for (const response of [
    await request.get('/api/health'),
    await request.get('/api/stock/essential-heavyweight-tee'),
    await request.post('/api/orders', { data: '{' }),
  ]) {
    const headers = response.headers();
    expect(headers['content-security-policy'], response.url()).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers['strict-transport-security'], response.url()).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
    expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
  }
});
