// The protected site seen by a plain HTTP client (no browser, no JavaScript), and a search of every
// built file and every response for the password, its hash and its salt.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as http, test, type APIRequestContext } from '@playwright/test';
import { GATE_PASSWORD, GATE_PORT, gateFolders } from './gate-fixture.ts';

const baseURL = `http://localhost:${GATE_PORT}`;
const PAGES = ['/', '/shop', '/products/essential-heavyweight-tee', '/search', '/cart', '/no-such-page', '/ar', '/ar/cart'];
const DATA = ['/search-index.json', '/sitemap-index.xml', '/images/products/essential-heavyweight-tee-1.webp', '/api/stock/essential-heavyweight-tee'];

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
  const [nonce, signature] = value.split('.') as [string, string];
  const swap = (s: string) => (s[0] === 'a' ? 'b' : 'a') + s.slice(1);
  const forged = ['site_unlock=1', 'site_unlock=true', `${name}=${swap(nonce)}.${signature}`, `${name}=${nonce}.${swap(signature)}`, `${name}=${nonce}`];
  for (const bad of forged) expect((await client.get('/shop', { headers: { cookie: bad } })).status(), bad).toBe(401);
  const shop = await client.get('/shop', { headers: { cookie } });
  expect(shop.status()).toBe(200);
  expect(await shop.text()).toContain('Essential Heavyweight Tee');
  for (const path of ['/', '/cart', '/products/essential-heavyweight-tee', '/search-index.json']) {
    expect((await client.get(path, { headers: { cookie } })).status(), path).toBe(200);
  }
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
