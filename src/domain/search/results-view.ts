// The search page's controls applied to the matches: category, inclusive price range, sort.
import type { SearchEntry } from './search-index.ts';

export const SORTS = ['featured', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 100000;

export type ResultsView = { category: string; sort: Sort; minPrice: number; maxPrice: number };
export const DEFAULT_VIEW: ResultsView = { category: '', sort: 'featured', minPrice: DEFAULT_MIN_PRICE, maxPrice: DEFAULT_MAX_PRICE };

export const isDefaultView = (view: ResultsView) =>
  view.category === DEFAULT_VIEW.category &&
  view.sort === DEFAULT_VIEW.sort &&
  view.minPrice === DEFAULT_VIEW.minPrice &&
  view.maxPrice === DEFAULT_VIEW.maxPrice;

export const isSort = (value: unknown): value is Sort => typeof value === 'string' && (SORTS as readonly string[]).includes(value);

/** A price box's text as a bound: blank or not a number gives the default. */
export function parsePriceBound(text: string | null | undefined, fallback: number): number {
  if (text === null || text === undefined || text.trim() === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export type CategoryChoice = { slug: string; label: string };

/** The categories among the matches, in the shop's order, for the filter: each by its address, with its label. */
export const categoriesFound = (matches: readonly Pick<SearchEntry, 'category' | 'categorySlug'>[]): CategoryChoice[] => [
  ...new Map(matches.map((m) => [m.categorySlug, { slug: m.categorySlug, label: m.category }])).values(),
];

type Viewable = Pick<SearchEntry, 'categorySlug' | 'price' | 'name'>;

export function applyView<E extends Viewable>(
  matches: readonly E[],
  view: ResultsView,
  compareNames: (a: string, b: string) => number,
): E[] {
  const shown = matches.filter(
    (m) => (!view.category || m.categorySlug === view.category) && m.price >= view.minPrice && m.price <= view.maxPrice,
  );
  const byName = (a: E, b: E) => compareNames(a.name, b.name);
  switch (view.sort) {
    case 'price-asc':
      return shown.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return shown.sort((a, b) => b.price - a.price);
    case 'name-asc':
      return shown.sort(byName);
    case 'name-desc':
      return shown.sort((a, b) => byName(b, a));
    default:
      return shown; // featured: the order the matches came in
  }
}
