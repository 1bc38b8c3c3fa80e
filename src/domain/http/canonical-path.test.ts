import { describe, expect, it } from 'vitest';
import { canonicalPath, splitTarget } from './canonical-path.ts';
import { isOpenPath } from '../gate/open-paths.ts';

describe('one canonical request path', () => {
  it('decodes once and re-encodes so that one more decoding gives the same path', () => {
    expect(canonicalPath('/shop')).toEqual({ ok: true, path: '/shop', encoded: '/shop' });
    expect(canonicalPath('/%73hop/')).toEqual({ ok: true, path: '/shop/', encoded: '/shop/' });
    expect(canonicalPath('/a%2520b')).toEqual({ ok: true, path: '/a%20b', encoded: '/a%2520b' });
    expect(canonicalPath('/search%20me')).toMatchObject({ ok: true, path: '/search me', encoded: '/search%20me' });
  });

  it('refuses encoded slashes and backslashes, dot segments, broken escapes and control characters', () => {
    const refused = [
      '/_astro/..%2Fshop%2Findex.html',
      '/_astro/..%2fsearch-index.json',
      '/_astro/%2e%2e/shop',
      '/_astro/%2E%2E%2Fshop',
      '/_astro/../shop',
      '/./shop',
      '/shop/.',
      '/images/..%5Cshop',
      '/images\\..\\shop',
      '/a%5Cb',
      '/gatekeeper-x9f2/..%2Fshop',
      '/api/admin/..%2F..%2Fapi%2Fstock%2Fx',
      '/%E0%A4%A',
      '/%',
      '/a%00b',
      '/a%0Ab',
      'shop',
      '',
    ];
    for (const raw of refused) expect(canonicalPath(raw), raw).toEqual({ ok: false });
  });

  it('splits a raw request target into its path and query', () => {
    expect(splitTarget('/search?q=a/b#x')).toEqual({ path: '/search', query: '?q=a/b' });
    expect(splitTarget('/shop')).toEqual({ path: '/shop', query: '' });
    expect(splitTarget('/shop#top')).toEqual({ path: '/shop', query: '' });
  });
});

describe('what a locked site leaves open, exactly', () => {
  it('the gate check, health, hashed bundles right under /_astro/, the favicon, robots.txt, the admin shell and its API', () => {
    for (const path of [
      '/api/gate',
      '/api/health',
      '/_astro/GateForm.CfI1bbDZ.js',
      '/_astro/page-settings.DcJc-gf-.css',
      '/favicon.svg',
      '/robots.txt',
      '/gatekeeper-x9f2',
      '/gatekeeper-x9f2/',
      '/gatekeeper-x9f2/index.html',
      '/gatekeeper-x9f2/orders',
      '/gatekeeper-x9f2/settings/site-password/',
      '/api/admin/me',
      '/api/admin/sessions/3',
    ])
      expect(isOpenPath(path), path).toBe(true);
  });

  it('nothing else: no data, no images, no page, nothing below /_astro/ but bundles, no other file of the admin folder', () => {
    for (const path of [
      '/shop',
      '/',
      '/search-index.json',
      '/images/products/essential-heavyweight-tee-1.webp',
      '/data/communes/16.json',
      '/_astro/',
      '/_astro/x/y.js',
      '/_astro/hero.webp',
      '/_astro/..',
      '/_astro/a..b.js',
      '/api/gate/x',
      '/api/healthz',
      '/api/stock/x',
      '/gatekeeper-x9f2/app.json',
      '/gatekeeper-x9f2x',
      '/api/admin',
      '/api/admin/',
      '/favicon.svg/x',
      '/robots.txt.bak',
    ])
      expect(isOpenPath(path), path).toBe(false);
  });
});
