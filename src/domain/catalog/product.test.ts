import { describe, expect, it } from 'vitest';
import { categoriesOf, isInStock, previewDescription } from './product.ts';

describe('previewDescription', () => {
  it('keeps a description of 40 characters or fewer as it is', () => {
    expect(previewDescription('Heavyweight cotton tee')).toBe('Heavyweight cotton tee');
    expect(previewDescription('x'.repeat(40))).toBe('x'.repeat(40));
  });
  it('cuts a longer one at 40 characters and adds ...', () => {
    expect(previewDescription('a'.repeat(41))).toBe(`${'a'.repeat(40)}...`);
  });
  it('counts Arabic and emoji as one character each', () => {
    const arabic = 'قميص قطني ثقيل بقصة واسعة مناسب لكل الفصول والمناسبات';
    expect(Array.from(previewDescription(arabic)).length).toBeLessThanOrEqual(43);
    expect(previewDescription('👕'.repeat(41))).toBe(`${'👕'.repeat(40)}...`);
  });
});

describe('stock and categories', () => {
  it('a product is in stock when any variant has stock', () => {
    expect(isInStock({ variants: [{ id: 1, size: 'M', color: 'Black', stock: 0 }] })).toBe(false);
    expect(
      isInStock({
        variants: [
          { id: 1, size: 'M', color: 'Black', stock: 0 },
          { id: 2, size: 'L', color: 'Black', stock: 2 },
        ],
      }),
    ).toBe(true);
    expect(isInStock({ variants: [] })).toBe(false);
  });
  it('lists each category once in catalog order', () => {
    expect(categoriesOf([{ category: 'Shoes' }, { category: 'Hoodies' }, { category: 'Shoes' }])).toEqual(['Shoes', 'Hoodies']);
  });
});
