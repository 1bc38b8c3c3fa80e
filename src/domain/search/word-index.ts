// Description words, kept out of the main index and split by their first two letters, so a search
// downloads only the parts its words can be in: the main index (names, categories, prices) once,
// then one small shard per query word. A description word matches a query word it starts with
// (names and categories match anywhere inside a word).
import type { Product } from '../catalog/product.ts';
import { searchWords } from './normalize.ts';

export const SHARD_PREFIX = 2;
/** word → positions (in the main index) of the products whose description has it, as base-36 gaps. */
export type WordShardFile = Record<string, string>;

/** A file name for the words starting like `term`: its first two letters as base-36 code points. */
export const shardKey = (term: string) =>
  [...term]
    .slice(0, SHARD_PREFIX)
    .map((c) => c.codePointAt(0)!.toString(36))
    .join('-');

/** The description words of each product that its name and category do not already have. */
export function descriptionWords(p: Pick<Product, 'name' | 'category' | 'description'>): string[] {
  const known = new Set(searchWords(`${p.name} ${p.category}`));
  return searchWords(p.description).filter((w) => !known.has(w));
}

export function buildWordShards(products: Pick<Product, 'name' | 'category' | 'description'>[]): Map<string, WordShardFile> {
  const postings = new Map<string, number[]>();
  products.forEach((p, position) => {
    for (const word of descriptionWords(p)) {
      if ([...word].length < SHARD_PREFIX) continue; // a one-letter query word only looks at names
      const list = postings.get(word);
      if (list) list.push(position);
      else postings.set(word, [position]);
    }
  });
  const shards = new Map<string, WordShardFile>();
  for (const [word, positions] of postings) {
    const key = shardKey(word);
    const shard = shards.get(key) ?? {};
    shard[word] = positions.map((n, i) => (i === 0 ? n : n - positions[i - 1]!).toString(36)).join(',');
    shards.set(key, shard);
  }
  return shards;
}

export type WordShard = Map<string, number[]>;

/** Reads a downloaded shard; throws on anything unexpected. */
export function readWordShard(data: unknown): WordShard {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('word shard: unexpected format');
  const shard: WordShard = new Map();
  for (const [word, gaps] of Object.entries(data)) {
    if (typeof gaps !== 'string') throw new Error('word shard: unexpected format');
    let position = 0;
    shard.set(
      word,
      gaps.split(',').map((gap, i) => (position = (i === 0 ? 0 : position) + parseInt(gap, 36))),
    );
  }
  return shard;
}

/** Positions of the products with a description word starting with `term`. */
export function productsWithWord(shard: WordShard, term: string): Set<number> {
  const found = new Set<number>();
  for (const [word, positions] of shard) if (word.startsWith(term)) for (const p of positions) found.add(p);
  return found;
}
