import { expect, it } from 'vitest';
import { cardSrcset, gallerySrcset, variantOf } from './responsive-images.ts';

it("offers the 400 px copy of the shop's own product images", () => {
  expect(variantOf('/images/products/tee-1.webp')).toBe('/images/products/400/tee-1.webp');
  expect(cardSrcset('/images/products/tee-1.webp')).toBe('/images/products/400/tee-1.webp 400w, /images/products/tee-1.webp 800w');
});

it('leaves other images alone', () => {
  expect(cardSrcset('https://cdn.example/tee.webp')).toBeUndefined();
  expect(cardSrcset('/images/hero/hero-1600.webp')).toBeUndefined();
  expect(cardSrcset('/images/products/400/tee-1.webp')).toBeUndefined();
});

it("offers an upload's own 400 and 1600 px copies, locally and on Supabase Storage", () => {
  const local = '/storage/v1/object/public/product-images/products/0b7e4a4e-3b52-4a53-9a9e-9c1a1d1e0f00-800.webp';
  expect(cardSrcset(local)).toBe(`${local.replace('-800.', '-400.')} 400w, ${local} 800w`);
  expect(gallerySrcset(local)).toBe(`${local} 800w, ${local.replace('-800.', '-1600.')} 1600w`);
  const supabase = `https://abcd.supabase.co${local}`;
  expect(cardSrcset(supabase)).toBe(`${supabase.replace('-800.', '-400.')} 400w, ${supabase} 800w`);
  expect(gallerySrcset('/images/products/tee-1.webp')).toBeUndefined();
});

it('gives the smallest copy for a thumbnail', async () => {
  const { smallestCopy } = await import('./responsive-images.ts');
  const upload = '/storage/v1/object/public/product-images/products/0b7e4a4e-3b52-4a53-9a9e-9c1a1d1e0f00-800.webp';
  expect(smallestCopy(upload)).toBe(upload.replace('-800.', '-400.'));
  expect(smallestCopy('/images/products/tee-1.webp')).toBe('/images/products/400/tee-1.webp');
  expect(smallestCopy('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
});
