// A product's texts in the languages other than the shop's default (products.translations) and a
// category's labels, as the editor, the CSV import and the functions check them: the base fields'
// limits, plain text, trimmed; an empty text is no text (the shop falls back to the default
// language's). One canonical shape (languages and fields in a fixed order, nothing empty), so two
// equal translations compare equal whatever order the database or a form gave them in.
import * as z from 'zod/mini';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { CategoryLabels, ProductTexts, ProductTranslations } from '../catalog/product-texts.ts';
import { key, text } from '../admin/text-rules.ts';

export const MAX_DETAILS = 30;

const translatedTexts = z.object({
  name: z.optional(text(200)),
  description: z.optional(text(5000)),
  details: z.optional(z.array(text(300), key('invalid')).check(z.maxLength(MAX_DETAILS, key('tooMany')))),
  shippingReturns: z.optional(text(5000)),
});

/** One language's texts without the empty ones; undefined when none is left. */
export function compactTexts(texts: ProductTexts | undefined): ProductTexts | undefined {
  if (!texts) return undefined;
  const out: ProductTexts = {};
  if (texts.name?.trim()) out.name = texts.name.trim();
  if (texts.description?.trim()) out.description = texts.description.trim();
  const details = (texts.details ?? []).map((d) => d.trim()).filter(Boolean);
  if (details.length) out.details = details;
  if (texts.shippingReturns?.trim()) out.shippingReturns = texts.shippingReturns.trim();
  return Object.keys(out).length ? out : undefined;
}

/** Every language's texts, canonical: LOCALES order, empty texts and empty languages left out. */
export function compactTranslations(translations: ProductTranslations | null | undefined, except?: Locale): ProductTranslations {
  const out: ProductTranslations = {};
  for (const locale of LOCALES) {
    if (locale === except) continue;
    const texts = compactTexts(translations?.[locale]);
    if (texts) out[locale] = texts;
  }
  return out;
}

export const translationsSchema = z.pipe(
  z.partialRecord(z.enum(LOCALES, key('invalid')), translatedTexts),
  z.transform((t: ProductTranslations) => compactTranslations(t)),
);

/** A category's labels, canonical: LOCALES order, trimmed, empty ones left out. */
export function compactLabels(labels: CategoryLabels | null | undefined): CategoryLabels {
  const out: CategoryLabels = {};
  for (const locale of LOCALES) {
    const label = labels?.[locale]?.trim();
    if (label) out[locale] = label;
  }
  return out;
}

export const labelsSchema = z.pipe(
  z.partialRecord(z.enum(LOCALES, key('invalid')), text(60)),
  z.transform((l: CategoryLabels) => compactLabels(l)),
);

/** PUT /api/admin/categories/labels: one category's label in each language (empty: its name shows). */
export const categoryLabelsBodySchema = z.object({ name: text(60, { required: true }), labels: labelsSchema });
export type CategoryLabelsBody = z.infer<typeof categoryLabelsBodySchema>;

/** A category as the admin lists it: what products carry, its address and its labels. */
export type AdminCategory = { name: string; slug: string; labels: CategoryLabels };
