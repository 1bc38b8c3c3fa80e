// The local runtime end to end over real HTTP: static files with their configured headers, the real
// function modules (answers that need no database), and Netlify's 6 MB cap on request bodies.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyNowRewrites } from '../../src/domain/buy-now/shell-routes.ts';
import { startLocalRuntime } from './server.ts';
import { MAX_REQUEST_BODY_BYTES } from './node-http.ts';
import { localeRedirectRules, redirectLine } from '../../src/i18n/locale-redirects.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let dist: string;
let runtime: Awaited<ReturnType<typeof startLocalRuntime>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'runtime-test-'));
  mkdirSync(join(dist, 'shop'));
  writeFileSync(join(dist, 'shop', 'index.html'), '<h1>Shop</h1>'.repeat(10_000));
  writeFileSync(join(dist, '404.html'), '<h1>Not here</h1>');
  // A product as the build writes it: its page and its Buy Now data; Buy Now itself is the shell
  // per language, reached through the build's _redirects.
  mkdirSync(join(dist, 'products', 'atlas-tee'), { recursive: true });
  writeFileSync(join(dist, 'products', 'atlas-tee', 'index.html'), '<h1>Atlas Tee</h1>');
  writeFileSync(join(dist, 'products', 'atlas-tee', 'buy-data.json'), '{"id":"atlas-tee"}');
  for (const prefix of ['', 'ar']) {
    mkdirSync(join(dist, prefix, 'buy'), { recursive: true });
    writeFileSync(join(dist, prefix, 'buy', 'index.html'), `<h1>Buy Now shell ${prefix}</h1>`);
  }
  mkdirSync(join(dist, 'product-not-found'), { recursive: true });
  writeFileSync(join(dist, 'product-not-found', 'index.html'), '<h1>Product not found</h1>');
  // The rules the build writes: the shop's languages first (English the default here), then the Buy Now rewrites.
  writeFileSync(
    join(dist, '_redirects'),
    [
      ...localeRedirectRules('en').map(redirectLine),
      ...buyNowRewrites(['', '/ar', '/fr']).map((r) => `${r.from} ${r.to} ${r.status}`),
    ].join('\n'),
  );
  // A header only the static rules give: Netlify applies _headers and [[headers]] to files, not to functions.
  writeFileSync(join(dist, '_headers'), '/*\n  X-Static-Rule: yes\n');
  runtime = await startLocalRuntime({ root, distDir: dist, port: 0, quiet: true });
});

afterAll(async () => {
  await runtime.close();
  rmSync(dist, { recursive: true, force: true });
});

const post = (path: string, body: string | Uint8Array<ArrayBuffer>) =>
  fetch(runtime.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('the local runtime', () => {
  it('streams a static file whole, with netlify.toml headers', async () => {
    const response = await fetch(`${runtime.url}/shop`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await response.text()).length).toBe('<h1>Shop</h1>'.length * 10_000);
  });

  it('hands a function the request body and sends its answer with its length and the configured headers', async () => {
    const response = await post('/api/orders', '{"broken');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-length')).toBe(String((await response.clone().arrayBuffer()).byteLength));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it("leaves the function's own body cap to the function", async () => {
    const response = await post('/api/orders', JSON.stringify({ notes: 'x'.repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'body_too_large' } });
  });

  it('refuses a body over 6 MB before any function runs, as Netlify does', async () => {
    const response = await post('/api/orders', new Uint8Array(MAX_REQUEST_BODY_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Payload Too Large');
  });

  it("rewrites every Buy Now address to its language's shell (200, the address kept), after the files: a product's page and data are served as they are", async () => {
    for (const [path, shell] of [
      ['/products/atlas-tee/buy', ''],
      ['/products/atlas-tee/buy/', ''],
      ['/products/no-such-tee/buy?size=M', ''],
      ['/ar/products/atlas-tee/buy', 'ar'],
    ] as const) {
      const answer = await fetch(runtime.url + path, { redirect: 'manual' });
      expect([answer.status, answer.headers.get('location'), await answer.text()], path).toEqual([
        200,
        null,
        `<h1>Buy Now shell ${shell}</h1>`,
      ]);
      expect(answer.headers.get('content-type'), path).toMatch(/text\/html/);
    }
    const page = await fetch(`${runtime.url}/products/atlas-tee`);
    expect([page.status, await page.text()]).toEqual([200, '<h1>Atlas Tee</h1>']);
    const data = await fetch(`${runtime.url}/products/atlas-tee/buy-data.json`);
    expect([data.status, data.headers.get('content-type'), await data.text()]).toEqual([
      200,
      'application/json; charset=utf-8',
      '{"id":"atlas-tee"}',
    ]);
  });

  it("answers an unknown product's page and Buy Now data with 404 (the build's _redirects), any other address with the 404 page", async () => {
    const unknown = await fetch(`${runtime.url}/products/no-such-tee`);
    expect([unknown.status, await unknown.text()]).toEqual([404, '<h1>Product not found</h1>']);
    expect((await fetch(`${runtime.url}/products/no-such-tee/buy-data.json`)).status).toBe(404);
    // The default language's prefix goes to the bare route.
    const prefixed = await fetch(`${runtime.url}/en/shop`, { redirect: 'manual' });
    expect([prefixed.status, new URL(prefixed.headers.get('location')!, runtime.url).pathname]).toEqual([301, '/shop']);
    const elsewhere = await fetch(`${runtime.url}/no-such-page`);
    expect([elsewhere.status, await elsewhere.text()]).toEqual([404, '<h1>Not here</h1>']);
  });

  it("takes a published build's own _redirects with it (useDist)", async () => {
    const next = mkdtempSync(join(tmpdir(), 'runtime-test-'));
    try {
      mkdirSync(join(next, 'checkout-now'), { recursive: true });
      writeFileSync(join(next, 'checkout-now', 'index.html'), '<h1>Other shell</h1>');
      writeFileSync(join(next, '_redirects'), '/products/:id/buy  /checkout-now/  200\n');
      await runtime.useDist(next);
      expect(await (await fetch(`${runtime.url}/products/atlas-tee/buy`)).text()).toBe('<h1>Other shell</h1>');
    } finally {
      await runtime.useDist(dist);
      rmSync(next, { recursive: true, force: true });
    }
    expect(await (await fetch(`${runtime.url}/products/atlas-tee/buy`)).text()).toBe('<h1>Buy Now shell </h1>');
  });

  it('answers 405 with Allow for a method the function does not take', async () => {
    const response = await fetch(`${runtime.url}/api/orders`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

/** A request sent exactly as written (like curl --path-as-is), with optional raw headers. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = new URL(runtime.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, setHost: !('host' in headers) }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local runtime mirrors Netlify', () => {
  it('applies [[headers]] and _headers to static files only; a function answer carries its own security headers', async () => {
    const file = await fetch(`${runtime.url}/shop`);
    expect(file.headers.get('x-static-rule')).toBe('yes');
    expect(file.headers.get('permissions-policy')).toContain('camera=()'); // from netlify.toml
    const fn = await post('/api/orders', '{"broken');
    expect(fn.headers.get('x-static-rule')).toBeNull();
    expect(fn.headers.get('permissions-policy')).toBeNull();
    expect(fn.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(fn.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(fn.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fn.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives a scheduled function no URL', async () => {
    const response = await fetch(`${runtime.url}/.netlify/functions/outbox-drain`, { method: 'POST' });
    expect(response.status).toBe(405); // a static path that takes GET only, not the drain
    expect((await fetch(`${runtime.url}/.netlify/functions/outbox-drain`)).status).toBe(404);
  });

  it("never writes the Host header into a redirect: a forged Host gets the rule's own path", async () => {
    for (const host of ['evil.example', 'evil.example:4321', 'localhost.evil.example', `localhost:${new URL(runtime.url).port}`]) {
      const answer = await raw('GET', '/en/shop', { host });
      expect([answer.status, answer.headers.location], host).toEqual([301, '/shop']);
    }
  });

  it('answers TRACE, a malformed Host and an encoded slash with a 4xx, never a 500', async () => {
    const trace = await raw('TRACE', '/shop');
    expect(trace.status).toBe(405);
    for (const host of ['bad host', 'a/b', 'x:y:z', '[zz]', '', 'localhost:99999']) {
      const answer = await raw('GET', '/shop', { host });
      expect(answer.status, host).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'invalid_host', message: 'The Host header is not valid.' } });
    }
    const sneaky = await raw('GET', '/images/..%2Fshop');
    expect(sneaky.status).toBe(400);
    expect(sneaky.body).not.toContain('<h1>Shop</h1>');
  });
});
