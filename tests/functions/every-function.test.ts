// Every module in netlify/functions, found by listing the folder (a new function is checked without
// anyone adding it here), called through its real default export on the real database:
//  - its answers carry the security headers: a plain answer, a 401, the CSV and backup downloads;
//  - each of its state-changing methods refuses a request from another site (403) and, for a function
//    that reads a body, a body of another type (415): with the same headers and the shop's error shape.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf, type FunctionModule } from '../../src/server/http/function-routes.ts';
import { HSTS } from '../../src/domain/http/security-headers.ts';
import { STATE_CHANGING_METHODS } from '../../src/domain/http/request-guard.ts';
import { makeAdmin, resetAdminArea, signedIn } from './admin-helpers.ts';

const dir = fileURLToPath(new URL('../../netlify/functions', import.meta.url));
const SHOP = 'https://shop.example';
type Handler = (request: Request, context: Record<string, unknown>) => Promise<Response>;
type Fn = { name: string; handler: Handler; path: string | undefined; methods: string[] };

const functions: Fn[] = [];
beforeAll(async () => {
  delete process.env.ORDER_WEBHOOK_URL;
  delete process.env.BACKUP_WEBHOOK_URL;
  // Configured as on a deployed site, so the deploy notification answers its own refusal (401 unsigned).
  process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET = 'a deploy notification secret of 32+ characters';
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const name = file.replace(/\.ts$/, '');
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as FunctionModule;
    const [route] = routesOf(name, mod);
    const declared = [mod.config?.method ?? []].flat().map((m) => m.toUpperCase());
    // A path pattern's placeholders filled in (/api/stock/:id -> /api/stock/x).
    const path = route ? route.pattern.pathname.replace(/:\w+/g, 'x') : undefined;
    functions.push({ name, handler: mod.default as unknown as Handler, path, methods: declared });
  }
});
afterAll(async () => {
  delete process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET;
  await resetAdminArea();
});

// Called by Netlify, never by a browser: its signature is what it checks, whatever the body's type.
const SIGNED_BY_NETLIFY = new Set(['publish-live']);

const context = () => ({ ip: '198.51.100.77', requestId: 'test', params: { id: 'x' }, waitUntil: () => undefined });
const urlOf = (fn: Fn) => `${SHOP}${fn.path ?? `/.netlify/functions/${fn.name}`}`;
/** What it sends on a state-changing method: every one it declares, all four when it declares none. */
const changingMethodsOf = (fn: Fn) =>
  (fn.methods.length ? fn.methods : [...STATE_CHANGING_METHODS]).filter((m) => STATE_CHANGING_METHODS.has(m));

function expectSecurityHeaders(response: Response, where: string): void {
  expect(response.headers.get('content-security-policy'), where).toBe(
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  );
  expect(response.headers.get('strict-transport-security'), where).toBe(HSTS);
  expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), where).toBe('DENY');
  expect(response.headers.get('referrer-policy'), where).toBeTruthy();
}

describe('every function in netlify/functions', () => {
  it('is found: the shop, the gate, the admin API and the scheduled jobs', () => {
    const names = functions.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'orders',
        'gate',
        'health',
        'stock',
        'admin-login',
        'admin-orders',
        'admin-backup',
        'admin-catalog-csv',
        'backup-daily',
        'outbox-drain',
        'carrier-webhook-yalidine',
        'carrier-webhook-zr-express',
      ]),
    );
    expect(names.length).toBe(readdirSync(dir).filter((f) => f.endsWith('.ts')).length);
  });

  it('answers with the security headers (a request without a session: 401 from every admin route that needs one)', async () => {
    const unauthorised: string[] = [];
    for (const fn of functions) {
      // What Netlify's scheduler sends a scheduled function; a GET where the function has one, else its first method.
      const method = !fn.path ? 'POST' : fn.methods.length === 0 || fn.methods.includes('GET') ? 'GET' : fn.methods[0]!;
      const response = await fn.handler(new Request(urlOf(fn), { method }), context());
      expect(response.status, fn.name).toBeLessThan(500);
      expectSecurityHeaders(response, `${method} ${fn.name} (${response.status})`);
      if (response.status === 401) unauthorised.push(fn.name);
    }
    expect(unauthorised).toEqual(
      // A carrier's webhook without its signature (and no secret kept): 401, never a 500.
      expect.arrayContaining([
        'admin-orders',
        'admin-backup',
        'admin-catalog-csv',
        'admin-settings',
        'admin-me',
        'carrier-webhook-zr-express',
      ]),
    );
  });

  it('refuses every state-changing request from another site with 403, before the function runs', async () => {
    for (const fn of functions) {
      for (const method of fn.path ? changingMethodsOf(fn) : ['POST']) {
        for (const headers of [
          { origin: 'https://free-gifts.example', 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'cross-site' },
        ]) {
          const response = await fn.handler(
            new Request(urlOf(fn), { method, headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }),
            context(),
          );
          const where = `${method} ${fn.name} ${JSON.stringify(headers)}`;
          expect(response.status, where).toBe(403);
          expect(await response.json(), where).toEqual({ error: { code: 'cross_site_request', message: expect.any(String) } });
          expectSecurityHeaders(response, where);
        }
      }
    }
  });

  it("refuses a text/plain body with 415 on every function that reads one (the scheduled jobs and Netlify's signed notification read none)", async () => {
    const refusing: string[] = [];
    for (const fn of functions) {
      for (const method of fn.path ? changingMethodsOf(fn) : ['POST']) {
        const response = await fn.handler(
          new Request(urlOf(fn), {
            method,
            headers: { 'content-type': 'text/plain', origin: SHOP, 'sec-fetch-site': 'same-origin' },
            body: '{"a":1}',
          }),
          context(),
        );
        const where = `${method} ${fn.name}`;
        if (!fn.path || SIGNED_BY_NETLIFY.has(fn.name)) {
          expect(response.status, where).not.toBe(415);
          continue;
        }
        expect(response.status, where).toBe(415);
        expect(await response.json(), where).toEqual({ error: { code: 'unsupported_media_type', message: expect.any(String) } });
        expectSecurityHeaders(response, where);
        refusing.push(fn.name);
      }
    }
    expect(refusing).toEqual(
      expect.arrayContaining(['orders', 'gate', 'admin-login', 'admin-setup', 'admin-catalog-csv', 'admin-product-images']),
    );
  });

  it("lets the uploads keep their own types: the catalog's CSV and a photo's multipart form (refused later for the missing session)", async () => {
    const fn = (name: string) => functions.find((f) => f.name === name)!;
    const csv = await fn('admin-catalog-csv').handler(
      new Request(`${SHOP}/api/admin/catalog/import?dryRun=true`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', origin: SHOP },
        body: 'id\n',
      }),
      context(),
    );
    expect(csv.status).toBe(401);
    expectSecurityHeaders(csv, 'csv import');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(8)]), 'x.jpg');
    const photo = await fn('admin-product-images').handler(
      new Request(`${SHOP}/api/admin/products/x/images`, { method: 'POST', headers: { origin: SHOP }, body: form }),
      context(),
    );
    expect(photo.status).toBe(401);
  });

  it('sends the CSV and backup downloads with the security headers', async () => {
    await makeAdmin('headers-owner@test.dz');
    const token = (await signedIn('headers-owner@test.dz')).token;
    const fn = (name: string) => functions.find((f) => f.name === name)!;
    const downloads = [
      await fn('admin-catalog-csv').handler(
        new Request(`${SHOP}/api/admin/catalog/export`, { headers: { 'x-auth-token': token } }),
        context(),
      ),
      await fn('admin-backup').handler(
        new Request(`${SHOP}/api/admin/backup?scope=orders`, { headers: { 'x-auth-token': token } }),
        context(),
      ),
    ];
    expect(downloads.map((d) => [d.status, d.headers.get('content-disposition')?.startsWith('attachment')])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(downloads[0]!.headers.get('content-type')).toMatch(/^text\/csv/);
    for (const download of downloads) expectSecurityHeaders(download, download.headers.get('content-disposition')!);
  });
});
