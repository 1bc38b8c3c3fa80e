// "Buy 2, save 640 DZD" under a cart or checkout line that an offer prices.
import { offerSavedText, offerText } from '../../domain/offers/offer-messages.ts';
import type { CartLineOffer } from '../../domain/offers/cart-offers.ts';
import type { Locale } from '../../i18n/locales.ts';

export default function LineOffer({ offer, locale, currency }: { offer: CartLineOffer | undefined; locale: Locale; currency: string }) {
  if (!offer) return null;
  return (
    <p className="text-xs font-semibold text-emerald-800" data-line-offer>
      {offerText(offer.offer, locale, currency)} · {offerSavedText(offer.pieces, offer.saved, locale, currency)}
    </p>
  );
}
