// The cart's lines priced with the quantity offers, for the summaries (display only: the order
// statement prices the order). The same function as placeOrder's (applyQuantityOffers).
import { applyQuantityOffers } from './quantity-offers.ts';
import type { OffersFile } from './offers-file.ts';
import type { OfferSeen } from './offer.types.ts';

/** saved and pieces are the offer's over all the lines it priced; lineSaved this line's share. */
export type CartLineOffer = { offer: OfferSeen; saved: number; pieces: number; lineSaved: number };
export type CartOffers = {
  /** The goods after the offers. */
  subtotal: number;
  saved: number;
  /** By the cart line's id: the offer on it, its saving and the pieces the offer counted. */
  lines: Map<string, CartLineOffer>;
  deliveryOffer: OfferSeen | null;
};

type Item = { id: string; productId: string; price: number; quantity: number };

export function cartOffers(items: readonly Item[], file: OffersFile | undefined, now = new Date()): CartOffers {
  const goods = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  if (!file || file.offers.length === 0) return { subtotal: goods, saved: 0, lines: new Map(), deliveryOffer: null };
  const lines = items.map((i) => ({
    productId: i.productId,
    category: file.categoryOf[i.productId] ?? '',
    unitPrice: i.price,
    quantity: i.quantity,
  }));
  const applied = applyQuantityOffers(lines, file.offers, now);
  const byLine = new Map<string, CartLineOffer>();
  applied.lines.forEach((l, n) => {
    if (!l.offer || l.offerDiscount === 0) return;
    // The pieces the offer counted: every line it priced (a product's sizes together, a category's lines).
    const same = applied.lines.map((other, m) => (other.offer?.id === l.offer!.id ? m : -1)).filter((m) => m >= 0);
    const pieces = same.reduce((sum, m) => sum + items[m]!.quantity, 0);
    const saved = same.reduce((sum, m) => sum + applied.lines[m]!.offerDiscount, 0);
    byLine.set(items[n]!.id, { offer: l.offer, saved, pieces, lineSaved: l.offerDiscount });
  });
  const saved = applied.lines.reduce((sum, l) => sum + l.offerDiscount, 0);
  return { subtotal: goods - saved, saved, lines: byLine, deliveryOffer: applied.deliveryOffer };
}
