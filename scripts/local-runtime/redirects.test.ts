import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchRedirect, redirectRulesFromToml, siteRedirectRules } from './redirects.ts';
import { localeRedirectRules, redirectLine } from '../../src/i18n/locale-redirects.ts';

function rulesOf(toml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
  try {
    writeFileSync(join(dir, 'netlify.toml'), toml);
    return redirectRulesFromToml(join(dir, 'netlify.toml'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('netlify.toml redirects', () => {
  const rules = rulesOf(`
[[redirects]]
  from = "/old/*"
  to = "/new/:splat"
  status = 301
[[redirects]]
  from = "/news/:year/:slug"
  to = "/blog/:slug?y=:year"
  status = 200
  force = true
[[redirects]]
  from = "/products/*/buy"
  to = "/product-not-found/buy/"
  status = 404
[[redirects]]
  from = "/products/*"
  to = "/product-not-found/"
  status = 404
`);

  it('fills :splat and placeholders, and defaults to the first rule that matches', () => {
    expect(matchRedirect(rules, '/old/a/b', { forcedOnly: false })).toEqual({ to: '/new/a/b', status: 301 });
    expect(matchRedirect(rules, '/news/2026/drop', { forcedOnly: false })).toEqual({ to: '/blog/drop?y=2026', status: 200 });
    expect(matchRedirect(rules, '/products/nope/buy', { forcedOnly: false })).toEqual({ to: '/product-not-found/buy/', status: 404 });
    expect(matchRedirect(rules, '/products/nope', { forcedOnly: false })).toEqual({ to: '/product-not-found/', status: 404 });
    expect(matchRedirect(rules, '/shop', { forcedOnly: false })).toBeUndefined();
  });

  it('before files, only forced rules apply', () => {
    expect(matchRedirect(rules, '/old/a', { forcedOnly: true })).toBeUndefined();
    expect(matchRedirect(rules, '/news/2026/drop', { forcedOnly: true })).toMatchObject({ status: 200 });
  });

  it('refuses a status the runtime would get wrong', () => {
    expect(() => rulesOf('[[redirects]]\n  from = "/a"\n  to = "/b"\n  status = 418\n')).toThrow(/418/);
  });

  it("the shop's rules (the build's _redirects, then netlify.toml) send unknown products to their language's not-found page", () => {
    const dist = mkdtempSync(join(tmpdir(), 'redirects-dist-'));
    try {
      // As a build with French as the default language writes them.
      writeFileSync(join(dist, '_redirects'), localeRedirectRules('fr').map(redirectLine).join('\n'));
      const shop = siteRedirectRules(fileURLToPath(new URL('../../netlify.toml', import.meta.url)), dist);
      const at = (path: string) => matchRedirect(shop, path, { forcedOnly: false });
      expect(at('/products/gone')).toEqual({ to: '/product-not-found/', status: 404 });
      expect(at('/ar/products/gone')).toEqual({ to: '/ar/product-not-found/', status: 404 });
      expect(at('/en/products/gone')).toEqual({ to: '/en/product-not-found/', status: 404 });
      expect(at('/fr/products/gone')).toEqual({ to: '/products/gone', status: 301 });
      expect(at('/fr')).toEqual({ to: '/', status: 301 });
      expect(at('/gatekeeper-x9f2/settings')).toEqual({ to: '/gatekeeper-x9f2/index.html', status: 200 });
      expect(at('/about-us')).toBeUndefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
