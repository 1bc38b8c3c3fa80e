// The product form as typed (prices stay text until saved, so '12 5' is kept and flagged, not lost)
// and the ProductFields the contract's schema checks and the function stores.
import type { BadgeChoice, ProductFields } from '../../../domain/admin-catalog/product-form.ts';
import type { ProductTranslations } from '../../../domain/catalog/product-texts.ts';
import { LOCALES, type Locale } from '../../../i18n/locales.ts';
import { asNumber } from '../../ui/form/numbers.ts';

/** One language's texts as typed (empty: none; the shop then shows the default language's). */
export type TypedTexts = { name: string; description: string; details: string[]; shippingReturns: string };

export type ProductFormValues = Omit<ProductFields, 'price' | 'originalPrice' | 'badge' | 'translations'> & {
  price: string;
  originalPrice: string;
  badge: BadgeChoice;
  translations: Record<Locale, TypedTexts>;
};

const typedTexts = (translations: ProductTranslations | undefined): Record<Locale, TypedTexts> =>
  Object.fromEntries(
    LOCALES.map((l) => {
      const t = translations?.[l];
      return [
        l,
        { name: t?.name ?? '', description: t?.description ?? '', details: t?.details ?? [], shippingReturns: t?.shippingReturns ?? '' },
      ];
    }),
  ) as Record<Locale, TypedTexts>;

export function valuesOf(fields: ProductFields): ProductFormValues {
  return {
    ...fields,
    price: fields.name === '' && fields.price === 0 ? '' : String(fields.price),
    originalPrice: fields.originalPrice === null ? '' : String(fields.originalPrice),
    translations: typedTexts(fields.translations),
  };
}

/** Spaces typed as thousands separators ('12 500') are fine; anything else not a whole number fails the schema. */
const typedNumber = (typed: string) => asNumber(typed.replace(/[\s\u00a0\u202f]/g, ''));

/**
 * What a save sends. The translations go as typed, the default language's apart (its texts are the
 * product's own fields), so an error's path (translations.ar.details.2) is the line on the screen;
 * the schema leaves out the empty ones.
 */
export function fieldsOf(values: ProductFormValues, defaultLocale?: Locale): ProductFields {
  return {
    ...values,
    price: typedNumber(values.price),
    originalPrice: values.originalPrice.trim() === '' ? null : typedNumber(values.originalPrice),
    translations: Object.fromEntries(LOCALES.filter((l) => l !== defaultLocale).map((l) => [l, values.translations[l]])),
  };
}

/** Adds an option (size or colour) unless it is empty or already listed, whatever its case. */
export function withOption(options: readonly string[], typed: string): { options: string[]; taken: boolean } {
  const option = typed.trim();
  if (option === '') return { options: [...options], taken: false };
  const taken = options.some((o) => o.toLocaleLowerCase() === option.toLocaleLowerCase());
  return { options: taken ? [...options] : [...options, option], taken };
}
