// Delivery prices: one price per wilaya and delivery type, 0 meaning the carrier does not go there.
// The same rules run in the delivery block (display) and in placeOrder (the price that counts).
import type { Locale } from '../../i18n/locales.ts';

export const DELIVERY_TYPES = ['home', 'office'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * A wilaya as the shop offers it, with its delivery prices. carrierCode: on a wilaya of 2026 (59-69)
 * only, the wilaya of the 58 it is priced and shipped as (its prices are that wilaya's).
 */
export type Wilaya = { code: string; nameFr: string; nameAr: string; homePrice: number; officePrice: number; carrierCode?: string };
export type Commune = { nameFr: string; nameAr: string };

export type ShippingRules = { freeShippingThreshold: number; minPrice: number; maxPrice: number };

export function isDeliveryType(value: unknown): value is DeliveryType {
  return typeof value === 'string' && (DELIVERY_TYPES as readonly string[]).includes(value);
}

/** The carrier's price for that wilaya and type, or null when that type is not offered there (price 0). */
export function deliveryPrice(wilaya: Pick<Wilaya, 'homePrice' | 'officePrice'>, type: DeliveryType): number | null {
  const price = type === 'home' ? wilaya.homePrice : wilaya.officePrice;
  return price > 0 ? price : null;
}

export const isFreeShipping = (subtotal: number, rules: Pick<ShippingRules, 'freeShippingThreshold'>) =>
  subtotal >= rules.freeShippingThreshold;

export type ShippingQuote = { ok: true; price: number; free: boolean } | { ok: false; reason: 'not_offered' };

/** What the shopper pays for delivery: refused where the type is not offered, free from the threshold on. */
export function shippingQuote(
  subtotal: number,
  wilaya: Pick<Wilaya, 'homePrice' | 'officePrice'>,
  type: DeliveryType,
  rules: Pick<ShippingRules, 'freeShippingThreshold'>,
): ShippingQuote {
  const price = deliveryPrice(wilaya, type);
  if (price === null) return { ok: false, reason: 'not_offered' };
  return isFreeShipping(subtotal, rules) ? { ok: true, price: 0, free: true } : { ok: true, price, free: false };
}

/** Before a wilaya and type are chosen the summary shows 'Free' or the min - max range. */
export type ShippingEstimate =
  { kind: 'free' } | { kind: 'range'; min: number; max: number } | { kind: 'exact'; price: number } | { kind: 'not_offered' };

export function shippingEstimate(
  subtotal: number,
  rules: ShippingRules,
  choice?: { wilaya: Pick<Wilaya, 'homePrice' | 'officePrice'> | undefined; deliveryType: DeliveryType | '' },
): ShippingEstimate {
  if (choice?.wilaya && choice.deliveryType) {
    const quote = shippingQuote(subtotal, choice.wilaya, choice.deliveryType, rules);
    if (!quote.ok) return { kind: 'not_offered' };
    return quote.free ? { kind: 'free' } : { kind: 'exact', price: quote.price };
  }
  if (isFreeShipping(subtotal, rules)) return { kind: 'free' };
  return { kind: 'range', min: rules.minPrice, max: rules.maxPrice };
}

/** 'Add {n} more for free shipping': how far the subtotal is from the threshold, 0 once reached. */
export function amountToFreeShipping(subtotal: number, rules: Pick<ShippingRules, 'freeShippingThreshold'>): number {
  return Math.max(0, rules.freeShippingThreshold - subtotal);
}

/**
 * The delivery block's dropdown order: by the wilaya's name as the page shows it first, the French name
 * as Algerians write it in Latin letters, or the Arabic name on Arabic pages.
 */
export function sortWilayasByName<W extends Pick<Wilaya, 'nameFr' | 'nameAr'>>(wilayas: readonly W[], locale: Locale = 'en'): W[] {
  const nameOf = (w: W) => (locale === 'ar' ? w.nameAr : w.nameFr);
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'fr', { sensitivity: 'base' });
  return [...wilayas].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}
