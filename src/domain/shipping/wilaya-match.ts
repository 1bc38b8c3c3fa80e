// Which wilayas a shopper means by what she types in the delivery block: the number ("59", or "5" for
// 05 then 50-59), the French, Arabic or English name of the wilaya (name-rank.ts), and for a wilaya of
// 2026 (59-69) the name of the wilaya it was split from, where she used to find her commune: typing
// Laghouat shows Laghouat, then Aflou.
import { byRank, foldQuery, nameRank, placeNames, type FoldedNames } from './name-rank.ts';
import type { Wilaya } from './delivery.ts';

// The wilayas whose English name is not their French one with its accents dropped (English
// Wikipedia's "Provinces of Algeria"), and spellings shoppers use that folding does not bring
// together (the Arabic عين صالح reads "Ain Salah").
export const OTHER_WILAYA_NAMES: Readonly<Record<string, readonly string[]>> = {
  '16': ['Algiers'],
  '36': ['El Taref'],
  '53': ['Ain Salah'],
  '54': ['Ain Guezzam'],
  '58': ['El Menia'],
};

type Entry<W> = { wilaya: W; own: FoldedNames; parent: FoldedNames | undefined };
export type WilayaIndex<W extends Wilaya = Wilaya> = readonly Entry<W>[];

const namesOf = (w: Wilaya) => placeNames([w.nameFr, w.nameAr, ...(OTHER_WILAYA_NAMES[w.code] ?? [])]);

/** The list's names folded once (the block builds it when the page's wilayas arrive). */
export function wilayaIndex<W extends Wilaya>(wilayas: readonly W[]): WilayaIndex<W> {
  const byCode = new Map(wilayas.map((w) => [w.code, w]));
  return wilayas.map((wilaya) => {
    const parent = wilaya.carrierCode ? byCode.get(wilaya.carrierCode) : undefined;
    return { wilaya, own: namesOf(wilaya), parent: parent && namesOf(parent) };
  });
}

const DIGITS = /^\d+$/;

/**
 * A number typed: its own wilaya first (5 and 05 are Batna), then those whose number starts with it,
 * in the order of their numbers (2.50 before 2.59), as a shopper counting on reads them.
 */
function codeRank(code: string, digits: string): number | undefined {
  if (Number(code) === Number(digits)) return 0;
  return code.startsWith(digits) ? 2 + Number(code) / 100 : undefined;
}

/**
 * The wilayas that answer the query, best first, in the list's order within a rank; every wilaya for
 * a blank query. A new wilaya found through its parent's name comes just after its parent's rank.
 */
export function searchWilayas<W extends Wilaya>(index: WilayaIndex<W>, typed: string): W[] {
  const query = foldQuery(typed);
  if (query.terms.length === 0) return index.map((e) => e.wilaya);
  const numbers = query.terms.filter((t) => DIGITS.test(t));
  const words = foldQuery(query.terms.filter((t) => !DIGITS.test(t)).join(' '));
  const rankOf = ({ wilaya, own, parent }: Entry<W>) => {
    const byCode = numbers.length ? Math.max(...numbers.map((n) => codeRank(wilaya.code, n) ?? Infinity)) : undefined;
    if (byCode === Infinity) return undefined;
    if (words.terms.length === 0) return byCode;
    const byName = nameRank(own, words);
    const byParent = parent && nameRank(parent, words);
    const rank = Math.min(byName ?? Infinity, byParent === undefined ? Infinity : byParent + 0.5);
    return rank === Infinity ? undefined : rank;
  };
  return byRank(index, rankOf).map((e) => e.wilaya);
}

/** The one wilaya the text names outright (its number, or a whole name), for a field left without a pick. */
export function wilayaNamed<W extends Wilaya>(index: WilayaIndex<W>, typed: string): W | undefined {
  const found = searchWilayas(index, typed);
  const query = foldQuery(typed);
  const first = found[0] && index.find((e) => e.wilaya === found[0]);
  if (!first || query.terms.length === 0) return undefined;
  const exact = (DIGITS.test(query.compact) && Number(first.wilaya.code) === Number(query.compact)) || nameRank(first.own, query) === 1;
  return exact ? first.wilaya : undefined;
}
