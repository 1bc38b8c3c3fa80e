import { expect, it } from 'vitest';
import { formatPrice } from './money.ts';

it('formats whole dinars with grouped thousands and the currency', () => {
  expect(formatPrice(3500)).toBe('3\u202f500\u00a0DZD');
  expect(formatPrice(0)).toBe('0\u00a0DZD');
  expect(formatPrice(1250000, 'EUR')).toBe('1\u202f250\u202f000\u00a0EUR');
});

it('writes the dinar the Algerian way in Arabic, with Western digits', () => {
  expect(formatPrice(3500, 'DZD', 'ar')).toBe('3\u202f500\u00a0د.ج');
  expect(formatPrice(10, 'EUR', 'ar')).toBe('10\u00a0EUR');
});

it('writes the dinar as French-speaking Algerian shops do: DA after the grouped amount', () => {
  expect(formatPrice(3200, 'DZD', 'fr')).toBe('3\u202f200\u00a0DA');
  expect(formatPrice(10, 'EUR', 'fr')).toBe('10\u00a0EUR');
});

it('groups every size of amount, negative ones too, as Intl.NumberFormat would', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  for (const amount of [0, 7, 99, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -1500, -999, 2499.5, 1e15])
    expect(formatPrice(amount)).toBe(`${intl.format(Math.round(amount)).replaceAll(',', '\u202f')}\u00a0DZD`);
});
