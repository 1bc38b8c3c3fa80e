import { describe, expect, it } from 'vitest';
import { addedItemLabel, addLineBodySchema, canAddTo, chosenOption, isAdded } from './added-line.ts';
import { ORDER_STATUSES } from './workflow.ts';

const sizes = (...list: string[]) => list.map((size) => ({ size, color: '' }));

describe('one more piece for the parcel', () => {
  it('is offered while pending only', () => {
    expect(ORDER_STATUSES.filter(canAddTo)).toEqual(['pending']);
  });

  it('chooses her size when it matches once, a one-size piece always, and lets her pick otherwise', () => {
    expect(chosenOption(sizes('S', 'M', 'L'), 'M')).toEqual({ size: 'M', color: '' });
    expect(chosenOption(sizes('S', 'L'), 'M')).toBeNull();
    expect(chosenOption(sizes('M'), 'L')).toBeNull();
    expect(chosenOption(sizes(''), 'L')).toEqual({ size: '', color: '' });
    expect(chosenOption(sizes(''), '')).toEqual({ size: '', color: '' });
    // She ordered a cap (no size): a piece in sizes is hers to pick.
    expect(chosenOption(sizes('M', 'L'), '')).toBeNull();
    // Two colours of her size: she picks the colour.
    expect(
      chosenOption(
        [
          { size: 'M', color: 'Black' },
          { size: 'M', color: 'White' },
        ],
        'M',
      ),
    ).toBeNull();
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
