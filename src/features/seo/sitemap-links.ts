// The sitemap's <xhtml:link> alternates of a page: the same page in every language, as the pages'
// own hreflang links give them (alternates.ts). Used in the sitemap's serialize() instead of
// @astrojs/sitemap's own `i18n` option, which finds each page's twins by scanning every URL for every
// page: 30,000 URLs (10,000 products in three languages) took minutes.
// The sitemap runs in astro.config.mjs, outside the pages' bundle, where the build's default language
// is not baked in: it is passed here.
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../i18n/locales.ts';

export type SitemapLink = { url: string; lang: string };

/** The alternates of the sitemap URL `url` (absolute), written as the sitemap writes URLs (trailing slash kept). */
export function sitemapLinks(url: string, defaultLocale: Locale = DEFAULT_LOCALE): SitemapLink[] {
  const { origin, pathname } = new URL(url);
  const first = pathname.split('/')[1];
  // The page without its language: '/ar/shop/' → '/shop', '/ar/' → '/'.
  const rest = isLocale(first) && first !== defaultLocale ? pathname.slice(first.length + 1) : pathname;
  const base = rest.replace(/\/+$/, '') || '/';
  const slash = pathname.endsWith('/') ? '/' : '';
  return LOCALES.map((locale) => {
    const path = locale === defaultLocale ? base : base === '/' ? `/${locale}` : `/${locale}${base}`;
    return { url: `${origin}${path === '/' ? '/' : `${path}${slash}`}`, lang: locale };
  });
}
