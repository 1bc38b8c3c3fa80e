// GET /api/admin/products: every product in the owner's order (the shop's order), filtered on the
// server. Archived products are listed only when asked for (archived=true).
import * as z from 'zod/mini';
import { key, text } from '../admin/text-rules.ts';
import { STOCK_STATES, type StockState } from './stock.ts';
import type { Locale } from '../../i18n/locales.ts';

/** The query string, as strings (absent = no filter). */
export const productListQuerySchema = z.object({
  q: z.optional(text(200)),
  category: z.optional(text(60)),
  published: z.optional(z.enum(['true', 'false'], key('invalid'))),
  archived: z.optional(z.enum(['true', 'false'], key('invalid'))),
  stock: z.optional(z.enum(STOCK_STATES, key('invalid'))),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export type ProductSummary = {
  id: string;
  name: string;
  category: string;
  price: number;
  published: boolean;
  archived: boolean;
  position: number;
  /** the first image (800 px), or null */
  image: string | null;
  updatedAt: string;
  /** the languages, the default one apart, in which the product has no name or no description */
  missingLanguages: Locale[];
  stock: { units: number; variants: number; low: number; out: number; state: StockState };
};

export type ProductList = {
  products: ProductSummary[];
  /** every category in use (archived products' included), for the filter and the form's picker */
  categories: string[];
  lowStockThreshold: number;
};

/** POST /api/admin/product-order: one step up or down, or the whole order (every non-archived id once). */
export const productOrderBodySchema = z.union([
  z.object({ id: z.string(key('invalid')), direction: z.enum(['up', 'down'], key('invalid')) }),
  z.object({
    ids: z.array(z.string(key('invalid')), key('invalid')).check(
      z.minLength(1, key('required')),
      z.maxLength(20_000, key('tooMany')),
      z.refine((ids) => new Set(ids).size === ids.length, key('duplicate')),
    ),
  }),
]);
export type ProductOrderBody = z.infer<typeof productOrderBodySchema>;

/** POST /api/admin/categories/rename: every product of `from` moves to `to` (an existing name merges). */
export const renameCategoryBodySchema = z.object({ from: text(60, { required: true }), to: text(60, { required: true }) });
export type RenameCategoryBody = z.infer<typeof renameCategoryBodySchema>;
