import type { Locale } from '../i18n/locales.ts';

// Money is always an integer number of dinars (DZD has no coins in use below 1 DA).
export const DEFAULT_CURRENCY = 'DZD';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });
// How Algerian shops write the dinar in Arabic and in French (the code stays in English).
const LOCAL_CURRENCY: Partial<Record<Locale, Record<string, string>>> = { ar: { DZD: 'د.ج' }, fr: { DZD: 'DA' } };

/** "12 500 DZD" / "12 500 DA" / "12 500 د.ج": the same text on the server and in every browser, whatever its locale data. */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY, locale: Locale = 'en'): string {
  const unit = LOCAL_CURRENCY[locale]?.[currency] ?? currency;
  // Narrow no-break spaces keep "12 500" and the currency on one line in both directions.
  return `${grouping.format(Math.round(amount)).replaceAll(',', '\u202f')}\u00a0${unit}`;
}
