// Which products a query finds, and in what order. Every word of the query must appear somewhere
// in the product's name, category or description (case, accents and Arabic spelling variants
// forgiven); products whose name holds every word come first, each group in the shop's order.
// `described(term)` gives the positions of products whose description words start with the term,
// when those words live in word shards rather than in the entries.
import { searchTerms } from './normalize.ts';
import type { SearchEntry } from './search-index.ts';

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_DEBOUNCE_MS = 300;

/** Suggestions need 2 characters that are not spaces. */
export const wantsSuggestions = (query: string) => query.trim().length >= SUGGESTION_MIN_CHARS;

export type Described = (term: string) => ReadonlySet<number> | undefined;
type Matchable = Pick<SearchEntry, 'foldedName' | 'haystack' | 'position'>;

export function findMatches<E extends Matchable>(
  entries: readonly E[],
  query: string,
  limit = Infinity,
  described: Described = () => undefined,
): E[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return entries.slice(0, limit);
  const inDescriptions = terms.map(described);
  const inName: E[] = [];
  const elsewhere: E[] = [];
  for (const entry of entries) {
    if (!terms.every((t, i) => entry.haystack.includes(t) || inDescriptions[i]?.has(entry.position))) continue;
    if (terms.every((t) => entry.foldedName.includes(t))) {
      inName.push(entry);
      if (inName.length >= limit) break; // enough of the best kind: the rest cannot come before them
    } else if (elsewhere.length < limit) elsewhere.push(entry);
  }
  return inName.concat(elsewhere).slice(0, limit);
}

export function suggestionsFor<E extends Matchable>(entries: readonly E[], query: string, described?: Described): E[] {
  if (!wantsSuggestions(query)) return [];
  return findMatches(entries, query, SUGGESTION_LIMIT, described);
}

/**
 * The results a query is sure to start with, found among the shop's first products alone (what the
 * search page is built with): those whose name holds every word. Name matches come first in the
 * results, in the shop's order, so products further on can only come after these.
 */
export function firstNameMatches<E extends Pick<SearchEntry, 'foldedName'>>(firstProducts: readonly E[], query: string): E[] {
  const terms = searchTerms(query);
  return terms.length === 0 ? [] : firstProducts.filter((entry) => terms.every((t) => entry.foldedName.includes(t)));
}
