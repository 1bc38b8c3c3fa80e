// The 58 wilayas (names and delivery prices) for the filters and the edit form, read once per visit
// from GET /api/admin/wilayas (the prices the order function uses at this moment); a failed read is
// asked again by the next screen that needs them.
import { useQuery } from '@tanstack/react-query';
import type { WilayaPrice, WilayaPrices } from '../../domain/admin/wilaya-prices.ts';
import type { Locale } from '../../i18n/locales.ts';
import { adminCall } from '../shell/admin-api.ts';

export function useWilayas(): WilayaPrice[] {
  const read = useQuery({
    queryKey: ['wilayas'],
    queryFn: () => adminCall<WilayaPrices>('wilayas').then((answer) => answer.wilayas),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return read.data ?? [];
}

/** '16 · Alger' / '16 · الجزائر': the code first, as carriers and owners know them. */
export const wilayaLabel = (w: Pick<WilayaPrice, 'code' | 'nameFr' | 'nameAr'>, locale: Locale) =>
  `${w.code} · ${locale === 'ar' ? w.nameAr : w.nameFr}`;
