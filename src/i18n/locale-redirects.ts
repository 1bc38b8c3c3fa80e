// The Netlify redirect rules that follow from the default language (the build writes them into
// dist/_redirects; the local runtime reads the same file). Pure: the default comes in as an argument.
import { localeRoutes, type Locale } from './locales.ts';

export type RedirectRule = { from: string; to: string; status: number };

export function localeRedirectRules(defaultLocale: Locale): RedirectRule[] {
  return [
    // The default language has no prefix: /fr/shop → /shop when French is the default, so a shared
    // or old link lands on the one address search engines know. No file exists under that prefix,
    // so these never shadow a page.
    { from: `/${defaultLocale}`, to: '/', status: 301 },
    { from: `/${defaultLocale}/*`, to: '/:splat', status: 301 },
    // A product id without a page (never published, or removed since the build) gets the product's own
    // not-found page with status 404, in the address's language. One path segment (:id), so the Buy Now
    // path and the product's data files under /products/{id}/ are never caught by it.
    ...localeRoutes(defaultLocale).map(({ prefix }) => ({
      from: `${prefix}/products/:id`,
      to: `${prefix}/product-not-found/`,
      status: 404,
    })),
  ];
}

/** One line of a _redirects file. */
export const redirectLine = (rule: RedirectRule) => `${rule.from}  ${rule.to}  ${rule.status}`;
