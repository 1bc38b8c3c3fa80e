// The product as pages and islands see it (never a database row).
import type { Locale } from '../../i18n/locales.ts';
import {
  categoryLabelIn,
  textsIn,
  type CategoryLabels,
  type ProductNames,
  type ProductTextField,
  type ProductTranslations,
} from './product-texts.ts';

/** lang and dir for a text of a localized product not written in the page's language (nothing when it is). */
export function textLangOf(product: Pick<Product, 'textLocales'>, field: ProductTextField, pageLocale: Locale) {
  const lang = product.textLocales?.[field];
  return lang && lang !== pageLocale ? { lang, dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const) } : {};
}
import { slugOf } from './slug.ts';
export const BADGES = ['new', 'bestseller', 'limited'] as const;
export type Badge = (typeof BADGES)[number];

export type Variant = { id: number; size: string; color: string; stock: number };

export type Product = {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice: number | null;
  category: string;
  images: string[];
  /** the owner's alt text of each image ('' or missing: the page words one from the name) */
  imageAlts?: string[];
  details: string[];
  shippingReturns: string;
  colors: string[];
  sizes: string[];
  badge: Badge | null;
  variants: Variant[];
  /** The texts the owner wrote in the other languages (product-texts.ts); the fields above are the default language's. */
  translations?: ProductTranslations;
  /** The category's stable address (filters, links) and its label per language; `category` is its name. */
  categorySlug?: string;
  categoryLabels?: CategoryLabels;
  /** Set on a product localized for a page (productIn): the language each of its texts is really in. */
  textLocales?: Record<ProductTextField, Locale>;
  /** Set by productIn: the name in every language it exists in (the default language's included). */
  names?: ProductNames;
};

/**
 * The product as a page in `locale` shows it: its texts in that language where the owner wrote them
 * (else the default language's, with textLocales saying so) and its category's label.
 */
export function productIn<P extends Product>(product: P, locale: Locale, defaultLocale: Locale): P {
  const texts = textsIn(product, product.translations, locale, defaultLocale);
  const category = categoryLabelIn({ name: product.category, labels: product.categoryLabels ?? {} }, locale);
  const names: ProductNames = { [defaultLocale]: product.name };
  for (const [l, own] of Object.entries(product.translations ?? {})) if (own?.name) names[l as Locale] = own.name;
  return { ...product, ...texts, names, category, categorySlug: product.categorySlug ?? categorySlugOf(product.category) };
}

/** A category's slug when the database gave none (a catalog built outside it): its name, made an address. */
export const categorySlugOf = (name: string) => slugOf(name) || 'category';

export const DESCRIPTION_PREVIEW_LENGTH = 40;

export function isInStock(product: Pick<Product, 'variants'>): boolean {
  return product.variants.some((v) => v.stock > 0);
}

export function mainImage(product: Pick<Product, 'images'>): string | undefined {
  return product.images[0];
}

/** The shop card's description: the first 40 characters, then '...' when there was more. */
export function previewDescription(description: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const chars = Array.from(description); // count characters, not UTF-16 units (Arabic, emoji)
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : description;
}

export function categoriesOf(products: Pick<Product, 'category'>[]): string[] {
  return [...new Set(products.map((p) => p.category))];
}
