// The 58 wilayas' delivery prices as the admin edits them: one table, bulk changes (set a price for
// several wilayas at once, raise all by N) sent as the list of changed rows. 0 = not offered.
import * as z from 'zod/mini';
import { key, wholeNumber } from './text-rules.ts';
import { MAX_SHIPPING_PRICE, updatedAtSchema } from './settings-forms.ts';

export const WILAYA_COUNT = 58;

export const wilayaPriceSchema = z.object({
  code: z.string(),
  nameFr: z.string(),
  nameAr: z.string(),
  homePrice: z.number(),
  officePrice: z.number(),
});
export type WilayaPrice = z.infer<typeof wilayaPriceSchema>;

/** GET /api/admin/wilayas */
export type WilayaPrices = { wilayas: WilayaPrice[]; updatedAt: string };

export const wilayaChangeSchema = z.object({
  code: z.string(key('unknownWilaya')).check(z.regex(/^\d{2}$/, key('unknownWilaya'))),
  homePrice: wholeNumber(0, MAX_SHIPPING_PRICE),
  officePrice: wholeNumber(0, MAX_SHIPPING_PRICE),
});
export type WilayaChange = z.infer<typeof wilayaChangeSchema>;

/** PUT /api/admin/wilayas: every changed row once; updatedAt is the one GET answered. */
export const wilayaChangesBodySchema = z.object({
  changes: z.array(wilayaChangeSchema, key('invalid')).check(
    z.minLength(1, key('required')),
    z.maxLength(WILAYA_COUNT, key('invalid')),
    z.refine((changes) => new Set(changes.map((c) => c.code)).size === changes.length, key('duplicateWilaya')),
  ),
  updatedAt: updatedAtSchema,
});
export type WilayaChangesBody = z.infer<typeof wilayaChangesBodySchema>;

/** Quick edit: one price for several wilayas (the type left alone when undefined). */
export function setPrices(
  rows: readonly WilayaPrice[],
  codes: readonly string[],
  price: { home?: number; office?: number },
): WilayaChange[] {
  const chosen = new Set(codes);
  return rows
    .filter((r) => chosen.has(r.code))
    .map((r) => ({ code: r.code, homePrice: price.home ?? r.homePrice, officePrice: price.office ?? r.officePrice }));
}

/** Quick edit: raise (or lower, n < 0) every offered price by n; a price not offered stays 0. */
export function raiseAll(rows: readonly WilayaPrice[], n: number): WilayaChange[] {
  const moved = (p: number) => (p === 0 ? 0 : Math.min(MAX_SHIPPING_PRICE, Math.max(0, p + n)));
  return rows
    .map((r) => ({ code: r.code, homePrice: moved(r.homePrice), officePrice: moved(r.officePrice) }))
    .filter((c, i) => c.homePrice !== rows[i]!.homePrice || c.officePrice !== rows[i]!.officePrice);
}
