// The shop's languages. English lives at the spec's routes (/shop); Arabic under /ar (/ar/shop),
// right to left. A new language is a new entry here plus its messages in each feature.
export const LOCALES = ['en', 'ar', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', fr: 'Français' };

/** The Intl locale of dates and times: Latin digits in Arabic too (prices and phones use them). */
export const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-DZ-u-nu-latn', fr: 'fr-DZ' };

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The `lang` route parameter of src/pages/[...lang]/*: undefined for English, 'ar' for Arabic. */
export function localeFromParam(param: string | undefined): Locale {
  return isLocale(param) ? param : DEFAULT_LOCALE;
}

export function langParam(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** getStaticPaths() entries for a page that exists once per language. */
export const localeStaticPaths = () => LOCALES.map((locale) => ({ params: { lang: langParam(locale) }, props: { locale } }));

/** '/shop' in English, '/ar/shop' in Arabic; '/' becomes '/ar'. Query and hash are kept. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The locale of a URL path ('/ar/shop' → 'ar'), for islands and the 404 page. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
