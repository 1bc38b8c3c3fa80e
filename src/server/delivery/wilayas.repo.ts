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

export async function listWilayas(sql: Queryable = db()): Promise<Wilaya[]> {
  const rows = await sql<WilayaRow[]>`select code, name_fr, name_ar, home_price, office_price from wilayas order by code`;
  return rows.map(toWilaya);
}

export async function findWilaya(code: string, sql: Queryable = db()): Promise<Wilaya | undefined> {
  const [row] = await sql<WilayaRow[]>`select code, name_fr, name_ar, home_price, office_price from wilayas where code = ${code}`;
  return row && toWilaya(row);
}

/** Every commune grouped by wilaya code, names sorted the way the dropdown shows them. */
export async function listCommunesByWilaya(sql: Queryable = db()): Promise<Map<string, Commune[]>> {
  const rows = await sql<{ wilaya_code: string; name_fr: string; name_ar: string }[]>`
    select wilaya_code, name_fr, name_ar from communes order by wilaya_code, name_fr`;
  const byWilaya = new Map<string, Commune[]>();
  for (const r of rows) {
    const list = byWilaya.get(r.wilaya_code) ?? [];
    list.push({ nameFr: r.name_fr, nameAr: r.name_ar });
    byWilaya.set(r.wilaya_code, list);
  }
  return byWilaya;
}

/** The communes of one wilaya (none for a code that is not a wilaya). */
export async function listCommunes(wilayaCode: string, sql: Queryable = db()): Promise<Commune[]> {
  const rows = await sql<{ name_fr: string; name_ar: string }[]>`
    select name_fr, name_ar from communes where wilaya_code = ${wilayaCode} order by name_fr`;
  return rows.map((r) => ({ nameFr: r.name_fr, nameAr: r.name_ar }));
}
