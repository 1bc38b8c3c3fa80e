// Which of a wilaya's communes the shopper named. The form's searchable list offers each commune by its
// French and its Arabic name, and a shopper may type either without picking it; both the form and
// the order function match what was typed the way the shop's search folds text (case, accents, the
// Arabic letter forms people type interchangeably, spaces and punctuation), against the whole name.
import { normalizeForSearch } from '../search/normalize.ts';
import { byRank, foldQuery, nameRank, placeNames, type FoldedNames } from './name-rank.ts';
import type { Commune } from './delivery.ts';
import type { Locale } from '../../i18n/locales.ts';

export const communeKey = (name: string) => normalizeForSearch(name);

/** The commune of the list the typed name stands for, or undefined when it names none of them. */
export function findCommune<C extends Commune>(communes: readonly C[], typed: string): C | undefined {
  const key = communeKey(typed);
  if (!key) return undefined;
  return communes.find((c) => communeKey(c.nameFr) === key || communeKey(c.nameAr) === key);
}

/** The same match for many lookups (the order function): each commune's folded names, folded once. */
export function communeIndex<C extends Commune>(communes: readonly C[]): Map<string, C> {
  const index = new Map<string, C>();
  for (const c of communes) {
    index.set(communeKey(c.nameFr), c);
    index.set(communeKey(c.nameAr), c);
  }
  return index;
}

/** The name the form shows for a commune: the page's language first. */
export const communeName = (commune: Commune, locale: Locale) => (locale === 'ar' ? commune.nameAr : commune.nameFr);

/** A wilaya's communes with their names folded once, for the searchable list. */
export const communeSearchIndex = <C extends Commune>(communes: readonly C[]) =>
  communes.map((commune): { commune: C; names: FoldedNames } => ({ commune, names: placeNames([commune.nameFr, commune.nameAr]) }));

/** The communes the typed text may mean, best first (name-rank.ts); all of them for a blank text. */
export function searchCommunes<C extends Commune>(index: ReturnType<typeof communeSearchIndex<C>>, typed: string): C[] {
  const query = foldQuery(typed);
  if (query.terms.length === 0) return index.map((e) => e.commune);
  return byRank(index, (e) => nameRank(e.names, query)).map((e) => e.commune);
}
