import { describe, expect, it } from 'vitest';
import { parseAmount, stockGridOf, unitsOfOption, variantLabel } from './stock-grid.ts';

const variants = [
  { id: 1, size: 'S', color: 'Black', stock: 3 },
  { id: 2, size: 'M', color: 'Black', stock: 0 },
  { id: 3, size: 'S', color: 'Sand', stock: 4 },
];

describe('the stock grid', () => {
  it('lays sizes × colours out and finds each cell, missing cells included', () => {
    const grid = stockGridOf(['S', 'M'], ['Black', 'Sand'], variants);
    expect(grid.sizes).toEqual(['S', 'M']);
    expect(grid.colors).toEqual(['Black', 'Sand']);
    expect(grid.cell('S', 'Sand')?.stock).toBe(4);
    expect(grid.cell('M', 'Sand')).toBeUndefined();
  });

  it('has one cell for a product without options', () => {
    const grid = stockGridOf([], [], [{ id: 9, size: '', color: '', stock: 7 }]);
    expect(grid.sizes).toEqual(['']);
    expect(grid.colors).toEqual(['']);
    expect(grid.cell('', '')?.stock).toBe(7);
  });

  it('counts the units that go with a size or a colour', () => {
    expect(unitsOfOption(variants, 'size', 'S')).toBe(7);
    expect(unitsOfOption(variants, 'size', 'M')).toBe(0);
    expect(unitsOfOption(variants, 'color', 'Black')).toBe(3);
  });

  it('reads the typed units (1 when empty, Arabic digits too), and refuses zero and anything not a whole number', () => {
    expect(parseAmount('')).toBe(1);
    expect(parseAmount('5')).toBe(5);
    expect(parseAmount(' 12 ')).toBe(12);
    expect(parseAmount('١٠')).toBe(10);
    for (const typed of ['0', '-2', '1.5', 'five', '1e3', '1234567']) expect(parseAmount(typed), typed).toBeNull();
  });

  it('names a variant by its options, or by the product without any', () => {
    expect(variantLabel({ size: 'M', color: 'Black' }, 'Tee')).toBe('M · Black');
    expect(variantLabel({ size: '', color: 'Black' }, 'Tee')).toBe('Black');
    expect(variantLabel({ size: '', color: '' }, 'Tee')).toBe('Tee');
  });
});
