import { describe, expect, it } from 'vitest';
import { foldedLines, oneLine } from './shopper-whitespace.ts';
import { validateOrderRequest } from './validation.ts';

const valid = {
  flow: 'checkout',
  idempotencyKey: 'order-key-0001-abcdefgh',
  name: 'Amina Benali',
  email: 'amina@example.dz',
  phone: '0551234567',
  wilayaCode: '16',
  commune: 'Alger Centre',
  deliveryType: 'home',
  address: '12 rue Didouche Mourad',
  lines: [{ productId: 'tee-black', size: 'M', color: 'Black', quantity: 1 }],
};

describe('whitespace in what a shopper types', () => {
  it('folds tabs, line breaks, no-break and other Unicode spaces, and runs of spaces, to one space', () => {
    expect(oneLine('Ali\tBen')).toBe('Ali Ben');
    expect(oneLine('  Ali \r\n\n  Ben\u00a0\u00a0Kaci\u2009\u3000x ')).toBe('Ali Ben Kaci x');
    // Not folded: what the refusals name (a line separator is hidden formatting, a form feed a control).
    expect(oneLine('a\u2028b\fc')).toBe('a\u2028b\fc');
  });

  it('keeps the lines of the notes, each folded, with at most one blank line between', () => {
    expect(foldedLines(' Call\tme \r\n\r\n\r\n\r\nafter  18h \n')).toBe('Call me\n\nafter 18h');
  });

  it('is what the order keeps: a name, an address and a commune on one line, the notes in lines', () => {
    const result = validateOrderRequest({
      ...valid,
      name: 'Ali\tBen',
      address: '12 rue\nDidouche\u00a0 Mourad',
      commune: 'Alger\t\tCentre',
      notes: 'Sonnez\tdeux fois\n\n\nmerci',
    });
    expect(result.ok && [result.order.name, result.order.address, result.order.commune, result.order.notes]).toEqual([
      'Ali Ben',
      '12 rue Didouche Mourad',
      'Alger Centre',
      'Sonnez deux fois\n\nmerci',
    ]);
  });

  it('still refuses C1 control characters in a name', () => {
    expect(validateOrderRequest({ ...valid, name: 'Ali\u009bBen' }).ok).toBe(false);
  });
});
