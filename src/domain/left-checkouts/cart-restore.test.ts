import { describe, expect, it } from 'vitest';
import { cartRestoreLink, readRestoreParam, restoreParam, RESTORE_PARAM } from './cart-restore.ts';

const lines = [
  { productId: 'hoodie-noir', size: 'XL', color: 'أسود', quantity: 2 },
  { productId: 'cap', size: '', color: '', quantity: 1 },
];

describe('the link that reopens her cart', () => {
  it('carries her lines, Arabic colours included, and reads them back', () => {
    const param = restoreParam(lines);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readRestoreParam(param)).toEqual(lines);
  });

  it("goes to her language's cart page, without a prefix for the shop's default language", () => {
    expect(cartRestoreLink('https://shop.dz', 'ar', 'fr', lines)).toBe(`https://shop.dz/ar/cart?${RESTORE_PARAM}=${restoreParam(lines)}`);
    expect(cartRestoreLink('https://shop.dz', 'fr', 'fr', lines)).toBe(`https://shop.dz/cart?${RESTORE_PARAM}=${restoreParam(lines)}`);
  });

  it('reads nothing from a link it did not write: garbage, wrong shapes, out-of-range quantities, too many lines', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(readRestoreParam(null)).toBeNull();
    expect(readRestoreParam('!!!')).toBeNull();
    expect(readRestoreParam(encode({ a: 1 }))).toBeNull();
    expect(readRestoreParam(encode([]))).toBeNull();
    expect(readRestoreParam(encode([['Bad Id', '', '', 1]]))).toBeNull();
    expect(readRestoreParam(encode([['cap', '', '', 0]]))).toBeNull();
    expect(readRestoreParam(encode([['cap', '', '', 11]]))).toBeNull();
    expect(readRestoreParam(encode([['cap', 'x'.repeat(21), '', 1]]))).toBeNull();
    expect(readRestoreParam(encode(Array.from({ length: 51 }, (_, i) => [`p${i}`, '', '', 1])))).toBeNull();
    expect(readRestoreParam(encode([['cap', '', '', 3]]))).toEqual([{ productId: 'cap', size: '', color: '', quantity: 3 }]);
  });
});
