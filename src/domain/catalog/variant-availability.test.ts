import { describe, expect, it } from 'vitest';
import type { Variant } from './product.ts';
import {
  applyLiveStock,
  colorOptions,
  findVariant,
  initialSelection,
  isColorAvailable,
  isSizeAvailable,
  purchaseState,
  readLiveStock,
  sizeOptions,
} from './variant-availability.ts';

let nextId = 1;
const v = (size: string, color: string, stock: number): Variant => ({ id: nextId++, size, color, stock });

// Black: S sold out, M in stock, L missing (never made). White: everything sold out. Sand: only L.
const tee = {
  sizes: ['S', 'M', 'L'],
  colors: ['Black', 'White', 'Sand'],
  variants: [
    v('S', 'Black', 0),
    v('M', 'Black', 4),
    v('S', 'White', 0),
    v('M', 'White', 0),
    v('L', 'White', 0),
    v('S', 'Sand', 0),
    v('M', 'Sand', 0),
    v('L', 'Sand', 1),
  ],
};

describe('preselection', () => {
  it('selects the first size and the first colour, as listed by the product', () => {
    expect(initialSelection(tee)).toEqual({ size: 'S', color: 'Black' });
  });
  it('keeps the first ones even when that variant is sold out (the spec preselects, stock only disables)', () => {
    expect(purchaseState(tee.variants, initialSelection(tee)).kind).toBe('out-of-stock');
  });
  it("uses '' for a product without sizes or colours: its one variant is selected", () => {
    const cap = { sizes: [], colors: [], variants: [v('', '', 3)] };
    expect(initialSelection(cap)).toEqual({ size: '', color: '' });
    expect(purchaseState(cap.variants, initialSelection(cap))).toMatchObject({ kind: 'available', variant: { stock: 3 } });
    expect(sizeOptions(cap, '')).toEqual([]);
    expect(colorOptions(cap)).toEqual([]);
  });
  it('handles colours without sizes (size is always "")', () => {
    const hat = { sizes: [], colors: ['Sand', 'Black'], variants: [v('', 'Sand', 2), v('', 'Black', 0)] };
    expect(initialSelection(hat)).toEqual({ size: '', color: 'Sand' });
    expect(colorOptions(hat)).toEqual([
      { value: 'Sand', disabled: false },
      { value: 'Black', disabled: true },
    ]);
    expect(purchaseState(hat.variants, { size: '', color: 'Black' }).kind).toBe('out-of-stock');
  });
});

describe('the selected variant matches size AND colour', () => {
  it('finds the exact variant, never a neighbour', () => {
    expect(findVariant(tee.variants, { size: 'M', color: 'Black' })?.stock).toBe(4);
    expect(findVariant(tee.variants, { size: 'L', color: 'Sand' })?.stock).toBe(1);
    expect(findVariant(tee.variants, { size: 'L', color: 'Black' })).toBeUndefined();
    expect(findVariant(tee.variants, { size: 'M', color: '' })).toBeUndefined();
  });
});

describe('disabled colours and sizes', () => {
  it('a colour is disabled only when none of its variants is in stock', () => {
    expect(isColorAvailable(tee.variants, 'Black')).toBe(true);
    expect(isColorAvailable(tee.variants, 'White')).toBe(false);
    expect(isColorAvailable(tee.variants, 'Sand')).toBe(true); // one size in stock is enough
    expect(colorOptions(tee)).toEqual([
      { value: 'Black', disabled: false },
      { value: 'White', disabled: true },
      { value: 'Sand', disabled: false },
    ]);
  });
  it('a size is disabled when its variant in the chosen colour is sold out or missing', () => {
    expect(sizeOptions(tee, 'Black')).toEqual([
      { value: 'S', disabled: true },
      { value: 'M', disabled: false },
      { value: 'L', disabled: true },
    ]);
    expect(sizeOptions(tee, 'Sand')).toEqual([
      { value: 'S', disabled: true },
      { value: 'M', disabled: true },
      { value: 'L', disabled: false },
    ]);
    expect(isSizeAvailable(tee.variants, 'L', 'Black')).toBe(false);
  });
  it('the size rule depends on the chosen colour only, not on stock in other colours', () => {
    // L is in stock in Sand but must not be offered for Black, where it does not exist.
    expect(sizeOptions(tee, 'Black').find((o) => o.value === 'L')?.disabled).toBe(true);
    expect(sizeOptions(tee, 'Sand').find((o) => o.value === 'L')?.disabled).toBe(false);
  });
});

describe('never blocks a combination that is in stock', () => {
  const products = [
    tee,
    { sizes: ['M', 'L'], colors: ['Navy'], variants: [v('M', 'Navy', 0), v('L', 'Navy', 9)] },
    { sizes: ['40', '41', '42'], colors: ['Brown', 'Black'], variants: [v('42', 'Black', 1), v('40', 'Brown', 0)] },
  ];
  it('every variant with stock has an enabled colour and, under that colour, an enabled size, and can be bought', () => {
    for (const product of products) {
      for (const variant of product.variants.filter((x) => x.stock > 0)) {
        expect(colorOptions(product)).toContainEqual({ value: variant.color, disabled: false });
        expect(sizeOptions(product, variant.color)).toContainEqual({ value: variant.size, disabled: false });
        expect(purchaseState(product.variants, variant)).toEqual({ kind: 'available', variant });
      }
    }
  });
  it('every enabled size under an enabled colour is a variant that can be bought', () => {
    for (const product of products) {
      for (const color of colorOptions(product).filter((o) => !o.disabled)) {
        for (const size of sizeOptions(product, color.value).filter((o) => !o.disabled)) {
          expect(purchaseState(product.variants, { size: size.value, color: color.value }).kind).toBe('available');
        }
      }
    }
  });
  it('offers sizes and colours that only a variant knows, so no variant is unreachable', () => {
    const p = { sizes: ['M'], colors: ['Black'], variants: [v('M', 'Black', 1), v('XL', 'Olive', 2)] };
    expect(sizeOptions(p, 'Olive')).toEqual([
      { value: 'M', disabled: true },
      { value: 'XL', disabled: false },
    ]);
    expect(colorOptions(p).map((o) => o.value)).toEqual(['Black', 'Olive']);
  });
});

describe('Add to Cart and Buy Now', () => {
  it('are possible only for an existing variant in stock', () => {
    expect(purchaseState(tee.variants, { size: 'M', color: 'Black' }).kind).toBe('available');
    expect(purchaseState(tee.variants, { size: 'S', color: 'Black' }).kind).toBe('out-of-stock');
    expect(purchaseState(tee.variants, { size: 'L', color: 'Black' })).toEqual({ kind: 'no-match' });
  });
});

describe('live stock', () => {
  it('the live answer replaces the build-time stock', () => {
    const built = [v('M', 'Black', 4), v('L', 'Black', 2)];
    const live = { productId: 'tee', variants: [{ ...built[0]!, stock: 0 }, built[1]!] };
    const variants = applyLiveStock(built, live);
    expect(purchaseState(variants, { size: 'M', color: 'Black' }).kind).toBe('out-of-stock');
    expect(sizeOptions({ sizes: ['M', 'L'], variants }, 'Black')).toEqual([
      { value: 'M', disabled: true },
      { value: 'L', disabled: false },
    ]);
  });
  it('a product whose variants were all removed reads as sold out, not as "select a size"', () => {
    const built = [v('M', 'Black', 4)];
    expect(purchaseState(applyLiveStock(built, { productId: 'tee', variants: [] }), { size: 'M', color: 'Black' }).kind).toBe(
      'out-of-stock',
    );
  });
  it('the schema refuses what is not a stock answer', () => {
    expect(readLiveStock({ productId: 'x', variants: [{ id: 1, size: 'M', color: 'B', stock: -1 }] })).toBeUndefined();
    expect(readLiveStock({ productId: 'x', variants: [{ id: 1, size: 'M', color: 'B', stock: 1.5 }] })).toBeUndefined();
    expect(readLiveStock({ productId: 'x', variants: [{ id: '1', size: 'M', color: 'B', stock: 1 }] })).toBeUndefined();
    expect(readLiveStock({ productId: 'x', variants: [null] })).toBeUndefined();
    expect(readLiveStock({ error: 'nope' })).toBeUndefined();
    expect(readLiveStock(null)).toBeUndefined();
    expect(readLiveStock({ productId: 'x', variants: [{ id: 1, size: 'M', color: 'B', stock: 2, extra: true }] })).toEqual({
      productId: 'x',
      variants: [{ id: 1, size: 'M', color: 'B', stock: 2 }],
    });
  });
});
