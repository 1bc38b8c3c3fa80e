import { expect, it } from 'vitest';
import { localeRedirectRules, redirectLine } from './locale-redirects.ts';
import { localeOfPath, localePath, localeRoutes } from './locales.ts';

it('sends the prefix of the default language to the bare route and keeps a 404 per language', () => {
  expect(localeRedirectRules('fr').map(redirectLine)).toEqual([
    '/fr  /  301',
    '/fr/*  /:splat  301',
    '/en/products/:id  /en/product-not-found/  404',
    '/ar/products/:id  /ar/product-not-found/  404',
    '/products/:id  /product-not-found/  404',
  ]);
  expect(localeRedirectRules('en').map(redirectLine).slice(0, 2)).toEqual(['/en  /  301', '/en/*  /:splat  301']);
});

it('gives the bare routes to the default language, whichever it is', () => {
  expect(localeRoutes('fr')).toEqual([
    { locale: 'en', prefix: '/en' },
    { locale: 'ar', prefix: '/ar' },
    { locale: 'fr', prefix: '' },
  ]);
  expect(localePath('fr', '/shop', 'fr')).toBe('/shop');
  expect(localePath('en', '/shop', 'fr')).toBe('/en/shop');
  expect(localePath('en', '/', 'ar')).toBe('/en');
  expect(localeOfPath('/shop', 'fr')).toBe('fr');
  expect(localeOfPath('/en/shop', 'fr')).toBe('en');
});
