// The 58 wilayas (names and delivery prices) for the filters and the edit form, read once per visit
// from GET /api/admin/wilayas (the prices the order function uses at this moment).
import { useEffect, useState } from 'react';
import type { WilayaPrice, WilayaPrices } from '../../domain/admin/wilaya-prices.ts';
import type { Locale } from '../../i18n/locales.ts';
import { adminCall } from '../shell/admin-api.ts';

let pending: Promise<WilayaPrice[]> | undefined;

function loadWilayas(): Promise<WilayaPrice[]> {
  pending ??= adminCall<WilayaPrices>('wilayas').then((read) => read.wilayas);
  pending.catch(() => (pending = undefined));
  return pending;
}

export function useWilayas(): WilayaPrice[] {
  const [wilayas, setWilayas] = useState<WilayaPrice[]>([]);
  useEffect(() => {
    let current = true;
    loadWilayas().then((list) => current && setWilayas(list), () => undefined);
    return () => {
      current = false;
    };
  }, []);
  return wilayas;
}

/** '16 · Alger' / '16 · الجزائر': the code first, as carriers and owners know them. */
export const wilayaLabel = (w: Pick<WilayaPrice, 'code' | 'nameFr' | 'nameAr'>, locale: Locale) => `${w.code} · ${locale === 'ar' ? w.nameAr : w.nameFr}`;
