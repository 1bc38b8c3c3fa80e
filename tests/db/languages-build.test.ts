// A real `astro build` of the test database's shop with French as the owner's default language:
// the bare routes speak French, English and Arabic live under /en and /ar, and /fr redirects to the
// bare route. Then every built page in French or Arabic is read as a shopper reads it: no English
// text is left on it, beyond what the owner typed (product names, descriptions, colours...) and the
// wilaya names.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { htmlFilesUnder } from '../../src/server/http/page-csp.ts';
import { pageText } from './page-language.ts';
import { englishLeftIn, languageVocabulary, ownerTextsOf } from './english-left.ts';
import { astroBuild } from './astro-build.ts';

const outDir = mkdtempSync(join(tmpdir(), 'languages-build-'));
const sql = db();

const build = () => astroBuild(outDir);

const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

beforeAll(async () => {
  await sql`update site_settings set default_locale = 'fr' where id = 1`;
  const { code, output } = await build();
  if (code !== 0) throw new Error(`the build failed:\n${output.slice(-3000)}`);
}, 600_000);
afterAll(async () => {
  await sql`update site_settings set default_locale = default where id = 1`;
  rmSync(outDir, { recursive: true, force: true });
});

describe('French as the default language', () => {
  it('puts French at the bare routes, English under /en, Arabic under /ar, and no /fr folder', () => {
    expect(page('shop')).toMatch(/<html lang="fr" dir="ltr"/);
    expect(page('en/shop')).toMatch(/<html lang="en" dir="ltr"/);
    expect(page('ar/shop')).toMatch(/<html lang="ar" dir="rtl"/);
    expect(page('')).toMatch(/<html lang="fr"/);
    expect(existsSync(join(outDir, 'fr'))).toBe(false);
    // The language switch keeps the page: /shop in French links to /en/shop and /ar/shop.
    expect(page('shop')).toContain('href="/en/shop" hreflang="en"');
    expect(page('en/shop')).toContain('href="/shop" hreflang="fr"');
  });

  it('tells search engines the same: hreflang, x-default at the bare route, og:locale, the sitemap', () => {
    const shop = page('en/shop');
    expect(shop).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]*\/shop"/);
    expect(shop).toMatch(/<link rel="alternate" hreflang="x-default" href="https?:\/\/[^/]+\/shop"/);
    expect(page('shop')).toContain('<meta property="og:locale" content="fr_DZ"');
    const sitemap = readFileSync(join(outDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>[^<]*\/en\/shop\/?<\/loc>/);
    expect(sitemap).toMatch(/hreflang="fr" href="[^"]*\/shop\/?"/);
  });

  it('writes the redirects of the default language first in _redirects', () => {
    const lines = readFileSync(join(outDir, '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines.slice(0, 2)).toEqual(['/fr  /  301', '/fr/*  /:splat  301']);
    expect(lines).toContain('/en/products/:id  /en/product-not-found/  404');
    expect(lines).toContain('/products/:id  /product-not-found/  404');
  });
});

describe('no English left on a French or an Arabic page', () => {
  it('reads every built page in French and Arabic', async () => {
    const owner = await ownerTextsOf(sql);
    const vocabulary = await languageVocabulary();
    const files = htmlFilesUnder(outDir).filter((f) => !relative(outDir, f).startsWith('gatekeeper-'));
    const found: string[] = [];
    const counts = { fr: 0, ar: 0 };
    for (const file of files) {
      const text = pageText(readFileSync(file, 'utf8'));
      if (text.lang !== 'fr' && text.lang !== 'ar') continue;
      counts[text.lang] += 1;
      for (const english of englishLeftIn(text, text.lang, vocabulary, owner)) found.push(`${relative(outDir, file)}: ${english}`);
    }
    // Every page of the shop in both languages was read (home, shop, products, cart, checkout, ...).
    expect(counts.fr).toBeGreaterThan(10);
    expect(counts.ar).toBe(counts.fr - 1); // the one 404 page is in the default language
    expect([...new Set(found)].slice(0, 40)).toEqual([]);
  });
});
