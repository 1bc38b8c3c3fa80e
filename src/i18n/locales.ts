// The shop's languages. One of them, the owner's choice (site_settings.default_locale, English as
// shipped), lives at the spec's bare routes (/shop); the others under their prefix (/ar/shop,
// /fr/shop, /en/shop). Arabic reads right to left. A new language is a new entry here plus its
// messages in each feature (the type checker and src/i18n/dictionaries.test.ts ask for every key).
export const LOCALES = ['en', 'ar', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// The build reads the owner's setting once and bakes it in (src/integrations/shop-languages.ts
// defines this name for the pages and the islands). Anywhere else (functions, scripts, tests) it is
// not defined and the shipped default applies.
declare const __SHOP_DEFAULT_LOCALE__: string | undefined;
export const SHIPPED_DEFAULT_LOCALE: Locale = 'en';
const baked = typeof __SHOP_DEFAULT_LOCALE__ === 'undefined' ? undefined : __SHOP_DEFAULT_LOCALE__;
/** The language of the bare routes in this build. */
export const DEFAULT_LOCALE: Locale = isLocale(baked) ? baked : SHIPPED_DEFAULT_LOCALE;

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', fr: 'Français' };

/** The Intl locale of dates and times: Latin digits in Arabic too (prices and phones use them). */
export const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-DZ-u-nu-latn', fr: 'fr-DZ' };

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The `lang` route parameter of src/pages/[...lang]/*: undefined for the default language. */
export function localeFromParam(param: string | undefined, defaultLocale: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(param) ? param : defaultLocale;
}

export function langParam(locale: Locale, defaultLocale: Locale = DEFAULT_LOCALE): string | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/** getStaticPaths() entries for a page that exists once per language. */
export const localeStaticPaths = () => LOCALES.map((locale) => ({ params: { lang: langParam(locale) }, props: { locale } }));

/** Every language with the prefix of its pages: '' for the default one, '/ar' for Arabic when it is not. */
export const localeRoutes = (defaultLocale: Locale = DEFAULT_LOCALE) =>
  LOCALES.map((locale) => ({ locale, prefix: locale === defaultLocale ? '' : `/${locale}` }));

/** '/shop' in the default language, '/ar/shop' in Arabic otherwise; '/' becomes '/ar'. Query and hash are kept. */
export function localePath(locale: Locale, path: string, defaultLocale: Locale = DEFAULT_LOCALE): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The locale of a URL path ('/ar/shop' → 'ar', '/shop' → the default), for the 404 page and the edge. */
export function localeOfPath(pathname: string, defaultLocale: Locale = DEFAULT_LOCALE): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}
