// The admin's one Algiers-time formatter: every time the admin shows is read on the shop's clock (the
// owner and their staff are there; the countdown is entered in it too). Orders of today by their time
// alone, older ones with the day.
import { DATE_LOCALES, type Locale } from '../../i18n/locales.ts';
import { SHOP_TIME_ZONE as TIME_ZONE } from '../../domain/admin/algiers-time.ts';

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** '14:32' for an order of today, '21 Nov 14:32' for an older one. */
export function orderTime(iso: string, locale: Locale, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = dayOf(date) === dayOf(now);
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: TIME_ZONE,
  }).format(date);
}

/** '14:32' on an Algiers clock, whatever the day (the publishing bar's 'live since'). */
export function clockTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}

/** '23 Nov 2026, 14:32' on an Algiers clock. */
export function shopDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** Today on an Algiers clock as YYYY-MM-DD (the date filters' default end). */
export const algiersToday = (now = new Date()) => dayOf(now);

/** '2 Jul' for an Algiers calendar day given as YYYY-MM-DD (the charts' days). */
export function calendarDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
