import { describe, expect, it } from 'vitest';
// The integration's own (quadratic) way, kept as the reference the linear one must agree with.
import { generateSitemap } from '../../../node_modules/@astrojs/sitemap/dist/generate-sitemap.js';
import { DEFAULT_LOCALE, LOCALES, localePath } from '../../i18n/locales.ts';
import { sitemapLinks } from './sitemap-links.ts';

const SITE = 'https://shop.example';

describe('the sitemap alternates', () => {
  it('list the same links @astrojs/sitemap`s i18n option would, for every page of a shop in every language, whichever language is the default', () => {
    const paths = ['/', '/shop', '/search', '/about', '/contact', '/products/essential-heavyweight-tee', '/products/crew-socks-3-pack'];
    for (const defaultLocale of LOCALES) {
      // As the build lists them: directories, with their trailing slash ('/ar/', '/ar/shop/').
      const at = (locale: string, path: string) => (locale === defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);
      const urls = LOCALES.flatMap((locale) => paths.map((p) => `${SITE}${at(locale, p)}`.replace(/([^/])$/, '$1/')));
      const reference = generateSitemap(urls, SITE, { i18n: { defaultLocale, locales: Object.fromEntries(LOCALES.map((l) => [l, l])) } });
      const byUrl = (links: { url: string; lang: string }[] | undefined) => [...(links ?? [])].sort((a, b) => a.url.localeCompare(b.url));
      expect(reference).toHaveLength(urls.length);
      for (const item of reference) {
        expect(byUrl(sitemapLinks(item.url, defaultLocale)), `${defaultLocale} ${item.url}`).toEqual(byUrl(item.links));
      }
    }
  });

  it('keep the trailing slash of the URL they are for, and the home page as /', () => {
    const links = sitemapLinks(`${SITE}/shop/`);
    expect(links.map((l) => l.url)).toEqual(LOCALES.map((l) => `${SITE}${localePath(l, '/shop')}/`));
    const home = LOCALES.map((l) => `${SITE}${l === DEFAULT_LOCALE ? '/' : `/${l}/`}`);
    expect(sitemapLinks(`${SITE}/`).map((l) => l.url)).toEqual(home);
    expect(sitemapLinks(`${SITE}/ar/`).map((l) => l.url)).toEqual(home);
  });
});
