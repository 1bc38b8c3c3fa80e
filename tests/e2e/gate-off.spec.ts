// With protection off (the main test site), nothing of the gate reaches shoppers' pages.
import { expect, test } from '@playwright/test';

test('with protection off, pages ship no gate markup or script, and there is no gate page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/shop', '/products/essential-heavyweight-tee', '/cart', '/ar/shop']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['x-robots-tag'], path).toBeUndefined();
    const html = await page.content();
    for (const trace of ['data-gate', 'GateForm', 'PASSWORD REQUIRED', 'Enter password', '/api/gate']) expect(html, `${path}: ${trace}`).not.toContain(trace);
  }
  expect(scripts.filter((url) => /gate/i.test(url))).toEqual([]);
  expect((await page.goto('/gate'))?.status()).toBe(404);
  expect((await page.goto('/ar/gate'))?.status()).toBe(404);
});
