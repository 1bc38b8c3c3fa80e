import { expect, it } from 'vitest';
import { parseQuantity } from './quantity.ts';

it('keeps quantities from 1 to the cap, and turns anything else into 1 (or the cap)', () => {
  expect(parseQuantity('3')).toBe(3);
  expect(parseQuantity('1')).toBe(1);
  expect(parseQuantity('abc')).toBe(1);
  expect(parseQuantity('')).toBe(1);
  expect(parseQuantity('0')).toBe(1);
  expect(parseQuantity('-4')).toBe(1);
  expect(parseQuantity('2.7')).toBe(2);
  expect(parseQuantity('999')).toBe(10);
});
