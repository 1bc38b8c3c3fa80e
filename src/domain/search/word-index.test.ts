import { expect, it } from 'vitest';
import { buildWordShards, descriptionWords, productsWithWord, readWordShard, shardKey } from './word-index.ts';

const products = [
  { name: 'Heavy Hoodie', category: 'Hoodies', description: 'Brushed fleece, a roomy hood.' },
  { name: 'Tee', category: 'T-Shirts', description: 'Fleece-lined? No: cotton. Brushed.' },
  { name: 'أطلس', category: 'Hoodies', description: 'قماش ثقيل فليس' },
];
const shards = buildWordShards(products);
const shard = (term: string) => readWordShard(JSON.parse(JSON.stringify(shards.get(shardKey(term)) ?? {})));

it('keeps the description words the name and category lack', () => {
  expect(descriptionWords(products[0]!)).toEqual(['brushed', 'fleece', 'a', 'roomy', 'hood']);
});

it('finds products by the start of a description word, through its shard only', () => {
  expect([...productsWithWord(shard('fle'), 'fle')]).toEqual([0, 1]);
  expect([...productsWithWord(shard('brushed'), 'brushed')]).toEqual([0, 1]);
  expect([...productsWithWord(shard('cotton'), 'cotton')]).toEqual([1]);
  expect([...productsWithWord(shard('ثقيل'), 'ثقيل')]).toEqual([2]);
  expect([...productsWithWord(shard('leece'), 'leece')]).toEqual([]); // inside a word: names only
});

it('names shard files with address-safe keys and refuses a broken one', () => {
  expect(shardKey('fleece')).toBe('2u-30'); // f = 102, l = 108
  expect(shardKey('ثقيل')).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  expect(() => readWordShard([1, 2])).toThrow();
  expect(() => readWordShard({ fleece: 3 })).toThrow();
});

it('stores positions as gaps, so long lists stay short', () => {
  const many = buildWordShards(Array.from({ length: 40 }, () => ({ name: 'x', category: 'y', description: 'cotton' })));
  const gaps = many.get(shardKey('cotton'))!.cotton!;
  expect(gaps).toBe(['0', ...Array(39).fill('1')].join(','));
  expect(readWordShard({ cotton: gaps }).get('cotton')).toEqual(Array.from({ length: 40 }, (_, i) => i));
});
