// A discount code refused, as the order form shows it: one sentence per reason, in the shopper's
// language, on the code's field (the same whether the server's read or the order statement refused).
import type { CodeRefusal, DiscountCode } from '../../domain/offers/offer.types.ts';
import type { OrderMessageKey } from '../../domain/orders/messages.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Locale } from '../../i18n/locales.ts';
import { OrderRefusal } from './order-refusal.ts';

const KEYS: Record<CodeRefusal, OrderMessageKey> = {
  unknown: 'codeUnknown',
  not_yet: 'codeNotYet',
  expired: 'codeExpired',
  under_minimum: 'codeUnderMinimum',
  phone_used: 'codePhoneUsed',
  used_up: 'codeUsedUp',
};

/** The day a code starts, as the shopper reads a date in her language (Algiers time). */
const dayOf = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-DZ' : locale === 'fr' ? 'fr-DZ' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Algiers',
  }).format(new Date(iso));

export function codeRefusalOf(
  reason: CodeRefusal,
  code: DiscountCode | undefined,
  currency: string,
  locale: Locale | undefined,
): OrderRefusal {
  const lang = locale ?? 'en';
  const values: Record<string, string> = {};
  if (reason === 'not_yet' && code?.startsAt) values.date = dayOf(code.startsAt, lang);
  if (reason === 'under_minimum' && code) values.min = formatPrice(code.minGoods, currency, lang);
  return new OrderRefusal('discount_code_refused', { messageKey: KEYS[reason], field: 'discountCode', values, codeReason: reason });
}
