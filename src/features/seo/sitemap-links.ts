// The sitemap's <xhtml:link> alternates of a page: the same page in every language, from
// alternatesOf (the hreflang links of the pages themselves say the same). Used in the sitemap's
// serialize() instead of @astrojs/sitemap's own `i18n` option, which finds each page's twins by
// scanning every URL for every page: 30,000 URLs (10,000 products in three languages) took minutes.
import { alternatesOf } from './alternates.ts';

export type SitemapLink = { url: string; lang: string };

/** The alternates of the sitemap URL `url` (absolute), written as the sitemap writes URLs (trailing slash kept). */
export function sitemapLinks(url: string): SitemapLink[] {
  const { origin, pathname } = new URL(url);
  const slash = pathname.endsWith('/') ? '/' : '';
  return alternatesOf(pathname).map(({ locale, path }) => ({ url: `${origin}${path === '/' ? '/' : `${path}${slash}`}`, lang: locale }));
}
