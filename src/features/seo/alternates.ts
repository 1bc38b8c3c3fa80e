// The same page in every language, for hreflang links and the language switcher's logic.
import { DEFAULT_LOCALE, LOCALES, localeOfPath, localePath, type Locale } from '../../i18n/locales.ts';

/** '/ar/shop/' → '/shop'; '/ar' → '/'; the path without its language prefix or trailing slash. */
export function basePathOf(pathname: string): string {
  const locale = localeOfPath(pathname);
  const rest = locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1);
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function alternatesOf(pathname: string): { locale: Locale; path: string }[] {
  const base = basePathOf(pathname);
  return LOCALES.map((locale) => ({ locale, path: localePath(locale, base) }));
}

/** Open Graph wants a territory: Algeria for every language the shop speaks. */
export const ogLocale = (locale: Locale) => `${locale}_DZ`;
