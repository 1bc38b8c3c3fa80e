import { expect, it } from 'vitest';
import { alternatesOf, basePathOf, ogLocale } from './alternates.ts';

it('strips the language prefix and trailing slash', () => {
  expect(basePathOf('/ar/shop/')).toBe('/shop');
  expect(basePathOf('/ar')).toBe('/');
  expect(basePathOf('/ar/')).toBe('/');
  expect(basePathOf('/')).toBe('/');
  expect(basePathOf('/products/tee')).toBe('/products/tee');
  expect(basePathOf('/archive')).toBe('/archive');
});

it('lists the page in English, Arabic and French', () => {
  expect(alternatesOf('/ar/products/tee/')).toEqual([
    { locale: 'en', path: '/products/tee' },
    { locale: 'ar', path: '/ar/products/tee' },
    { locale: 'fr', path: '/fr/products/tee' },
  ]);
  expect(alternatesOf('/fr/shop')).toEqual([
    { locale: 'en', path: '/shop' },
    { locale: 'ar', path: '/ar/shop' },
    { locale: 'fr', path: '/fr/shop' },
  ]);
  expect(alternatesOf('/')).toEqual([
    { locale: 'en', path: '/' },
    { locale: 'ar', path: '/ar' },
    { locale: 'fr', path: '/fr' },
  ]);
  expect(ogLocale('ar')).toBe('ar_DZ');
  expect(ogLocale('fr')).toBe('fr_DZ');
});
