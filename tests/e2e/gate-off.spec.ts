// With protection off (the main test site), nothing of the gate reaches shoppers' pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { localDeclarationsFile } from '../../src/server/gate/gate-config-file.ts';

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
    for (const trace of ['data-gate', 'GateForm', 'PASSWORD REQUIRED', 'Enter password', '/api/gate'])
      expect(html, `${path}: ${trace}`).not.toContain(trace);
  }
  expect(scripts.filter((url) => /gate/i.test(url))).toEqual([]);
  expect((await page.goto('/gate'))?.status()).toBe(404);
  expect((await page.goto('/ar/gate'))?.status()).toBe(404);
});

test('with protection off, the build declares no edge function: no invocation on any request', () => {
  const outDir = process.env.ASTRO_OUT_DIR ?? `.data/dist-e2e-${process.env.E2E_PORT ?? 4391}`;
  const declarations = JSON.parse(readFileSync(localDeclarationsFile(process.cwd(), join(process.cwd(), outDir)), 'utf8'));
  expect(declarations).toEqual({ edge_functions: [] });
});

test('POST /api/gate does not exist while protection is off', async ({ request }) => {
  const response = await request.post('/api/gate', { data: { password: 'change-me-before-launch' } });
  expect(response.status()).toBe(404);
  expect(response.headers()['set-cookie']).toBeUndefined();
});
