// A locked build served by the local runtime, asked with raw request paths (as curl --path-as-is
// sends them): no encoded slash, backslash or dot segment gets past the gate to a page or its data,
// whatever prefix it hides behind. The gate's baked files are written here as a protected build
// writes them (gate-config.json and the edge declaration).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieVersion, issueUnlockToken } from '../../src/domain/gate/unlock-cookie.ts';
import { gateDeclarations, localDeclarationsFile, localGateConfigFile } from '../../src/server/gate/gate-config-file.ts';
import { buyNowRewrites } from '../../src/domain/buy-now/shell-routes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'locked-site-test-secret-0123456789-0123456789';
const SHOP = 'SHOP-PAGE Essential Heavyweight Tee 2,900 DZD';
const files: Record<string, string> = {
  'shop/index.html': `<h1>${SHOP}</h1>`,
  'index.html': `<h1>${SHOP}</h1>`,
  // The catalog's data, one set per language: the search index, its word shards, the shop's card chunks.
  'search-index/en.json': `{"products":["${SHOP}"]}`,
  'search-index/ar.json': `{"products":["${SHOP}"]}`,
  'search-words/en/2r-33.json': `{"cotton":"0","note":"${SHOP}"}`,
  'images/products/tee-1.webp': `IMAGE ${SHOP}`,
  'data/communes/16.json': `{"communes":["Alger Centre"],"note":"${SHOP}"}`,
  '_astro/GateForm.B1x.js': 'console.log("gate island")',
  'gatekeeper-x9f2/index.html': '<p>Loading...</p>',
  '404.html': `<h1>Not found ${SHOP}</h1>`,
  // Buy Now: the shell every /products/{id}/buy is rewritten to, and a product's data file.
  'buy/index.html': `<h1>BUY-NOW-SHELL ${SHOP}</h1>`,
  'products/tee/index.html': `<h1>${SHOP}</h1>`,
  'products/tee/buy-data.json': `{"id":"tee","name":"${SHOP}"}`,
  'shop-data/en/all/1.json': `{"cards":["${SHOP}"]}`,
  'shop-data/ar/all/1.json': `{"cards":["${SHOP}"]}`,
  _redirects: buyNowRewrites(['', '/ar'])
    .map((r) => `${r.from}  ${r.to}  ${r.status}`)
    .join('\n'),
};
const cleanup: string[] = [];

async function lockedBuild(enabled: boolean, declared = true) {
  const dist = mkdtempSync(join(tmpdir(), 'locked-site-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), body);
  }
  const version = await cookieVersion(SECRET, 'scrypt$test$hash');
  const config = enabled ? { enabled: true as const, version, pages: { en: '<h1>PASSWORD REQUIRED</h1>' } } : { enabled: false as const };
  const baked: [string, unknown][] = [[localGateConfigFile(root, dist), config]];
  if (declared) baked.push([localDeclarationsFile(root, dist), { edge_functions: gateDeclarations(config) }]);
  for (const [file, value] of baked) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value));
  }
  cleanup.push(dist, dirname(localGateConfigFile(root, dist)));
  return { runtime: await serve(dist), version };
}

/**
 * The runtime in its own Node process, as npm start runs it: there the edge module gets this build's
 * baked gate-config.json through the runtime's import hook (vitest's module loader would bypass it).
 */
function serve(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const script = `const { startLocalRuntime } = await import(${JSON.stringify(join(root, 'scripts/local-runtime/server.ts'))});
    const runtime = await startLocalRuntime({ root: ${JSON.stringify(root)}, distDir: ${JSON.stringify(dist)}, port: 0, quiet: true });
    console.log('URL ' + runtime.url);`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, GATE_COOKIE_SECRET: SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const close = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /URL (\S+)/.exec(out)?.[1];
      if (url) resolve({ url, close });
    });
    child.once('exit', (code) => reject(new Error(`the runtime stopped (${code}) before it listened`)));
  });
}

let locked: Awaited<ReturnType<typeof lockedBuild>>;
let open: Awaited<ReturnType<typeof lockedBuild>>;
// Two runtimes start here: on a busy machine that takes longer than a hook's default 10 s.
beforeAll(async () => {
  locked = await lockedBuild(true);
  open = await lockedBuild(false);
}, 60_000);
afterAll(async () => {
  await locked?.runtime.close();
  await open?.runtime.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function get(
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const TRAVERSALS = [
  '/_astro/..%2Fshop%2Findex.html',
  '/_astro/..%2fshop%2findex.html',
  '/_astro/..%2Fsearch-index%2Fen.json',
  '/_astro/..%2Fsearch-index/en.json',
  '/_astro/..%2Fsearch-words%2Fen%2F2r-33.json',
  '/_astro/..%2Fimages%2Fproducts%2Ftee-1.webp',
  '/_astro/..%2Fdata%2Fcommunes%2F16.json',
  '/_astro/%2e%2e%2Fshop%2F',
  '/_astro/%2E%2E/shop/',
  '/_astro/../shop/',
  '/_astro/..%5Cshop%5Cindex.html',
  '/_astro\\..\\shop\\index.html',
  '/gatekeeper-x9f2/..%2Fshop%2Findex.html',
  '/gatekeeper-x9f2/..%2Fsearch-index%2Fen.json',
  '/gatekeeper-x9f2/%2e%2e/images/products/tee-1.webp',
  '/api/admin/..%2F..%2Fshop%2Findex.html',
  '/api/admin/..%2F..%2Fdata%2Fcommunes%2F16.json',
  '/favicon.svg%2F..%2F..%2Fshop',
  '/robots.txt/..%2F..%2Fsearch-index%2Far.json',
  '/api/gate%2F..%2F..%2Fshop',
  '/_astro/..%2Fshop-data%2Fen%2Fall%2F1.json',
  '/_astro/./../search-index/en.json',
  '/search-index/en.json/..%2Far.json',
  '/shop-data/ar/all%2F1.json',
];

describe('a locked build asked with raw paths', () => {
  it('refuses every encoded slash, backslash and dot segment with 400, and never serves the shop or its data', async () => {
    for (const path of TRAVERSALS) {
      const answer = await get(locked.runtime.url, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toContain('SHOP-PAGE');
      expect(answer.body, path).not.toContain('Alger Centre');
    }
  });

  it('answers the plain paths of the shop, its data and images with the gate (401), and opens only the exact open paths', async () => {
    for (const path of [
      '/shop',
      '/shop/',
      '/',
      '/search-index/en.json',
      '/search-index/ar.json',
      '/search-words/en/2r-33.json',
      '/shop-data/en/all/1.json',
      '/shop-data/ar/all/1.json',
      '/images/products/tee-1.webp',
      '/data/communes/16.json',
      '/gatekeeper-x9f2/app.json',
    ]) {
      const answer = await get(locked.runtime.url, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body, path).not.toContain('SHOP-PAGE');
    }
    const bundle = await get(locked.runtime.url, '/_astro/GateForm.B1x.js');
    expect([bundle.status, bundle.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect((await get(locked.runtime.url, '/gatekeeper-x9f2/')).status).toBe(200);
  });

  it('answers Buy Now (the rewritten address, the shell itself, its product data) with the gate (401), and serves them with the cookie', async () => {
    const buyNow = [
      '/products/tee/buy',
      '/products/tee/buy/',
      '/ar/products/tee/buy',
      '/products/no-such-tee/buy',
      '/buy',
      '/buy/',
      '/products/tee/buy-data.json',
    ];
    for (const path of buyNow) {
      const answer = await get(locked.runtime.url, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body, path).not.toContain('SHOP-PAGE');
    }
    const cookie = `__Host-site_unlock=${await issueUnlockToken(SECRET, locked.version)}`;
    const shell = await get(locked.runtime.url, '/products/tee/buy', { cookie });
    expect([shell.status, shell.body, shell.headers['cache-control']]).toEqual([
      200,
      `<h1>BUY-NOW-SHELL ${SHOP}</h1>`,
      'private, no-store',
    ]);
    const data = await get(locked.runtime.url, '/products/tee/buy-data.json', { cookie });
    expect([data.status, data.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(JSON.parse(data.body)).toEqual({ id: 'tee', name: SHOP });
  });

  it("answers a miss under the open paths with the gate, never the shop's 404 page; with the cookie, the 404 page", async () => {
    for (const path of ['/_astro/doesnotexist.js', '/_astro/Nothing.B2x.css', '/favicon.ico', '/api/admin/no-such-route']) {
      const answer = await get(locked.runtime.url, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body, path).not.toContain('SHOP-PAGE');
      expect(answer.body, path).toContain(path.startsWith('/api/') ? 'site_locked' : 'PASSWORD REQUIRED');
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
    const cookie = `__Host-site_unlock=${await issueUnlockToken(SECRET, locked.version)}`;
    const unlocked = await get(locked.runtime.url, '/_astro/doesnotexist.js', { cookie });
    expect([unlocked.status, unlocked.body, unlocked.headers['cache-control']]).toEqual([
      404,
      `<h1>Not found ${SHOP}</h1>`,
      'private, no-store',
    ]);
  });

  it('with the cookie, serves the shop, its images and its data privately: nothing a cache may keep for the next visitor', async () => {
    const cookie = `__Host-site_unlock=${await issueUnlockToken(SECRET, locked.version)}`;
    // netlify.toml says public, max-age=604800 for images: the lock overrides it.
    for (const path of [
      '/images/products/tee-1.webp',
      '/shop',
      '/search-index/en.json',
      '/search-words/en/2r-33.json',
      '/shop-data/ar/all/1.json',
      '/data/communes/16.json',
    ]) {
      const answer = await get(locked.runtime.url, path, { cookie });
      expect([answer.status, answer.headers['cache-control']], path).toEqual([200, 'private, no-store']);
      expect(String(answer.headers.vary), path).toContain('Cookie');
    }
    // The cookie does not make a traversal valid either.
    expect((await get(locked.runtime.url, '/_astro/..%2Fshop%2Findex.html', { cookie })).status).toBe(400);
  });
});

describe('an open build', () => {
  it('runs no edge function (none declared) and still refuses a traversal before routing', async () => {
    const image = await get(open.runtime.url, '/images/products/tee-1.webp');
    expect([image.status, image.headers['cache-control']]).toEqual([200, 'public, max-age=604800']);
    expect((await get(open.runtime.url, '/_astro/..%2Fshop%2Findex.html')).status).toBe(400);
  });
});

describe('a locked build made before builds declared their edge functions', () => {
  it('stays locked: the runtime reads the declaration from its gate config', async () => {
    const old = await lockedBuild(true, false);
    try {
      expect((await get(old.runtime.url, '/shop')).status).toBe(401);
    } finally {
      await old.runtime.close();
    }
  }, 30_000); // starts a runtime of its own
});
