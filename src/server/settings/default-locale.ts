// The shop's default language (site_settings.default_locale): the language of the bare routes and the
// one the products' own text fields are written in. Read by the build (once) and by the admin's
// catalog services (in their transactions).
import type { Queryable } from '../db/queryable.ts';
import { SHIPPED_DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales.ts';

export async function readDefaultLocale(sql: Queryable): Promise<Locale> {
  const [row] = await sql<{ locale: string | null }[]>`select default_locale as locale from site_settings where id = 1`;
  return isLocale(row?.locale) ? row.locale : SHIPPED_DEFAULT_LOCALE;
}
