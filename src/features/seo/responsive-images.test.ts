import { expect, it } from 'vitest';
import { cardSrcset, variantOf } from './responsive-images.ts';

it('offers the 400 px copy of the shop\'s own product images', () => {
  expect(variantOf('/images/products/tee-1.webp')).toBe('/images/products/400/tee-1.webp');
  expect(cardSrcset('/images/products/tee-1.webp')).toBe('/images/products/400/tee-1.webp 400w, /images/products/tee-1.webp 800w');
});

it('leaves other images alone', () => {
  expect(cardSrcset('https://cdn.example/tee.webp')).toBeUndefined();
  expect(cardSrcset('/images/hero/hero-1600.webp')).toBeUndefined();
  expect(cardSrcset('/images/products/400/tee-1.webp')).toBeUndefined();
});
