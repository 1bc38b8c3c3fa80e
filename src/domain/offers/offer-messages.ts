// How the shop words a quantity offer, in the shopper's language: on the product page (what the offer
// is), and in the cart, at checkout and on her order (what it saved: "Buy 2, save 640 DZD").
import { defineMessages, translator } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatPrice } from '../money.ts';
import type { OfferSeen } from './offer.types.ts';

export const offerMessages = defineMessages({
  en: {
    percent: '{n} pieces: −{value} %',
    bundle_price: '{n} pieces for {price}',
    free_delivery: 'Free delivery from {n} pieces',
    saved: 'Buy {n}, save {amount}',
    freeDelivery: 'Free delivery',
  },
  ar: {
    percent: '{n} قطع: −{value}٪',
    bundle_price: '{n} قطع بـ {price}',
    free_delivery: 'توصيل مجاني ابتداءً من {n} قطع',
    saved: 'اشترِ {n} ووفّر {amount}',
    freeDelivery: 'توصيل مجاني',
  },
  fr: {
    percent: '{n} pièces\u00a0: −{value}\u00a0%',
    bundle_price: '{n} pièces pour {price}',
    free_delivery: 'Livraison gratuite dès {n} pièces',
    saved: 'Achetez-en {n}, économisez {amount}',
    freeDelivery: 'Livraison gratuite',
  },
});

/** "2 pieces: −10 %": the offer itself. */
export function offerText(offer: OfferSeen, locale: Locale, currency: string): string {
  return translator(offerMessages, locale)(offer.kind, {
    n: offer.minQuantity,
    value: offer.value,
    price: formatPrice(offer.value, currency, locale),
  });
}

/** "Buy 2, save 640 DZD": what an offer took off the pieces it covered. */
export function offerSavedText(pieces: number, amount: number, locale: Locale, currency: string): string {
  return translator(offerMessages, locale)('saved', { n: pieces, amount: formatPrice(amount, currency, locale) });
}
