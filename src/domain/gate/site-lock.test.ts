import { describe, expect, it } from 'vitest';
import { BROKEN_GATE_CONFIG, parseGateConfig, type GateConfig } from './gate-config.ts';
import { siteLock } from './site-lock.ts';
import { cookieVersion, issueUnlockToken } from './unlock-cookie.ts';
import { readGateAnswer } from './gate-answer.ts';

const secret = 'edge-test-secret-0123456789-0123456789-abcdef';
const pages = { en: '<html lang="en">PASSWORD REQUIRED</html>', ar: '<html lang="ar">كلمة المرور مطلوبة</html>' };

async function lockedConfig(): Promise<GateConfig> {
  return { enabled: true, version: await cookieVersion(secret, 'scrypt$some$hash'), pages };
}

/** The edge handler with an origin that records whether it was reached. */
function run(config: GateConfig, path: string, init: RequestInit = {}, readSecret = () => secret as string | undefined) {
  let reached = false;
  const next = async () => {
    reached = true;
    return new Response('<h1>Atlas Tee 2,900 DZD</h1>', { headers: { 'content-type': 'text/html' } });
  };
  return siteLock(config, readSecret)(new Request(`https://shop.example${path}`, init), { next }).then((response) => ({
    response,
    reached: () => reached,
  }));
}

describe('the site lock (edge)', () => {
  it('lets everything through while protection is off', async () => {
    const { response, reached } = await run({ enabled: false }, '/shop');
    expect(reached()).toBe(true);
    expect(response.status).toBe(200);
  });

  it('answers a page without a cookie with the gate page: 401, noindex, no-store, never the product', async () => {
    const { response, reached } = await run(await lockedConfig(), '/products/atlas-tee');
    expect(reached()).toBe(false);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toBe(pages.en);
    expect(html).not.toContain('Atlas');
  });

  it('serves the Arabic gate under /ar and JSON to /api requests', async () => {
    const config = await lockedConfig();
    expect(await (await run(config, '/ar/shop')).response.text()).toBe(pages.ar);
    expect(await (await run(config, '/ar')).response.text()).toBe(pages.ar);
    const api = (await run(config, '/api/stock/atlas-tee')).response;
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: { code: 'site_locked', message: 'Password required' } });
  });

  it('serves the gate of the default language at the bare paths when the owner chose French', async () => {
    const frenchPages = { ...pages, fr: '<html lang="fr">MOT DE PASSE REQUIS</html>' };
    const config: GateConfig = {
      enabled: true,
      version: await cookieVersion(secret, 'scrypt$some$hash'),
      pages: frenchPages,
      defaultLocale: 'fr',
    };
    expect(await (await run(config, '/shop')).response.text()).toBe(frenchPages.fr);
    expect(await (await run(config, '/')).response.text()).toBe(frenchPages.fr);
    expect(await (await run(config, '/en/shop')).response.text()).toBe(frenchPages.en);
    expect(await (await run(config, '/ar/shop')).response.text()).toBe(frenchPages.ar);
  });

  it("answers a miss under an open path with the gate, and lets a function's own 404 through", async () => {
    const config = await lockedConfig();
    const answering = (response: Response) =>
      siteLock(config, () => secret)(new Request('https://shop.example/_astro/gone.js'), { next: async () => response });
    const miss = await answering(new Response('<h1>Not found Atlas Tee</h1>', { status: 404, headers: { 'content-type': 'text/html' } }));
    expect([miss.status, await miss.text()]).toEqual([401, pages.en]);
    const bare = await answering(new Response('Not Found', { status: 404 }));
    expect(bare.status).toBe(401);
    const order = await siteLock(config, () => secret)(new Request('https://shop.example/api/admin/orders/99999'), {
      next: async () => Response.json({ error: { code: 'not_found', message: 'There is no order number 99999.' } }, { status: 404 }),
    });
    expect([order.status, (await order.json()).error.code]).toEqual([404, 'not_found']);
    const missingRoute = await siteLock(config, () => secret)(new Request('https://shop.example/api/admin/nothing'), {
      next: async () => new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } }),
    });
    expect([missingRoute.status, await missingRoute.json()]).toEqual([
      401,
      { error: { code: 'site_locked', message: 'Password required' } },
    ]);
  });

  it('lets a valid unlock cookie through, and refuses forged, altered or old-version ones', async () => {
    const config = await lockedConfig();
    if (!config.enabled) throw new Error('locked config expected');
    const token = await issueUnlockToken(secret, config.version);
    const withCookie = (value: string) => ({ headers: { cookie: `theme=dark; __Host-site_unlock=${value}` } });
    expect((await run(config, '/cart', withCookie(token))).reached()).toBe(true);

    const oldVersion = await issueUnlockToken(secret, await cookieVersion(secret, 'scrypt$previous$password'));
    const foreign = await issueUnlockToken('another-secret-0123456789-0123456789-xyz', config.version);
    const [nonce, signature] = token.split('.') as [string, string];
    for (const forged of [oldVersion, foreign, `${nonce}x.${signature}`, `${nonce}.${signature.slice(1)}A`, 'true', '1']) {
      const { response, reached } = await run(config, '/cart', withCookie(forged));
      expect(reached(), forged).toBe(false);
      expect(response.status).toBe(401);
    }
  });

  it('stays locked when the secret is missing, and when the baked config is unreadable', async () => {
    const config = await lockedConfig();
    if (!config.enabled) throw new Error('locked config expected');
    const token = await issueUnlockToken(secret, config.version);
    const noSecret = await run(config, '/shop', { headers: { cookie: `__Host-site_unlock=${token}` } }, () => undefined);
    expect([noSecret.reached(), noSecret.response.status]).toEqual([false, 401]);
    const broken = await run(parseGateConfig('garbage'), '/shop', { headers: { cookie: `__Host-site_unlock=${token}` } });
    expect([broken.reached(), broken.response.status]).toEqual([false, 401]);
  });

  it('refuses a path that means something else once decoded (400), before deciding what is open', async () => {
    const config = await lockedConfig();
    for (const path of [
      '/_astro/..%2Fshop%2Findex.html',
      '/_astro/..%2Fsearch-index.json',
      '/_astro/..%2Fimages%2Fproducts%2Fx.webp',
      '/_astro/..%2Fdata%2Fcommunes%2F16.json',
      '/gatekeeper-x9f2/..%2Fshop',
      '/api/admin/..%2F..%2Fshop',
      '/favicon.svg%2F..%2F..%2Fshop',
    ]) {
      const { response, reached } = await run(config, path);
      expect([reached(), response.status], path).toEqual([false, 400]);
      expect(await response.json()).toEqual({ error: { code: 'invalid_path', message: 'This address is not valid.' } });
    }
  });

  it('lets only the exact open paths through without a cookie', async () => {
    const config = await lockedConfig();
    for (const path of ['/api/gate', '/_astro/GateForm.CfI1bbDZ.js', '/gatekeeper-x9f2/orders', '/api/admin/me', '/robots.txt']) {
      expect((await run(config, path)).reached(), path).toBe(true);
    }
    // A shopper's own order page and its API, by the order's link: the link is her key (issue 25).
    const token = 'Uh6t3b4PUTiB0xsfeUTBWNnOESxYfAeTofAgki1WolM';
    for (const path of [`/o/${token}`, `/ar/o/${token}`, `/api/order-link/${token}`, `/api/order-link/${token}/confirm`]) {
      expect((await run(config, path)).reached(), path).toBe(true);
    }
    // A carrier's webhook: the carrier has no cookie, its signature is checked by the function (issue 24).
    for (const path of ['/api/carriers/yalidine/webhook', '/api/carriers/zr-express/webhook'])
      expect((await run(config, path)).reached(), path).toBe(true);
    for (const path of [
      '/o/',
      '/o/index.html',
      `/de/o/${token}`,
      `/o/${token.slice(1)}`,
      `/api/order-link/${token}/delete`,
      `/api/order-link/${token.slice(1)}`,
      '/api/carriers/yalidine/webhook/x',
      '/api/carriers/ecotrack/webhook',
      '/api/carriers/noest/webhook',
      '/api/carriers/zr-express/webhook/x',
      '/api/carriers/zr_express/webhook',
      '/_astro/x/y.js',
      '/_astro/hero.webp',
      '/gatekeeper-x9f2/data.json',
      '/search-index.json',
      '/images/products/x.webp',
    ]) {
      const { response, reached } = await run(config, path);
      expect([reached(), response.status], path).toEqual([false, 401]);
    }
  });

  it('marks everything it lets through private and not storable, images and open bundles included', async () => {
    const config = await lockedConfig();
    if (!config.enabled) throw new Error('locked config expected');
    const token = await issueUnlockToken(secret, config.version);
    const cached = (path: string, cookie?: string) =>
      siteLock(config, () => secret)(new Request(`https://shop.example${path}`, cookie ? { headers: { cookie } } : {}), {
        next: async () => new Response('x', { headers: { 'cache-control': 'public, max-age=604800' } }),
      });
    for (const response of [await cached('/images/products/x.webp', `__Host-site_unlock=${token}`), await cached('/_astro/a.B1.js')]) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toContain('Cookie');
    }
    // Protection off: the edge is not even declared, and the module leaves answers alone.
    const open = await siteLock({ enabled: false }, () => secret)(new Request('https://shop.example/images/x.webp'), {
      next: async () => new Response('x', { headers: { 'cache-control': 'public, max-age=604800' } }),
    });
    expect(open.headers.get('cache-control')).toBe('public, max-age=604800');
  });

  it('refuses a cookie issued more than 7 days ago', async () => {
    const config = await lockedConfig();
    if (!config.enabled) throw new Error('locked config expected');
    const issuedAt = 1_800_000_000;
    const token = await issueUnlockToken(secret, config.version, issuedAt);
    const visit = (now: number) =>
      siteLock(
        config,
        () => secret,
        () => now,
      )(new Request('https://shop.example/shop', { headers: { cookie: `__Host-site_unlock=${token}` } }), {
        next: async () => new Response('shop'),
      });
    expect((await visit(issuedAt + 6 * 86400)).status).toBe(200);
    expect((await visit(issuedAt + 7 * 86400 + 1)).status).toBe(401);
  });

  it('sends the security headers on what it answers itself: the page CSP on the gate, the API one on JSON', async () => {
    const config = {
      ...(await lockedConfig()),
      csp: "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
    } as GateConfig;
    const page = (await run(config, '/shop')).response;
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'");
    const api = (await run(config, '/api/stock/x')).response;
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    for (const response of [page, api]) {
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('answers HEAD without a body', async () => {
    const { response } = await run(await lockedConfig(), '/shop', { method: 'HEAD' });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('');
  });
});

describe('the baked config', () => {
  it('reads off, on, and falls back to locked for anything else', () => {
    expect(parseGateConfig({ enabled: false })).toEqual({ enabled: false });
    expect(parseGateConfig({ enabled: true, version: 'v', pages: { en: 'x', fr: 'y', de: 'z' } })).toEqual({
      enabled: true,
      version: 'v',
      pages: { en: 'x', fr: 'y' },
    });
    expect(parseGateConfig({ enabled: true, version: 'v', pages: {}, csp: "default-src 'self'" })).toMatchObject({
      csp: "default-src 'self'",
    });
    expect(parseGateConfig({ enabled: true, version: 'v', pages: {}, defaultLocale: 'fr' })).toMatchObject({ defaultLocale: 'fr' });
    expect(parseGateConfig({ enabled: true, version: 'v', pages: {}, defaultLocale: 'de' })).not.toHaveProperty('defaultLocale');
    for (const raw of [null, 'x', {}, { enabled: 'false' }, { enabled: true }, { enabled: true, version: '' }]) {
      expect(parseGateConfig(raw)).toEqual(BROKEN_GATE_CONFIG);
    }
  });
});

describe('reading POST /api/gate answers (the island)', () => {
  it('tells unlocked, wrong password with its delay, lockout and failure apart', () => {
    expect(readGateAnswer(200, { ok: true }, null)).toEqual({ kind: 'unlocked' });
    expect(readGateAnswer(401, { error: { code: 'invalid_password', retryAfterSeconds: 4 } }, null)).toEqual({
      kind: 'invalid',
      waitSeconds: 4,
      fallback: false,
    });
    expect(readGateAnswer(401, 'not json', null)).toEqual({ kind: 'invalid', waitSeconds: 0, fallback: true });
    expect(readGateAnswer(429, { error: { code: 'too_many_attempts', retryAfterSeconds: 300 } }, '300')).toEqual({
      kind: 'locked',
      waitSeconds: 300,
    });
    expect(readGateAnswer(429, undefined, '12')).toEqual({ kind: 'locked', waitSeconds: 12 });
    expect(readGateAnswer(500, { error: { code: 'server_error' } }, null)).toEqual({ kind: 'failed' });
    expect(readGateAnswer(502, undefined, null)).toEqual({ kind: 'failed' });
  });
});
