// Money is always an integer number of dinars (DZD has no coins in use below 1 DA).
export const DEFAULT_CURRENCY = 'DZD';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** "12 500 DZD": the same text on the server and in every browser, whatever its locale data. */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  // A narrow no-break space keeps "12 500" and "DZD" on one line and reads well in Arabic and French.
  return `${grouping.format(Math.round(amount)).replaceAll(',', '\u202f')}\u00a0${currency}`;
}
