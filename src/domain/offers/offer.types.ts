// Quantity offers and discount codes as the owner sets them (supabase/migrations/20261129001000_offers_and_codes.sql).
// Times are ISO strings (null: no start / no end); money in whole DZD.

export const OFFER_KINDS = ['percent', 'bundle_price', 'free_delivery'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** One offer on one product (productId) or on every product of one category (category), counted together. */
export type QuantityOffer = {
  id: number;
  productId: string | null;
  category: string | null;
  kind: OfferKind;
  /** percent / free_delivery: from this many pieces; bundle_price: the size of one group. */
  minQuantity: number;
  /** percent: 1..90; bundle_price: what one group costs; free_delivery: 0. */
  value: number;
  startsAt: string | null;
  endsAt: string | null;
};

/** What a line or an order keeps of the offer she saw (the order statement checks the id is still on). */
export type OfferSeen = Pick<QuantityOffer, 'id' | 'kind' | 'minQuantity' | 'value'>;

export const CODE_KINDS = ['percent', 'amount', 'free_delivery'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

export type DiscountCode = {
  id: number;
  /** In capitals (normalizeCode). */
  code: string;
  kind: CodeKind;
  /** percent: 1..90; amount: DZD off the goods; free_delivery: 0. */
  value: number;
  minGoods: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  uses: number;
  oncePerPhone: boolean;
};

/** Why a code does not apply; the order statement (redeem_discount_code) refuses with the same words. */
export const CODE_REFUSALS = ['unknown', 'not_yet', 'expired', 'under_minimum', 'phone_used', 'used_up'] as const;
export type CodeRefusal = (typeof CODE_REFUSALS)[number];

/** Whether an offer or a code is on at `now` (its end excluded). */
export function isOn(item: { startsAt: string | null; endsAt: string | null }, now: Date): boolean {
  const t = now.getTime();
  return (item.startsAt === null || Date.parse(item.startsAt) <= t) && (item.endsAt === null || t < Date.parse(item.endsAt));
}

export const offerSeen = (o: QuantityOffer): OfferSeen => ({ id: o.id, kind: o.kind, minQuantity: o.minQuantity, value: o.value });
