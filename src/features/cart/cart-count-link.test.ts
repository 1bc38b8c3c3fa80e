import { expect, it } from 'vitest';
import { badgeText, cartLinkName, type CartLinkLabels } from './cart-count-link.ts';

const arabic: CartLinkLabels = {
  cart: 'السلة',
  zero: 'السلة، لا منتجات',
  one: 'السلة، منتج واحد',
  two: 'السلة، منتجان',
  few: 'السلة، {n} منتجات',
  many: 'السلة، {n} منتجًا',
  other: 'السلة، {n} منتج',
};

it("names the link by the count in the language's plural form, and the cart alone when empty", () => {
  expect(cartLinkName(0, 'ar', arabic)).toBe('السلة');
  expect(cartLinkName(1, 'ar', arabic)).toBe('السلة، منتج واحد');
  expect(cartLinkName(2, 'ar', arabic)).toBe('السلة، منتجان');
  expect(cartLinkName(3, 'ar', arabic)).toBe('السلة، 3 منتجات');
  expect(cartLinkName(11, 'ar', arabic)).toBe('السلة، 11 منتجًا');
  expect(cartLinkName(100, 'ar', arabic)).toBe('السلة، 100 منتج');
});

it('caps the badge at 99+', () => {
  expect(badgeText(1)).toBe('1');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(100)).toBe('99+');
});
