// The dashboard's numbers as the owner reads them: a rate as a whole percent, none yet as a dash.
import { groupThousands } from '../../../domain/money.ts';

export function percent(rate: number | null): string | null {
  return rate === null ? null : `${Math.round(rate * 100)}%`;
}

/** A count of confirmations with its share of them ('3 · 60%'), or the count alone while none is confirmed. */
export function countAndShare(n: number, share: number | null, format: (values: { n: string; share: string }) => string): string {
  const shown = percent(share);
  return shown === null ? String(n) : format({ n: String(n), share: shown });
}

/** A count grouped by thousands as the shop writes prices ('1 204'), the same in every language. */
export const wholeNumber = (n: number): string => groupThousands(String(n));
