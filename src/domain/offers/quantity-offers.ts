// Quantity offers on an order's lines: which offer each line gets and how much it saves, and whether an
// offer makes delivery free. The same function prices the cart and checkout summaries (display) and
// placeOrder (the price that counts; the order statement checks the offers are still the database's).
// No I/O.
//
// The rules (docs/offers-and-codes.md):
// - an offer counts the pieces it covers together: a product offer that product's lines (any size or
//   colour), a category offer every line of the category;
// - percent: from min_quantity pieces, value % off each covered line (floored per line);
// - bundle_price: each full group of min_quantity pieces costs value; pieces are grouped from the
//   dearest down (what "any 3 for 5 000" promises); the rest pay their price; a group's saving is
//   shared over its pieces by price, the remainder on its first pieces (never past a piece's price);
// - a line takes at most one price offer: the offer that saves the most goes first (ties: the lower id),
//   then the next on the lines left;
// - free_delivery: from min_quantity covered pieces delivery is free (the lowest id among those met).
import { isOn, offerSeen, type OfferSeen, type QuantityOffer } from './offer.types.ts';

export type OfferLine = { productId: string; category: string; unitPrice: number; quantity: number };
export type LineOffer = { offer: OfferSeen | null; offerDiscount: number };
export type OffersApplied = { lines: LineOffer[]; deliveryOffer: OfferSeen | null };

const covers = (offer: QuantityOffer, line: OfferLine) =>
  offer.productId !== null ? offer.productId === line.productId : offer.category === line.category;

/** Each covered line's saving under this offer (indexes into `lines`), empty when it does not apply. */
function savings(offer: QuantityOffer, lines: readonly OfferLine[], covered: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  const pieces = covered.reduce((sum, i) => sum + lines[i]!.quantity, 0);
  if (pieces < offer.minQuantity) return out;
  if (offer.kind === 'percent') {
    for (const i of covered) {
      const line = lines[i]!;
      const saving = Math.floor((line.unitPrice * line.quantity * offer.value) / 100);
      if (saving > 0) out.set(i, saving);
    }
    return out;
  }
  // bundle_price: one entry per piece, dearest first (a stable sort keeps the lines' order on ties).
  const units = covered.flatMap((i) => Array.from({ length: lines[i]!.quantity }, () => i));
  units.sort((a, b) => lines[b]!.unitPrice - lines[a]!.unitPrice);
  for (let start = 0; start + offer.minQuantity <= units.length; start += offer.minQuantity) {
    const group = units.slice(start, start + offer.minQuantity);
    const sum = group.reduce((s, i) => s + lines[i]!.unitPrice, 0);
    const saving = sum - offer.value;
    if (saving <= 0 || sum === 0) continue;
    // Shared by price (floored), the remainder on the first pieces that still have room: a piece never
    // loses more than its price.
    const parts = group.map((i) => Math.floor((saving * lines[i]!.unitPrice) / sum));
    let left = saving - parts.reduce((s, v) => s + v, 0);
    for (let k = 0; left > 0 && k < group.length; k++) {
      const more = Math.min(left, lines[group[k]!]!.unitPrice - parts[k]!);
      parts[k] = parts[k]! + more;
      left -= more;
    }
    group.forEach((i, k) => out.set(i, (out.get(i) ?? 0) + parts[k]!));
  }
  return out;
}

export function applyQuantityOffers(lines: readonly OfferLine[], offers: readonly QuantityOffer[], now: Date): OffersApplied {
  const on = offers.filter((o) => isOn(o, now)).sort((a, b) => a.id - b.id);
  const result: LineOffer[] = lines.map(() => ({ offer: null, offerDiscount: 0 }));
  const free = new Set(lines.keys());
  let priced = on.filter((o) => o.kind !== 'free_delivery');
  while (priced.length > 0) {
    let best: { offer: QuantityOffer; saved: Map<number, number>; total: number } | undefined;
    for (const offer of priced) {
      const saved = savings(
        offer,
        lines,
        [...free].filter((i) => covers(offer, lines[i]!)),
      );
      const total = [...saved.values()].reduce((s, v) => s + v, 0);
      if (total > 0 && (!best || total > best.total)) best = { offer, saved, total };
    }
    if (!best) break;
    const seen = offerSeen(best.offer);
    // Every covered line of the offer is taken by it (a line whose share rounded to 0 included).
    for (const i of [...free].filter((i) => covers(best.offer, lines[i]!))) {
      const line = lines[i]!;
      result[i] = { offer: seen, offerDiscount: Math.min(best.saved.get(i) ?? 0, line.unitPrice * line.quantity) };
      free.delete(i);
    }
    priced = priced.filter((o) => o !== best.offer);
  }
  const delivery = on.find(
    (o) => o.kind === 'free_delivery' && lines.reduce((sum, l) => sum + (covers(o, l) ? l.quantity : 0), 0) >= o.minQuantity,
  );
  return { lines: result, deliveryOffer: delivery ? offerSeen(delivery) : null };
}

/** The offers that may apply to one product (its own and its category's), on at `now`, best-known first. */
export const offersFor = (offers: readonly QuantityOffer[], productId: string, category: string, now: Date) =>
  offers
    .filter((o) => isOn(o, now) && covers(o, { productId, category, unitPrice: 0, quantity: 0 }))
    .sort((a, b) => a.minQuantity - b.minQuantity || a.id - b.id);
