import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/product.ts';
import { readBuyNowProduct, toBuyNowProduct } from './buy-now-data.ts';

const product: Product = {
  id: 'crew-socks-3-pack',
  name: 'Crew Socks (3-Pack)',
  description: 'Soft.',
  price: 1200,
  originalPrice: null,
  category: 'Accessories',
  images: ['/images/products/crew-socks-1.webp', '/images/products/crew-socks-2.webp'],
  details: ['Cotton'],
  shippingReturns: '',
  colors: ['Black', 'White'],
  sizes: [],
  badge: null,
  variants: [
    { id: 7, size: '', color: 'Black', stock: 4 },
    { id: 8, size: '', color: 'White', stock: 0 },
  ],
};

describe('the Buy Now data file', () => {
  it('holds what Buy Now shows and nothing the page does not need', () => {
    expect(toBuyNowProduct(product)).toEqual({
      id: 'crew-socks-3-pack',
      name: 'Crew Socks (3-Pack)',
      price: 1200,
      imageUrl: '/images/products/crew-socks-1.webp',
      sizes: [],
      colors: ['Black', 'White'],
      variants: product.variants,
    });
    expect(toBuyNowProduct({ ...product, images: [] }).imageUrl).toBe('');
  });

  it('reads back what the build wrote', () => {
    const written = JSON.parse(JSON.stringify(toBuyNowProduct(product)));
    expect(readBuyNowProduct(written, 'en')).toEqual(toBuyNowProduct(product));
  });

  it("names the product in the page's language where the owner wrote it, else in the default language", () => {
    const written = JSON.parse(JSON.stringify(toBuyNowProduct({ ...product, names: { en: product.name, ar: 'جوارب' } })));
    expect(written.names).toEqual({ en: product.name, ar: 'جوارب' });
    expect(readBuyNowProduct(written, 'ar')?.name).toBe('جوارب');
    expect(readBuyNowProduct(written, 'fr')?.name).toBe(product.name);
    // A name that is not text (a hand-edited file) falls back rather than showing garbage.
    expect(readBuyNowProduct({ ...written, names: { ar: 7 } }, 'ar')?.name).toBe(product.name);
    expect(readBuyNowProduct({ ...written, names: { ar: '' } }, 'ar')?.name).toBe(product.name);
  });

  it('refuses anything else: an error page, a missing field, a price or stock that is no whole number', () => {
    const good = toBuyNowProduct(product);
    for (const bad of [
      null,
      '<html>',
      [],
      { ...good, id: 7 },
      { ...good, price: '1200' },
      { ...good, price: 12.5 },
      { ...good, sizes: 'M' },
      { ...good, colors: [1] },
      { ...good, variants: [{ id: 1, size: 'M', color: 'Black' }] },
      { ...good, variants: [{ ...good.variants[0], stock: 1.5 }] },
    ]) {
      expect(readBuyNowProduct(bad, 'en'), JSON.stringify(bad)).toBeUndefined();
    }
  });
});
