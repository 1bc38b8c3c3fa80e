import { describe, expect, it } from 'vitest';
import { addedItemLabel, addLineBodySchema, canAddTo, chosenOption, isAdded } from './added-line.ts';
import { ORDER_STATUSES } from './workflow.ts';

const sizes = (...list: string[]) => list.map((size) => ({ size, color: '' }));

describe('one more piece for the parcel', () => {
  it('is offered while pending only', () => {
    expect(ORDER_STATUSES.filter(canAddTo)).toEqual(['pending']);
  });

  it('chooses her size when it matches, in her colour among several, and lets her pick otherwise', () => {
    const her = (size: string, color = '') => ({ size, color });
    expect(chosenOption(sizes('S', 'M', 'L'), her('M'))).toEqual({ size: 'M', color: '' });
    expect(chosenOption(sizes('S', 'L'), her('M'))).toBeNull();
    expect(chosenOption(sizes('M'), her('L'))).toBeNull();
    expect(chosenOption(sizes(''), her('L'))).toEqual({ size: '', color: '' });
    expect(chosenOption(sizes(''), her(''))).toEqual({ size: '', color: '' });
    // She ordered socks (no size): a piece in sizes is hers to pick.
    expect(chosenOption(sizes('M', 'L'), her(''))).toBeNull();
    // Several colours of her size: hers when there is hers, else she picks the colour.
    const colours = [
      { size: 'M', color: 'Black' },
      { size: 'M', color: 'White' },
      { size: 'L', color: 'Black' },
    ];
    expect(chosenOption(colours, her('M', 'Black'))).toEqual({ size: 'M', color: 'Black' });
    expect(chosenOption(colours, her('M', 'Olive'))).toBeNull();
    expect(chosenOption(colours, her('M'))).toBeNull();
    // A one-size cap in three colours after black socks: the black cap.
    const caps = ['Black', 'Navy', 'Sand'].map((color) => ({ size: '', color }));
    expect(chosenOption(caps, her('', 'Black'))).toEqual({ size: '', color: 'Black' });
  });

  it('labels the piece for her history', () => {
    expect(addedItemLabel('Cap', '', '')).toBe('Cap');
    expect(addedItemLabel('Tee', 'M', 'Black')).toBe('Tee · M / Black');
    expect(addedItemLabel('Hat', 'L', '')).toBe('Hat · L');
  });

  it('reads a tap: a key, the piece, the price she was shown; anything else is refused', () => {
    const tap = { key: 'tap-12345678', productId: 'cap', size: '', color: '', unitPrice: 1500 };
    expect(addLineBodySchema.safeParse(tap).success).toBe(true);
    for (const bad of [
      { ...tap, key: 'short' },
      { ...tap, key: 'has space in it' },
      { ...tap, productId: '../x' },
      { ...tap, unitPrice: -1 },
      { ...tap, unitPrice: 1.5 },
      { ...tap, size: 'x'.repeat(21) },
    ])
      expect(addLineBodySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(isAdded('added') && isAdded('replayed') && !isAdded('sold_out')).toBe(true);
  });
});
