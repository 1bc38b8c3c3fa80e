// The order's commune as its official names: whatever the shopper typed (French or Arabic, any case
// or accents) becomes the commune's French name, stored with its Arabic one, or the order is refused
// when its wilaya has no such commune (the carriers' most common parcel error is a misspelt commune).
// A wilaya of 2026 (59-69) with one of its communes becomes the carrier wilaya it was split from: the
// order is priced, stored and shipped on that code, and its 2026 code follows from the commune (the
// orders table's trigger, supabase/definitions/orders_wilaya_code_2026.sql).
import type { Sql } from '../db/client.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { lookUpCommune } from '../delivery/commune-lookup.ts';
import { OrderRefusal } from './order-refusal.ts';

export type NamedCommune =
  | { ok: true; request: OrderRequest; communeAr: string; wilaya2026?: { code: string; nameFr: string } }
  | { ok: false; refusal: OrderRefusal };

export async function withOfficialCommune(sql: Sql, request: OrderRequest): Promise<NamedCommune> {
  const found = await lookUpCommune(sql, request.wilayaCode, request.commune);
  // A code that is no wilaya is refused by the pricing, with the province's message.
  if (found.kind === 'no_wilaya') return { ok: true, request, communeAr: '' };
  if (found.kind === 'unknown')
    return { ok: false, refusal: new OrderRefusal('commune_unknown', { messageKey: 'communeUnknown', field: 'commune' }) };
  const { nameFr, nameAr, carrierCode, wilaya2026 } = found.commune;
  const named = { ok: true, request: { ...request, wilayaCode: carrierCode, commune: nameFr }, communeAr: nameAr } as const;
  return wilaya2026 ? { ...named, wilaya2026 } : named;
}
