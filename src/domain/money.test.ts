import { expect, it } from 'vitest';
import { formatPrice } from './money.ts';

it('formats whole dinars with grouped thousands and the currency', () => {
  expect(formatPrice(3500)).toBe('3\u202f500\u00a0DZD');
  expect(formatPrice(0)).toBe('0\u00a0DZD');
  expect(formatPrice(1250000, 'EUR')).toBe('1\u202f250\u202f000\u00a0EUR');
});
