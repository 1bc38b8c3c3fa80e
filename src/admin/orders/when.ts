// Order times on an Algiers clock (the shop's): today's orders by their time alone, older ones with the day.
import { DATE_LOCALES, type Locale } from '../../i18n/locales.ts';

const TIME_ZONE = 'Africa/Algiers';

const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** '14:32' for an order of today, '21 Nov 14:32' for an older one. */
export function orderTime(iso: string, locale: Locale, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = dayOf(date) === dayOf(now);
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TIME_ZONE,
  }).format(date);
}

/** '23 Nov 2026, 14:32' on an Algiers clock. */
export function orderDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** Today on an Algiers clock as YYYY-MM-DD (the date filters' default end). */
export const algiersToday = (now = new Date()) => dayOf(now);
