// /offers.json: what the cart and the checkout price offers with in the browser (display only: the
// order statement prices them again). The offers not yet ended, and the category of each product a
// category offer covers (the cart's lines do not carry their category).
import type { QuantityOffer } from './offer.types.ts';

export type OffersFile = { offers: QuantityOffer[]; categoryOf: Record<string, string> };

export function offersFile(offers: readonly QuantityOffer[], products: readonly { id: string; category: string }[]): OffersFile {
  const categories = new Set(offers.map((o) => o.category).filter((c): c is string => c !== null));
  const categoryOf: Record<string, string> = {};
  for (const p of products) if (categories.has(p.category)) categoryOf[p.id] = p.category;
  return { offers: [...offers], categoryOf };
}

/** The file as read back: anything that is not this shape prices no offer (the server's price stands). */
export function readOffersFile(value: unknown): OffersFile {
  const v = value as Partial<OffersFile> | null;
  if (!v || !Array.isArray(v.offers) || typeof v.categoryOf !== 'object' || v.categoryOf === null) return { offers: [], categoryOf: {} };
  return { offers: v.offers, categoryOf: v.categoryOf };
}
