// Stock as the admin changes it: deltas (stock = stock + n), never absolute numbers, so units sold
// while the owner types are never overwritten. A grid cell typed from 5 to 12 sends delta +7.
import * as z from 'zod/mini';
import { key, wholeNumber } from '../admin/text-rules.ts';

export const MAX_STOCK_DELTA = 100_000;
export const MAX_STOCK_CHANGES = 500;
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export const stockChangeSchema = z.object({
  variantId: z.number(key('invalid')).check(z.int(key('invalid')), z.gte(1, key('invalid'))),
  delta: wholeNumber(-MAX_STOCK_DELTA, MAX_STOCK_DELTA).check(z.refine((n) => n !== 0, key('outOfRange'))),
});
/** POST /api/admin/stock: all applied or none. */
export const stockChangesBodySchema = z.object({
  changes: z.array(stockChangeSchema, key('invalid')).check(
    z.minLength(1, key('required')),
    z.maxLength(MAX_STOCK_CHANGES, key('tooMany')),
    z.refine((c) => new Set(c.map((x) => x.variantId)).size === c.length, key('duplicate')),
  ),
});
export type StockChangesBody = z.infer<typeof stockChangesBodySchema>;

/** PUT /api/admin/stock/threshold: a variant at or under it counts as low. */
export const thresholdBodySchema = z.object({ threshold: wholeNumber(0, 100_000) });
export type ThresholdBody = z.infer<typeof thresholdBodySchema>;

/** A variant after a change, as POST /api/admin/stock answers it. */
export type LiveVariant = { id: number; productId: string; size: string; color: string; stock: number };
/** GET /api/admin/stock/low */
export type LowStockVariant = LiveVariant & { productName: string; published: boolean };
export type LowStockView = { threshold: number; variants: LowStockVariant[] };
/** 409 stock_below_zero: error.details */
export type StockShortfall = { variantId: number; stock: number; delta: number };

export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** out: no unit at all; low: some variant at or under the threshold; in: otherwise. */
export function stockStateOf(stocks: readonly number[], threshold: number): StockState {
  if (stocks.every((s) => s <= 0)) return 'out';
  return stocks.some((s) => s <= threshold) ? 'low' : 'in';
}
