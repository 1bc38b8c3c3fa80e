// A price inside any text direction: digits and currency read left to right, as on the shop.
import { formatPrice } from '../../domain/money.ts';
import type { Locale } from '../../i18n/locales.ts';

export function Price({ amount, currency, locale, className }: { amount: number; currency: string; locale: Locale; className?: string }) {
  return <bdi className={`tabular-nums ${className ?? ''}`}>{formatPrice(amount, currency, locale === 'ar' ? 'ar' : 'en')}</bdi>;
}

/** A count inside a sentence: isolated so '12' never swaps sides with its words. */
export function Num({ n }: { n: number }) {
  return (
    <bdi dir="ltr" className="tabular-nums">
      {n}
    </bdi>
  );
}
