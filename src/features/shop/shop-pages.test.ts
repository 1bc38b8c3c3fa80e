import { expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/product.ts';
import { ALL_VIEW, SHOP_PAGE_SIZE, shopChunks, toShopCardRow, viewKey } from './shop-pages.ts';

const product = (i: number, category: string): Product => ({
  id: `p-${i}`,
  name: `Product ${i}`,
  description: 'A description that is longer than forty characters in all.',
  price: 1000 + i,
  originalPrice: i % 2 ? 2000 : null,
  category,
  images: [`/images/p-${i}.webp`],
  details: [],
  shippingReturns: '',
  colors: [],
  sizes: [],
  badge: i === 0 ? 'limited' : null,
  variants: [{ id: i, size: 'M', color: 'Black', stock: i % 3 }],
});

it('names views by a stable, address-safe key', () => {
  expect(viewKey('')).toBe(ALL_VIEW);
  expect(viewKey('T-Shirts')).toBe(viewKey('T-Shirts'));
  expect(viewKey('T-Shirts')).not.toBe(viewKey('Hoodies'));
  expect(viewKey('قمصان')).toMatch(/^c[0-9a-z]+$/);
});

it('cuts every view into chunks of a page, in the shop order', () => {
  const products = Array.from({ length: 60 }, (_, i) => product(i, i % 3 === 0 ? 'Shoes' : 'Hoodies'));
  const chunks = shopChunks(products);
  const all = chunks.filter((c) => c.view === ALL_VIEW);
  expect(all.map((c) => c.rows.length)).toEqual([SHOP_PAGE_SIZE, SHOP_PAGE_SIZE, 12]);
  const shoes = chunks.filter((c) => c.view === viewKey('Shoes'));
  expect(shoes.map((c) => c.rows.length)).toEqual([20]);
  expect(shoes[0]!.rows.map((r) => r[0])).toEqual(products.filter((p) => p.category === 'Shoes').map((p) => p.id));
});

it('keeps what a card shows', () => {
  expect(toShopCardRow({ ...product(0, 'Shoes'), categorySlug: 'shoes' }, 'en')).toEqual([
    'p-0',
    'Product 0',
    'shoes',
    1000,
    0,
    3,
    '/images/p-0.webp',
    0,
    'A description that is longer than forty...',
    '',
    '',
  ]);
  // A text the owner did not write in the page's language is the default language's, and says so.
  const localized = {
    ...product(0, 'Shoes'),
    textLocales: { name: 'ar', description: 'en', details: 'en', shippingReturns: 'en' } as const,
  };
  expect(toShopCardRow(localized, 'ar').slice(9)).toEqual(['', 'en']);
  expect(toShopCardRow(product(1, 'Shoes'))[7]).toBe(1);
});
