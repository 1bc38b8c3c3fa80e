import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buyNowRewrites } from '../../src/domain/buy-now/shell-routes.ts';
import { localeRedirectRules, redirectLine } from '../../src/i18n/locale-redirects.ts';
import { matchRedirect, redirectRulesFromFile, redirectRulesFromToml, siteRedirectRules } from './redirects.ts';

function rulesOf(toml: string) {
  const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
  try {
    writeFileSync(join(dir, 'netlify.toml'), toml);
    return redirectRulesFromToml(join(dir, 'netlify.toml'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rules of a dist/ folder whose _redirects holds `lines`, then those of `tomlFile`. */
function siteRulesOf(lines: string, tomlFile = '/nonexistent/netlify.toml') {
  const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
  try {
    writeFileSync(join(dir, '_redirects'), lines);
    return siteRedirectRules(tomlFile, dir);
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

  it("the shop's own rules: every Buy Now address goes to its language's shell (200), an unknown product page to its not-found page (404)", () => {
    // As a build with English as the default writes them: the languages' rules, then the Buy Now rewrites, then netlify.toml.
    const lines = [
      ...localeRedirectRules('en').map(redirectLine),
      ...buyNowRewrites(['', '/ar', '/fr']).map((r) => `${r.from}  ${r.to}  ${r.status}`),
    ].join('\n');
    const shop = siteRulesOf(lines, fileURLToPath(new URL('../../netlify.toml', import.meta.url)));
    const at = (path: string) => matchRedirect(shop, path, { forcedOnly: false });
    expect(at('/products/gone/buy')).toEqual({ to: '/buy/', status: 200 });
    expect(at('/products/essential-heavyweight-tee/buy/')).toEqual({ to: '/buy/', status: 200 });
    expect(at('/ar/products/gone/buy')).toEqual({ to: '/ar/buy/', status: 200 });
    expect(at('/products/gone')).toEqual({ to: '/product-not-found/', status: 404 });
    expect(at('/ar/products/gone')).toEqual({ to: '/ar/product-not-found/', status: 404 });
    // A missing data file is never rewritten to the shell (the static server answers 404): the island then says "Product not found".
    expect(at('/products/gone/buy-data.json')?.status).not.toBe(200);
    expect(at('/about-us')).toBeUndefined();
    // Nothing of the shop is forced: a built file always wins.
    expect(matchRedirect(shop, '/products/gone/buy', { forcedOnly: true })).toBeUndefined();
  });
});

describe('a _redirects file', () => {
  it("reads Netlify's lines: comments, blank lines, the default 301, a status and a forced one (!)", () => {
    const rules = siteRulesOf(
      ['# the Buy Now shell', '', '/products/:id/buy  /buy/  200', '/old  /new', '/now /there 302!   # moved', ''].join('\n'),
    );
    expect(rules.map((r) => [r.to, r.status, r.force])).toEqual([
      ['/buy/', 200, false],
      ['/new', 301, false],
      ['/there', 302, true],
    ]);
    expect(matchRedirect(rules, '/now', { forcedOnly: true })).toEqual({ to: '/there', status: 302 });
    expect(matchRedirect(rules, '/products/x/buy', { forcedOnly: false })).toEqual({ to: '/buy/', status: 200 });
  });

  it("comes before netlify.toml's rules, as on Netlify", () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    try {
      writeFileSync(join(dir, 'netlify.toml'), '[[redirects]]\n  from = "/products/*"\n  to = "/product-not-found/"\n  status = 404\n');
      const rules = siteRulesOf('/products/:id/buy  /buy/  200\n', join(dir, 'netlify.toml'));
      expect(matchRedirect(rules, '/products/x/buy', { forcedOnly: false })).toEqual({ to: '/buy/', status: 200 });
      expect(matchRedirect(rules, '/products/x', { forcedOnly: false })).toEqual({ to: '/product-not-found/', status: 404 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses what the runtime would not honour: conditions, query matches, a bad status', () => {
    for (const line of [
      '/fr/*  /fr/404.html  404  Language=fr',
      '/store id=:id  /blog/:id  301',
      '/a  /b  418',
      '/a  /b  abc',
      '/lonely',
    ]) {
      expect(() => siteRulesOf(`${line}\n`), line).toThrow(/_redirects line 1/);
    }
  });

  it('is optional: a build without one has only the netlify.toml rules', () => {
    expect(redirectRulesFromFile('/nonexistent/_redirects')).toEqual([]);
  });
});
