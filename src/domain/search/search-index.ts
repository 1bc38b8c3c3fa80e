// The compact search index the build writes (/search-index.json) and the browser reads.
// Rows are arrays, not objects, so 10,000 products do not repeat every key 10,000 times. The
// description is kept as its folded words that the name and category lack: in the row for a small
// index, or (the site's index) in word shards (word-index.ts) that the index lists.
import { BADGES, isInStock, mainImage, type Badge, type Product } from '../catalog/product.ts';
import { normalizeForSearch } from './normalize.ts';
import { buildWordShards, descriptionWords } from './word-index.ts';

export const SEARCH_INDEX_VERSION = 1;

/** [id, name, category index, price, original price (0: none), badge (0: none, 1+: BADGES), image, in stock (0/1), words] */
export type SearchIndexRow = [string, string, number, number, number, number, string, 0 | 1, string];
/** `categories`: each category's label in the index's language; `categorySlugs`: its address, in the same order. */
export type SearchIndexFile = {
  v: typeof SEARCH_INDEX_VERSION;
  categories: string[];
  categorySlugs?: string[];
  products: SearchIndexRow[];
  shards?: string[];
};

/** A product as search shows it; `haystack` is what a query is matched against. */
export type SearchEntry = {
  position: number;
  id: string;
  name: string;
  category: string;
  /** The category's address (the search page's ?category=); its label where the index has none. */
  categorySlug: string;
  price: number;
  originalPrice: number | null;
  badge: Badge | null;
  image: string | null;
  inStock: boolean;
  foldedName: string;
  haystack: string;
};

export function buildSearchIndex(products: Product[], options: { wordsInShards?: boolean } = {}): SearchIndexFile {
  // One entry per category (by its slug where the catalog has one), labelled as this language shows it.
  const keyOf = (p: Product) => p.categorySlug ?? p.category;
  const byKey = new Map(products.map((p) => [keyOf(p), p.category]));
  const keys = [...byKey.keys()];
  const categories = [...byKey.values()];
  const rows = products.map((p): SearchIndexRow => {
    const words = options.wordsInShards ? '' : descriptionWords(p).join(' ');
    const badge = p.badge ? BADGES.indexOf(p.badge) + 1 : 0;
    return [p.id, p.name, keys.indexOf(keyOf(p)), p.price, p.originalPrice ?? 0, badge, mainImage(p) ?? '', isInStock(p) ? 1 : 0, words];
  });
  const file: SearchIndexFile = { v: SEARCH_INDEX_VERSION, categories, categorySlugs: keys, products: rows };
  if (options.wordsInShards) file.shards = [...buildWordShards(products).keys()];
  return file;
}

/** The word shards an index says exist (none for an index that keeps its words in its rows). */
export function shardKeysOf(data: unknown): Set<string> {
  const shards = (data as Partial<SearchIndexFile> | null)?.shards;
  return new Set(Array.isArray(shards) ? shards.filter((k): k is string => typeof k === 'string') : []);
}

const isRow = (r: unknown, categories: number): r is SearchIndexRow =>
  Array.isArray(r) &&
  r.length === 9 &&
  typeof r[0] === 'string' &&
  typeof r[1] === 'string' &&
  Number.isInteger(r[2]) &&
  r[2] >= 0 &&
  r[2] < categories &&
  Number.isInteger(r[3]) &&
  Number.isInteger(r[4]) &&
  Number.isInteger(r[5]) &&
  r[5] >= 0 &&
  r[5] <= BADGES.length &&
  typeof r[6] === 'string' &&
  (r[7] === 0 || r[7] === 1) &&
  typeof r[8] === 'string';

/**
 * Reads a downloaded index. A hand-written check rather than zod: the file is ours, but a stale or
 * broken deploy must end in the page's error state, not in a half-drawn grid; and zod would add
 * more to the island than the whole search code. Throws on anything unexpected.
 */
export function readSearchIndex(data: unknown): SearchEntry[] {
  const file = data as Partial<SearchIndexFile> | null;
  if (!file || file.v !== SEARCH_INDEX_VERSION || !Array.isArray(file.categories) || !Array.isArray(file.products)) {
    throw new Error('search index: unexpected format');
  }
  const categories = file.categories.map(String);
  const slugs =
    Array.isArray(file.categorySlugs) && file.categorySlugs.length === categories.length ? file.categorySlugs.map(String) : categories;
  return file.products.map((row, position) => {
    if (!isRow(row, categories.length)) throw new Error(`search index: bad row ${position}`);
    const [id, name, categoryIndex, price, originalPrice, badge, image, inStock, words] = row;
    const category = categories[categoryIndex]!;
    const foldedName = normalizeForSearch(name);
    return {
      position,
      id,
      name,
      category,
      categorySlug: slugs[categoryIndex]!,
      price,
      originalPrice: originalPrice > 0 ? originalPrice : null,
      badge: badge > 0 ? BADGES[badge - 1]! : null,
      image: image || null,
      inStock: inStock === 1,
      foldedName,
      haystack: `${foldedName} ${normalizeForSearch(category)} ${words}`,
    };
  });
}
