// The admin's product: what GET /api/admin/products/{id} answers, and the body of a create or a
// save. The same schemas check the product form in the island and the bodies in the functions.
// Limits are the database's (supabase/migrations/*_schema.sql), so a valid form is a valid row.
import * as z from 'zod/mini';
import { key, text, wholeNumber } from '../admin/text-rules.ts';
import { updatedAtSchema } from '../admin/settings-forms.ts';
import { MAX_DETAILS, translationsSchema } from './translations.ts';
import type { ProductTranslations } from '../catalog/product-texts.ts';

export const MAX_PRICE = 10_000_000;
export const BADGE_CHOICES = ['none', 'new', 'bestseller', 'limited'] as const;
export type BadgeChoice = (typeof BADGE_CHOICES)[number];
export { MAX_DETAILS };
export const MAX_OPTIONS = 20;

const distinct = (values: readonly string[]) => new Set(values.map((v) => v.toLocaleLowerCase())).size === values.length;

/** A list of short texts (sizes, colours): each trimmed and required, none twice, at most MAX_OPTIONS. */
const optionList = (max: number) =>
  z
    .array(text(max, { required: true }), key('invalid'))
    .check(z.maxLength(MAX_OPTIONS, key('tooMany')), z.refine(distinct, key('duplicate')));

export const productFields = {
  name: text(200, { required: true }),
  price: wholeNumber(0, MAX_PRICE),
  /** null = none; shown struck through on the shop when higher than the price */
  originalPrice: z.nullable(wholeNumber(1, MAX_PRICE)),
  description: text(5000),
  /** an existing category or a new one (typed) */
  category: text(60, { required: true }),
  badge: z.enum(BADGE_CHOICES, key('invalid')),
  details: z.array(text(300, { required: true }), key('invalid')).check(z.maxLength(MAX_DETAILS, key('tooMany'))),
  shippingReturns: text(5000),
  colors: optionList(40),
  sizes: optionList(20),
  /** the texts in the other languages ({ ar: { name, ... } }); absent from a body: left as they are */
  translations: z.optional(translationsSchema),
};
export const productFieldsSchema = z.object(productFields);
export type ProductFields = z.infer<typeof productFieldsSchema>;

/** POST /api/admin/products: a new draft. */
export const createProductBodySchema = productFieldsSchema;
export type CreateProductBody = ProductFields;

/**
 * PUT /api/admin/products/{id}: every field, the version the form read, and, when the new sizes or
 * colours drop grid cells that hold stock, confirmStockRemoval: true (else 409 stock_at_stake).
 */
export const updateProductBodySchema = z.object({
  ...productFields,
  updatedAt: updatedAtSchema,
  confirmStockRemoval: z.optional(z.boolean(key('invalid'))),
});
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/** POST /api/admin/products/{id}/publish: published false = back to draft; true also restores an archived product. */
export const publishBodySchema = z.object({ published: z.boolean(key('invalid')), updatedAt: updatedAtSchema });
export type PublishBody = z.infer<typeof publishBodySchema>;

export type AdminVariant = { id: number; size: string; color: string; stock: number };
export type AdminImage = { url: string; alt: string };

/** GET /api/admin/products/{id} (and every answer that returns one product, as { product }). */
export type AdminProduct = ProductFields & {
  /** the texts the owner wrote in the languages other than the default (compact: no empty text) */
  translations: ProductTranslations;
  id: string;
  images: AdminImage[];
  published: boolean;
  archived: boolean;
  /** true once published: the id (URL) no longer follows the name */
  idLocked: boolean;
  position: number;
  updatedAt: string;
  /** one per size × colour (a product without sizes and colours has one, size '' colour '') */
  variants: AdminVariant[];
};

/** An empty product form. */
export const emptyProductFields = (): ProductFields => ({
  name: '',
  price: 0,
  originalPrice: null,
  description: '',
  category: '',
  badge: 'none',
  details: [],
  shippingReturns: '',
  colors: [],
  sizes: [],
  translations: {},
});

/** The product's fields as the form edits them (what a save sends back, plus updatedAt). */
export function fieldsOf(product: AdminProduct): ProductFields {
  const { name, price, originalPrice, description, category, badge, details, shippingReturns, colors, sizes, translations } = product;
  return { name, price, originalPrice, description, category, badge, details, shippingReturns, colors, sizes, translations };
}
