import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog/product.ts';
import { buildSearchIndex, readSearchIndex, shardKeysOf } from './search-index.ts';
import { buildWordShards, productsWithWord, readWordShard, shardKey } from './word-index.ts';
import { findMatches, firstNameMatches, suggestionsFor, wantsSuggestions } from './match.ts';
import { applyView, categoriesFound, DEFAULT_VIEW, parsePriceBound } from './results-view.ts';

const product = (id: string, over: Partial<Product> = {}): Product => ({
  id,
  name: id,
  description: '',
  price: 1000,
  originalPrice: null,
  category: 'T-Shirts',
  images: [`/images/${id}.webp`],
  details: [],
  shippingReturns: '',
  colors: [],
  sizes: [],
  badge: null,
  variants: [{ id: 1, size: 'M', color: 'Black', stock: 1 }],
  ...over,
});

const catalog = [
  product('tee', {
    name: 'Essential Heavyweight Tee',
    description: 'Dense cotton with an embroidered mark.',
    price: 3200,
    badge: 'bestseller',
  }),
  product('hoodie', {
    name: 'Heavyweight Hoodie',
    category: 'Hoodies',
    description: 'Brushed fleece, a roomy hood.',
    price: 6900,
    originalPrice: 8000,
  }),
  product('casbah', { name: 'Casbah Graphic Tee', description: 'تحية إلى أقواس القصبة العتيقة.', price: 4200, badge: 'limited' }),
  product('cap', {
    name: 'Logo Cap',
    category: 'Accessories',
    description: 'Café crème twill, six panels.',
    price: 1800,
    variants: [{ id: 2, size: '', color: 'Sand', stock: 0 }],
  }),
  product('atlas', { name: 'أطلس هودي', category: 'Hoodies', description: 'Heavy fleece.', price: 100000 }),
];
const entries = readSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(catalog))));
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe('the search index', () => {
  it('round-trips every field a card needs', () => {
    const hoodie = entries.find((e) => e.id === 'hoodie')!;
    expect(hoodie).toMatchObject({
      name: 'Heavyweight Hoodie',
      category: 'Hoodies',
      price: 6900,
      originalPrice: 8000,
      badge: null,
      image: '/images/hoodie.webp',
      inStock: true,
    });
    expect(entries.find((e) => e.id === 'tee')).toMatchObject({ badge: 'bestseller', originalPrice: null });
    expect(entries.find((e) => e.id === 'cap')!.inStock).toBe(false);
  });

  it('refuses a file in another format', () => {
    expect(() => readSearchIndex({ v: 2, categories: [], products: [] })).toThrow();
    expect(() => readSearchIndex({ v: 1, categories: ['A'], products: [['x', 'y', 3, 1, 0, 0, '', 1, '']] })).toThrow();
    expect(() => readSearchIndex(null)).toThrow();
  });
});

describe('findMatches', () => {
  it('matches name, description and category without regard to case', () => {
    expect(ids(findMatches(entries, 'HEAVYWEIGHT'))).toEqual(['tee', 'hoodie']);
    expect(ids(findMatches(entries, 'embroidered'))).toEqual(['tee']);
    expect(ids(findMatches(entries, 'accessories'))).toEqual(['cap']);
    expect(ids(findMatches(entries, 'oodi'))).toEqual(['hoodie', 'atlas']);
  });

  it('needs every word, and puts name matches before the rest', () => {
    expect(ids(findMatches(entries, 'heavy fleece'))).toEqual(['hoodie', 'atlas']);
    expect(ids(findMatches(entries, 'hood'))).toEqual(['hoodie', 'atlas']);
    expect(ids(findMatches(entries, 'tee'))).toEqual(['tee', 'casbah']);
    expect(ids(findMatches(entries, 'fleece'))).toEqual(['hoodie', 'atlas']);
  });

  it('forgives Arabic spelling variants and Latin accents', () => {
    expect(ids(findMatches(entries, 'القصبه'))).toEqual(['casbah']);
    expect(ids(findMatches(entries, 'القَصَبَة'))).toEqual(['casbah']);
    expect(ids(findMatches(entries, 'اقواس'))).toEqual(['casbah']);
    expect(ids(findMatches(entries, 'اطلس'))).toEqual(['atlas']);
    expect(ids(findMatches(entries, 'إطلس'))).toEqual(['atlas']);
    expect(ids(findMatches(entries, 'cafe creme'))).toEqual(['cap']);
  });

  it('finds everything for a blank query and nothing for an unknown word', () => {
    expect(findMatches(entries, '  ')).toHaveLength(entries.length);
    expect(findMatches(entries, 'zzzz')).toEqual([]);
  });
});

describe('suggestionsFor', () => {
  const many = readSearchIndex(buildSearchIndex(Array.from({ length: 12 }, (_, i) => product(`tee-${i}`, { name: `Tee ${i}` }))));

  it('waits for 2 characters and gives at most 5', () => {
    expect(wantsSuggestions(' t ')).toBe(false);
    expect(suggestionsFor(many, 't')).toEqual([]);
    expect(ids(suggestionsFor(many, 'te'))).toEqual(['tee-0', 'tee-1', 'tee-2', 'tee-3', 'tee-4']);
  });
});

describe('applyView', () => {
  const compare = new Intl.Collator('en').compare;
  const all = findMatches(entries, '');

  it('sorts five ways, featured keeping the match order', () => {
    expect(ids(applyView(all, DEFAULT_VIEW, compare))).toEqual(['tee', 'hoodie', 'casbah', 'cap', 'atlas']);
    expect(ids(applyView(all, { ...DEFAULT_VIEW, sort: 'price-asc' }, compare))).toEqual(['cap', 'tee', 'casbah', 'hoodie', 'atlas']);
    expect(ids(applyView(all, { ...DEFAULT_VIEW, sort: 'price-desc' }, compare))).toEqual(['atlas', 'hoodie', 'casbah', 'tee', 'cap']);
    expect(ids(applyView(all, { ...DEFAULT_VIEW, sort: 'name-asc' }, compare))).toEqual(['casbah', 'tee', 'hoodie', 'cap', 'atlas']);
    expect(ids(applyView(all, { ...DEFAULT_VIEW, sort: 'name-desc' }, compare))).toEqual(['atlas', 'cap', 'hoodie', 'tee', 'casbah']);
  });

  it('keeps both ends of the price range', () => {
    expect(ids(applyView(all, { ...DEFAULT_VIEW, minPrice: 3200, maxPrice: 6900 }, compare))).toEqual(['tee', 'hoodie', 'casbah']);
    expect(ids(applyView(all, DEFAULT_VIEW, compare))).toContain('atlas'); // 100000 is inside the default range
  });

  it('filters by category and lists the categories found', () => {
    expect(categoriesFound(all)).toEqual(['T-Shirts', 'Hoodies', 'Accessories'].map((c) => ({ slug: c, label: c })));
    expect(ids(applyView(all, { ...DEFAULT_VIEW, category: 'Hoodies' }, compare))).toEqual(['hoodie', 'atlas']);
  });

  it('reads a blank or broken price box as the default', () => {
    expect(parsePriceBound('', 0)).toBe(0);
    expect(parsePriceBound('abc', 100000)).toBe(100000);
    expect(parsePriceBound('-5', 0)).toBe(0);
    expect(parsePriceBound(' 2500 ', 0)).toBe(2500);
  });
});

describe('findMatches with a limit', () => {
  const list = readSearchIndex(
    buildSearchIndex([
      product('a', { name: 'Plain', description: 'hoodie fleece' }),
      product('b', { name: 'Hoodie One' }),
      product('c', { name: 'Plain Two', description: 'hoodie' }),
      product('d', { name: 'Hoodie Two' }),
    ]),
  );

  it('gives the same first results as without one', () => {
    expect(ids(findMatches(list, 'hoodie', 3))).toEqual(ids(findMatches(list, 'hoodie')).slice(0, 3));
    expect(ids(findMatches(list, 'hoodie', 2))).toEqual(['b', 'd']);
    expect(ids(findMatches(list, '', 2))).toEqual(['a', 'b']);
  });
});

describe('an index whose description words are in shards', () => {
  const file = JSON.parse(JSON.stringify(buildSearchIndex(catalog, { wordsInShards: true })));
  const sharded = readSearchIndex(file);
  const shards = buildWordShards(catalog);
  const described = (term: string) => {
    const key = shardKey(term);
    return shardKeysOf(file).has(key) ? productsWithWord(readWordShard(JSON.parse(JSON.stringify(shards.get(key)))), term) : undefined;
  };

  it('keeps no words in its rows and lists its shards', () => {
    expect(file.products.every((r: unknown[]) => r[8] === '')).toBe(true);
    expect(shardKeysOf(file).size).toBe(shards.size);
  });

  it('finds by description words through the shards, by the start of a word', () => {
    expect(ids(findMatches(sharded, 'embroidered', Infinity, described))).toEqual(['tee']);
    expect(ids(findMatches(sharded, 'heavy fleece', Infinity, described))).toEqual(['hoodie', 'atlas']);
    expect(ids(findMatches(sharded, 'اقواس', Infinity, described))).toEqual(['casbah']);
    expect(ids(findMatches(sharded, 'cafe creme', Infinity, described))).toEqual(['cap']);
    expect(ids(findMatches(sharded, 'oodi', Infinity, described))).toEqual(['hoodie', 'atlas']); // names: anywhere
    expect(ids(findMatches(sharded, 'mbroidered', Infinity, described))).toEqual([]); // descriptions: word starts
  });
});

describe('firstNameMatches (the first results, from the first products alone)', () => {
  const queries = ['a', 'tee', 'HEAVY', 'heavyweight tee', 'هودي', 'اطلس', 'cap', 'fleece', 'zzz', ''];
  it('is where the full results start, however few of the products it sees', () => {
    for (const query of queries) {
      const all = ids(findMatches(entries, query));
      for (let seen = 0; seen <= entries.length; seen++) {
        const first = ids(firstNameMatches(entries.slice(0, seen), query));
        expect(all.slice(0, first.length), `${query} over ${seen} products`).toEqual(first);
      }
    }
  });

  it('finds the name matches only: a word of the description alone waits for the index', () => {
    expect(ids(firstNameMatches(entries, 'fleece'))).toEqual([]);
    expect(ids(firstNameMatches(entries, 'heavyweight'))).toEqual(['tee', 'hoodie']);
  });
});

describe('the index of a page in another language', () => {
  it("holds each category by its slug with this language's label, and filters by the slug", () => {
    const products = [
      product('tee', { category: 'T-Shirts', categorySlug: 't-shirts', name: 'تيشيرت أطلس' }),
      product('hoodie', { category: 'Hoodies', categorySlug: 'hoodies', name: 'سويت' }),
    ].map((p) => ({ ...p, category: p.categorySlug === 't-shirts' ? 'تيشيرتات' : 'سويتات' }));
    const entries = readSearchIndex(buildSearchIndex(products));
    expect(categoriesFound(entries)).toEqual([
      { slug: 't-shirts', label: 'تيشيرتات' },
      { slug: 'hoodies', label: 'سويتات' },
    ]);
    expect(applyView(entries, { ...DEFAULT_VIEW, category: 'hoodies' }, (a, b) => a.localeCompare(b)).map((e) => e.id)).toEqual(['hoodie']);
    // An Arabic query finds the Arabic name (folded as every query is).
    expect(findMatches(entries, 'تيشيرت').map((e) => e.id)).toEqual(['tee']);
  });
});
