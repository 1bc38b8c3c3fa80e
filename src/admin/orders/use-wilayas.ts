// The 58 wilayas (names and delivery prices) for the filters and the edit form, read once per visit
// from GET /api/admin/wilayas (the prices the order function uses at this moment); a failed read is
// asked again by the next screen that needs them. A save of the shipping table updates them (wilayas-query.ts).
import { useQuery } from '@tanstack/react-query';
import type { WilayaPrice } from '../../domain/admin/wilaya-prices.ts';
import type { Locale } from '../../i18n/locales.ts';
import { wilayasQuery } from '../core/wilayas-query.ts';

export function useWilayas(): WilayaPrice[] {
  const read = useQuery({ ...wilayasQuery, select: (answer) => answer.wilayas, staleTime: Number.POSITIVE_INFINITY });
  return read.data ?? [];
}

/** '16 · Alger' / '16 · الجزائر': the code first, as carriers and owners know them. */
export const wilayaLabel = (w: Pick<WilayaPrice, 'code' | 'nameFr' | 'nameAr'>, locale: Locale) =>
  `${w.code} · ${locale === 'ar' ? w.nameAr : w.nameFr}`;
