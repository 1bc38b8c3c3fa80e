// The product form as typed (prices stay text until saved, so '12 5' is kept and flagged, not lost)
// and the ProductFields the contract's schema checks and the function stores.
import type { BadgeChoice, ProductFields } from '../../../domain/admin-catalog/product-form.ts';
import { asNumber } from '../../ui/form/numbers.ts';

export type ProductFormValues = Omit<ProductFields, 'price' | 'originalPrice' | 'badge'> & {
  price: string;
  originalPrice: string;
  badge: BadgeChoice;
};

export function valuesOf(fields: ProductFields): ProductFormValues {
  return {
    ...fields,
    price: fields.name === '' && fields.price === 0 ? '' : String(fields.price),
    originalPrice: fields.originalPrice === null ? '' : String(fields.originalPrice),
  };
}

/** Spaces typed as thousands separators ('12 500') are fine; anything else not a whole number fails the schema. */
const typedNumber = (typed: string) => asNumber(typed.replace(/[\s\u00a0\u202f]/g, ''));

export function fieldsOf(values: ProductFormValues): ProductFields {
  return {
    ...values,
    price: typedNumber(values.price),
    originalPrice: values.originalPrice.trim() === '' ? null : typedNumber(values.originalPrice),
  };
}

/** Adds an option (size or colour) unless it is empty or already listed, whatever its case. */
export function withOption(options: readonly string[], typed: string): { options: string[]; taken: boolean } {
  const option = typed.trim();
  if (option === '') return { options: [...options], taken: false };
  const taken = options.some((o) => o.toLocaleLowerCase() === option.toLocaleLowerCase());
  return { options: taken ? [...options] : [...options, option], taken };
}
