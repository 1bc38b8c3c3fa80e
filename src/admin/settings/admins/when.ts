// Dates in the admin read on an Algiers clock, the shop's (the owner and their staff are there).
import { DATE_LOCALES, type Locale } from '../../../i18n/locales.ts';

export function shopDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Algiers',
  }).format(new Date(iso));
}
