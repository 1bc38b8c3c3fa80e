// The protected site seen by a plain HTTP client (no browser, no JavaScript), and a search of every
// built file and every response for the password, its hash and its salt. What the local runtime does
// with raw paths (encoded slashes, dot segments) and what it lets caches keep behind the lock is
// scripts/local-runtime/locked-site.test.ts's (the same runtime and gate, without a browser suite).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import { GATE_PASSWORD, GATE_PORT, gateFolders } from './gate-fixture.ts';
import { localDeclarationsFile } from '../../src/server/gate/gate-config-file.ts';
import { shardKey } from '../../src/domain/search/word-index.ts';

const baseURL = `http://localhost:${GATE_PORT}`;
// Buy Now: the address every shopper uses (rewritten to the language's shell), the shell itself.
const PAGES = [
  '/',
  '/shop',
  '/products/essential-heavyweight-tee',
  '/products/essential-heavyweight-tee/buy',
  '/ar/products/essential-heavyweight-tee/buy',
  '/buy',
  '/search',
  '/cart',
  '/no-such-page',
  '/ar',
  '/ar/cart',
];
// The catalog's data files, one set per language: the search index, a word shard ('cotton' is in the
// first product's description), a chunk of shop cards.
const DATA = [
  '/search-index/en.json',
  '/search-index/ar.json',
  `/search-words/en/${shardKey('cotton')}.json`,
  '/shop-data/en/all/1.json',
  '/shop-data/ar/all/1.json',
  '/sitemap-index.xml',
  '/images/products/essential-heavyweight-tee-1.webp',
  '/api/stock/essential-heavyweight-tee',
  '/products/essential-heavyweight-tee/buy-data.json',
];

// Two clients: one only reads (and never receives a cookie), one only posts passwords, so every cookie
// a read carries is the one the test put in its header.
let client: APIRequestContext;
let poster: APIRequestContext;
test.beforeAll(async () => {
  client = await http.newContext({ baseURL });
  poster = await http.newContext({ baseURL });
});
test.afterAll(async () => {
  await client.dispose();
  await poster.dispose();
});

async function unlockCookie(): Promise<string> {
  const response = await poster.post('/api/gate', { data: { password: GATE_PASSWORD } });
  expect(response.status()).toBe(200);
  return response.headers()['set-cookie']!.split(';')[0]!;
}

test('without the cookie a plain client gets the gate, never the shop or its data', async () => {
  for (const path of [...PAGES, ...DATA]) {
    const response = await client.get(path);
    expect(response.status(), path).toBe(401);
    const body = await response.text();
    expect(body, path).not.toContain('Essential Heavyweight Tee');
    expect(body, path).not.toContain('DZD');
    if (PAGES.includes(path)) expect(body, path).toContain('data-gate-form');
  }
  // What the gate itself needs stays reachable.
  expect((await client.get('/api/health')).status()).toBe(200);
  expect((await client.get('/favicon.svg')).status()).toBe(200);
});

test('a forged or altered cookie is refused; the real one opens every route', async () => {
  const cookie = await unlockCookie();
  const [name, value] = cookie.split('=') as [string, string];
  const swap = (s: string) => (s[0] === 'a' ? 'b' : 'a') + s.slice(1);
  const [issued, nonce, signature] = value.split('.') as [string, string, string];
  const forged = [
    '__Host-site_unlock=1',
    '__Host-site_unlock=true',
    `site_unlock=${value}`,
    `${name}=${issued}.${swap(nonce)}.${signature}`,
    `${name}=${issued}.${nonce}.${swap(signature)}`,
    `${name}=${nonce}.${signature}`,
    `${name}=${Number(issued) - 8 * 86400}.${nonce}.${signature}`,
  ];
  for (const bad of forged) expect((await client.get('/shop', { headers: { cookie: bad } })).status(), bad).toBe(401);
  const shop = await client.get('/shop', { headers: { cookie } });
  expect(shop.status()).toBe(200);
  expect(await shop.text()).toContain('Essential Heavyweight Tee');
  for (const path of [
    '/',
    '/cart',
    '/products/essential-heavyweight-tee',
    '/search-index/en.json',
    '/search-index/fr.json',
    `/search-words/en/${shardKey('cotton')}.json`,
    '/shop-data/en/all/1.json',
    '/shop-data/ar/all/1.json',
    '/products/essential-heavyweight-tee/buy',
  ]) {
    expect((await client.get(path, { headers: { cookie } })).status(), path).toBe(200);
  }
  const data = await client.get('/products/essential-heavyweight-tee/buy-data.json', { headers: { cookie } });
  expect([data.status(), (await data.json()).name]).toEqual([200, 'Essential Heavyweight Tee']);
});

/** The password, the stored hash, its salt and its key, each as text, hex and base64. */
function secrets(): string[] {
  const hash = readFileSync(gateFolders(GATE_PORT).knownHash, 'utf8');
  const [, , , , salt, key] = hash.split('$') as string[];
  const forms = (b64url: string) => {
    const bytes = Buffer.from(b64url, 'base64url');
    return [b64url, bytes.toString('hex'), bytes.toString('base64').replace(/=+$/, '')];
  };
  return [GATE_PASSWORD, encodeURIComponent(GATE_PASSWORD), hash, ...forms(salt!), ...forms(key!)];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('no built file and no response contains the password, its hash or its salt', async () => {
  const needles = secrets();
  const { outDir } = gateFolders(GATE_PORT);
  const files = [...filesUnder(outDir), ...filesUnder('.data/edge'), ...filesUnder('netlify/edge-functions')];
  expect(files.length).toBeGreaterThan(50);
  for (const file of files) {
    const content = readFileSync(file).toString('latin1');
    for (const needle of needles) expect(content.includes(needle), `${file} contains a secret`).toBe(false);
  }

  const cookie = await unlockCookie();
  const responses = [
    await poster.post('/api/gate', { data: { password: 'wrong-guess' } }),
    await poster.post('/api/gate', { data: { password: GATE_PASSWORD } }),
    await client.get('/api/health'),
  ];
  for (const path of [...PAGES, ...DATA]) {
    responses.push(await client.get(path), await client.get(path, { headers: { cookie } }));
  }
  for (const response of responses) {
    const text = JSON.stringify(response.headers()) + (await response.body()).toString('latin1');
    for (const needle of needles) expect(text.includes(needle), `${response.url()} gives a secret away`).toBe(false);
  }
});

test('the gate, the pages behind it and the functions carry the security headers', async () => {
  const cookie = await unlockCookie();
  const answers = [
    await client.get('/shop'),
    await client.get('/shop', { headers: { cookie } }),
    await client.get('/api/health'),
    await poster.post('/api/gate', { data: { password: 'nope' } }),
  ];
  for (const response of answers) {
    const headers = response.headers();
    expect(headers['content-security-policy'], response.url()).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], response.url()).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
    expect(headers['referrer-policy'], response.url()).toBeTruthy();
  }
  // The gate page's own inline scripts are allowed by hash, nothing else inline.
  expect(answers[0]!.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
});

test('the protected build declares the gate edge function on every path', () => {
  const declarations = JSON.parse(
    readFileSync(localDeclarationsFile(process.cwd(), join(process.cwd(), gateFolders(GATE_PORT).outDir)), 'utf8'),
  );
  expect(declarations).toEqual({ edge_functions: [{ function: 'gate', path: '/*' }] });
});

test('robots.txt does not name the admin area', async () => {
  const robots = await (await client.get('/robots.txt')).text();
  expect(robots).not.toContain('gatekeeper');
  expect(robots).toContain('Disallow: /api/');
});
