// How well a place's names answer what a shopper is typing, for the delivery block's searchable lists
// (wilayas and communes). Text is folded the way the shop's search folds it (case, accents, the Arabic
// letter forms typed interchangeably, harakat and tatweel), and also compared without spaces, so
// "msila" finds M'Sila and "bousaada" Bou Saâda. Pure: the lists fold their names once (placeNames).
import { normalizeForSearch } from '../search/normalize.ts';

/** A place's names folded for matching: each whole name, its words, and each name without spaces. */
export type FoldedNames = { names: string[]; words: string[]; compact: string[] };

// The Arabic article: "اغواط" starts a word of "الاغواط" as well as "الاغواط" does.
const ARTICLE = 'ال';

export function placeNames(names: readonly string[]): FoldedNames {
  const folded = [...new Set(names.map(normalizeForSearch).filter(Boolean))];
  const words = folded.flatMap((n) => n.split(' '));
  const bare = words.filter((w) => w.startsWith(ARTICLE) && w.length > ARTICLE.length + 1).map((w) => w.slice(ARTICLE.length));
  return { names: folded, words: [...words, ...bare], compact: folded.map((n) => n.replace(/ /g, '')) };
}

/** What a typed query is, folded once per keystroke. */
export type Query = { terms: string[]; whole: string; compact: string };

export function foldQuery(typed: string): Query {
  const whole = normalizeForSearch(typed);
  return { terms: whole ? whole.split(' ') : [], whole, compact: whole.replace(/ /g, '') };
}

/**
 * Lower is better, undefined when the names do not match: 1 a whole name, 2 the start of a name,
 * 3 the start of a word for every word typed, 4 anywhere in the names.
 */
export function nameRank(names: FoldedNames, query: Query): number | undefined {
  if (query.terms.length === 0) return undefined;
  if (names.names.includes(query.whole) || names.compact.includes(query.compact)) return 1;
  if (names.names.some((n) => n.startsWith(query.whole)) || names.compact.some((n) => n.startsWith(query.compact))) return 2;
  if (query.terms.every((t) => names.words.some((w) => w.startsWith(t)))) return 3;
  if (query.terms.every((t) => names.names.some((n) => n.includes(t))) || names.compact.some((n) => n.includes(query.compact))) return 4;
  return undefined;
}

/** The items that match, best rank first, the list's own order kept within a rank. */
export function byRank<T>(items: readonly T[], rankOf: (item: T) => number | undefined): T[] {
  return items
    .map((item, position) => ({ item, position, rank: rankOf(item) }))
    .filter((r): r is { item: T; position: number; rank: number } => r.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((r) => r.item);
}
