import { expect, it } from 'vitest';
import { defineMessages, fill, fillParts, translator, translatorOf } from './messages.ts';
import { localeFromParam, localeOfPath, localePath } from './locales.ts';

const messages = defineMessages({
  en: { hint: 'Add {n} {currency} more for free shipping', plain: 'Cart' },
  ar: { hint: 'أضف {n} {currency} للحصول على توصيل مجاني', plain: 'السلة' },
  fr: { hint: 'Plus que {n} {currency} pour la livraison gratuite', plain: 'Panier' },
});

it('fills placeholders and keeps unknown ones visible', () => {
  expect(translator(messages, 'en')('hint', { n: 300, currency: 'DZD' })).toBe('Add 300 DZD more for free shipping');
  expect(translator(messages, 'ar')('plain')).toBe('السلة');
  expect(translator(messages, 'en')('hint', { n: 1 })).toBe('Add 1 {currency} more for free shipping');
});

it('maps locales to paths and back', () => {
  expect(localePath('en', '/shop')).toBe('/shop');
  expect(localePath('ar', '/shop')).toBe('/ar/shop');
  expect(localePath('ar', '/')).toBe('/ar');
  expect(localeOfPath('/ar/products/x')).toBe('ar');
  expect(localeOfPath('/archive')).toBe('en');
  expect(localeFromParam(undefined)).toBe('en');
  expect(localeFromParam('ar')).toBe('ar');
  expect(localeFromParam('xx')).toBe('en');
});

it('fills the texts an island was given (one dictionary) the same way, and a text with no dictionary at all', () => {
  const t = translatorOf({ tooMany: 'Too many tries: wait {n} s', hello: 'Hi {name}' });
  expect(t('tooMany', { n: 30 })).toBe('Too many tries: wait 30 s');
  expect(t('hello')).toBe('Hi {name}');
  expect(fill('{n} articles, {n} en stock', { n: 2 })).toBe('2 articles, 2 en stock');
  expect(fill('Commande {number}', {})).toBe('Commande {number}');
});

it("gives the filled text in parts, the values at odd places, for the admin's phrases with elements in them", () => {
  const number = { element: 'bdi' };
  expect(fillParts('Commande {number} de {name}', { number })).toEqual(['Commande ', number, ' de ', '{name}', '']);
});
