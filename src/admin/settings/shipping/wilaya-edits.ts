// The wilaya price table's edits, as pure functions: prices are typed as text per wilaya, quick
// edits (one price for the selected wilayas, raise every offered price by N) write into those
// texts, and only the wilayas whose numbers differ from the server's are sent.
import { raiseAll as raiseAllPrices, setPrices, type WilayaChange, type WilayaPrice } from '../../../domain/admin/wilaya-prices.ts';

export type WilayaPrices = WilayaPrice;
export type TypedPrices = { home: string; office: string };
export type Edits = Readonly<Record<string, TypedPrices>>;
export type PriceTarget = 'home' | 'office' | 'both';
export type { WilayaChange };

const PRICE = /^\s*\d{1,7}\s*$/;
export const isPrice = (typed: string) => PRICE.test(typed);

export function typedOf(row: WilayaPrices, edits: Edits): TypedPrices {
  return edits[row.code] ?? { home: String(row.homePrice), office: String(row.officePrice) };
}

export function editPrice(edits: Edits, row: WilayaPrices, type: 'home' | 'office', typed: string): Edits {
  return { ...edits, [row.code]: { ...typedOf(row, edits), [type]: typed } };
}

/** The table as typed so far (a price not yet a number counts as what the server holds). */
function current(rows: readonly WilayaPrices[], edits: Edits): WilayaPrices[] {
  return rows.map((row) => {
    const typed = typedOf(row, edits);
    return {
      ...row,
      homePrice: isPrice(typed.home) ? Number(typed.home) : row.homePrice,
      officePrice: isPrice(typed.office) ? Number(typed.office) : row.officePrice,
    };
  });
}

function written(edits: Edits, changes: readonly WilayaChange[]): Edits {
  const next: Record<string, TypedPrices> = { ...edits };
  for (const change of changes) next[change.code] = { home: String(change.homePrice), office: String(change.officePrice) };
  return next;
}

/** One price for the selected wilayas (the domain's quick edit, over what is typed). */
export function setPriceFor(
  edits: Edits,
  rows: readonly WilayaPrices[],
  codes: ReadonlySet<string>,
  target: PriceTarget,
  price: number,
): Edits {
  const chosen = { ...(target !== 'office' ? { home: price } : {}), ...(target !== 'home' ? { office: price } : {}) };
  return written(edits, setPrices(current(rows, edits), [...codes], chosen));
}

/** Every offered price raised by n (the domain's rule: 0 stays 0, never below 0). */
export function raiseAll(edits: Edits, rows: readonly WilayaPrices[], n: number): Edits {
  return written(edits, raiseAllPrices(current(rows, edits), n));
}

/** The wilayas whose typed prices differ from the server's; invalid texts are reported, not sent. */
export function changesOf(rows: readonly WilayaPrices[], edits: Edits): { changes: WilayaChange[]; invalid: string[] } {
  const changes: WilayaChange[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const typed = edits[row.code];
    if (!typed) continue;
    if (!isPrice(typed.home) || !isPrice(typed.office)) {
      invalid.push(row.code);
      continue;
    }
    const homePrice = Number(typed.home);
    const officePrice = Number(typed.office);
    if (homePrice !== row.homePrice || officePrice !== row.officePrice) changes.push({ code: row.code, homePrice, officePrice });
  }
  return { changes, invalid };
}

/** Matches a wilaya by its number or either name, ignoring case and accents ('bejaia' finds Béjaïa). */
export function matchesFilter(row: WilayaPrices, filter: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(filter.trim());
  if (!wanted) return true;
  return row.code === wanted.padStart(2, '0') || fold(row.nameFr).includes(wanted) || fold(row.nameAr).includes(wanted);
}
