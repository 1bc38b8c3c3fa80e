// A product's texts in the shopper's language. The product's own fields (name, description, details,
// shipping text) are the shop's default language, the one that must exist; the owner may write each
// of them in the other languages too (translations). A text missing in a language falls back to the
// default language's, and the page then marks it as written in that language (lang and dir on its
// element), so an English name sits isolated inside an Arabic page instead of scrambling its line.
// A category shows its label in the page's language, or its name. Pure.
import type { Locale } from '../../i18n/locales.ts';

export const PRODUCT_TEXT_FIELDS = ['name', 'description', 'details', 'shippingReturns'] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];
export type ProductTexts = { name?: string; description?: string; details?: string[]; shippingReturns?: string };
export type ProductTranslations = Partial<Record<Locale, ProductTexts>>;
export type ProductNames = Partial<Record<Locale, string>>;
export type CategoryLabels = Partial<Record<Locale, string>>;

type Texts = { name: string; description: string; details: string[]; shippingReturns: string };

const written = (value: string | undefined): value is string => typeof value === 'string' && value !== '';

/**
 * The name an order line keeps: the one in the order's language where the owner wrote one. The same
 * rule as store_order's check (`coalesce(nullif(translations -> locale ->> 'name', ''), name)`).
 */
export function nameIn(line: { productName: string; names: ProductNames }, locale: Locale | null | undefined): string {
  const name = locale ? line.names[locale] : undefined;
  return written(name) ? name : line.productName;
}

/**
 * Each text of the product in `locale`, or the default language's where that language has none;
 * `textLocales` says which language each is really in (for its element's lang and dir).
 */
export function textsIn(
  base: Texts,
  translations: ProductTranslations | undefined,
  locale: Locale,
  defaultLocale: Locale,
): Texts & { textLocales: Record<ProductTextField, Locale> } {
  const own = locale === defaultLocale ? {} : (translations?.[locale] ?? {});
  const details = own.details?.some(written) ? own.details.filter(written) : undefined;
  const lang = (mine: boolean) => (mine ? locale : defaultLocale);
  return {
    name: written(own.name) ? own.name : base.name,
    description: written(own.description) ? own.description : base.description,
    details: details ?? base.details,
    shippingReturns: written(own.shippingReturns) ? own.shippingReturns : base.shippingReturns,
    textLocales: {
      name: lang(written(own.name)),
      description: lang(written(own.description)),
      details: lang(details !== undefined),
      shippingReturns: lang(written(own.shippingReturns)),
    },
  };
}

/** The languages a product lacks a name or a description in, the default language apart. */
export function missingLanguages(
  base: Pick<Texts, 'name' | 'description'>,
  translations: ProductTranslations | undefined,
  locales: readonly Locale[],
  defaultLocale: Locale,
): Locale[] {
  return locales.filter(
    (l) =>
      l !== defaultLocale && (!written(translations?.[l]?.name) || (written(base.description) && !written(translations?.[l]?.description))),
  );
}

/** The category's label in `locale`, or its name. */
export const categoryLabelIn = (category: { name: string; labels: CategoryLabels }, locale: Locale): string =>
  written(category.labels[locale]) ? category.labels[locale] : category.name;
