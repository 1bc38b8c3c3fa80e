// Wilayas with their delivery prices and their communes, for the delivery block (read at build time)
// and for placeOrder (read inside the order's transaction, so the price charged is the current one).
import type { Queryable } from '../db/queryable.ts';
import { db } from '../db/client.ts';
import type { Commune, Wilaya } from '../../domain/shipping/delivery.ts';
type WilayaRow = { code: string; name_fr: string; name_ar: string; home_price: number; office_price: number };

const toWilaya = (r: WilayaRow): Wilaya => ({
  code: r.code,
  nameFr: r.name_fr,
  nameAr: r.name_ar,
  homePrice: r.home_price,
  officePrice: r.office_price,
});

/** The 58 carrier wilayas with their prices (the owner's shipping table). */
export async function listWilayas(sql: Queryable = db()): Promise<Wilaya[]> {
  const rows = await sql<WilayaRow[]>`select code, name_fr, name_ar, home_price, office_price from wilayas order by code`;
  return rows.map(toWilaya);
}

export async function findWilaya(code: string, sql: Queryable = db()): Promise<Wilaya | undefined> {
  const [row] = await sql<WilayaRow[]>`select code, name_fr, name_ar, home_price, office_price from wilayas where code = ${code}`;
  return row && toWilaya(row);
}

/**
 * The shop's choices: the 69 wilayas of 2026 (wilayas_2026), each with the delivery prices of the
 * carrier wilaya it is shipped as; a new one (59-69) names that wilaya as its carrierCode.
 */
export async function listShopWilayas(sql: Queryable = db()): Promise<Wilaya[]> {
  const rows = await sql<(WilayaRow & { carrier_code: string })[]>`
    select n.code, n.name_fr, n.name_ar, n.carrier_code, w.home_price, w.office_price
    from wilayas_2026 n join wilayas w on w.code = n.carrier_code order by n.code`;
  return rows.map((r) => (r.carrier_code === r.code ? toWilaya(r) : { ...toWilaya(r), carrierCode: r.carrier_code }));
}

/**
 * Every commune grouped by wilaya code, names sorted the way the dropdown shows them: a carrier wilaya
 * lists all its communes (carriers still ship the moved ones under it), a new wilaya (59-69) its own.
 */
export async function listCommunesByWilaya(sql: Queryable = db()): Promise<Map<string, Commune[]>> {
  const rows = await sql<{ wilaya_code: string; wilaya_code_2026: string; name_fr: string; name_ar: string }[]>`
    select wilaya_code, wilaya_code_2026, name_fr, name_ar from communes order by wilaya_code, name_fr`;
  const byWilaya = new Map<string, Commune[]>();
  const add = (code: string, commune: Commune) => {
    const list = byWilaya.get(code);
    if (list) list.push(commune);
    else byWilaya.set(code, [commune]);
  };
  for (const r of rows) {
    const commune = { nameFr: r.name_fr, nameAr: r.name_ar };
    add(r.wilaya_code, commune);
    if (r.wilaya_code_2026 !== r.wilaya_code) add(r.wilaya_code_2026, commune);
  }
  return byWilaya;
}

/** A commune an order may name, with the carrier wilaya it is priced and shipped as. */
/**
 * A commune as an order takes it: `carrierCode` is the wilaya of the 58 it is priced, stored and
 * shipped as; `wilaya2026` the wilaya of 2026 it belongs to when that is another (Aflou for Aflou,
 * whose carrier wilaya is Laghouat), for the owner's message.
 */
export type OrderCommune = Commune & { carrierCode: string; wilaya2026?: { code: string; nameFr: string } };

/**
 * The communes of one wilaya, of the 58 or of the 69 (none for a code that is neither): a carrier
 * wilaya's are all that carry its code, a new wilaya's those that moved to it.
 */
export async function listCommunes(wilayaCode: string, sql: Queryable = db()): Promise<OrderCommune[]> {
  const rows = await sql<{ name_fr: string; name_ar: string; wilaya_code: string; new_code: string | null; new_name_fr: string | null }[]>`
    select c.name_fr, c.name_ar, c.wilaya_code, n.code as new_code, n.name_fr as new_name_fr
      from communes c
      left join wilayas_2026 n on n.code = c.wilaya_code_2026 and n.code <> c.wilaya_code
     where c.wilaya_code = ${wilayaCode} or c.wilaya_code_2026 = ${wilayaCode}
     order by c.name_fr`;
  return rows.map((r) => ({
    nameFr: r.name_fr,
    nameAr: r.name_ar,
    carrierCode: r.wilaya_code,
    ...(r.new_code && r.new_name_fr ? { wilaya2026: { code: r.new_code, nameFr: r.new_name_fr } } : {}),
  }));
}
