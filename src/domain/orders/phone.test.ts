import { expect, it } from 'vitest';
import { normalizeAlgerianPhone } from './phone.ts';

it('accepts 05, 06 and 07 numbers written in the usual ways and stores them as 0XXXXXXXXX', () => {
  for (const raw of [
    '0555123456',
    '0555 12 34 56',
    '0555-12-34-56',
    '0555.12.34.56',
    '+213555123456',
    '+213 555 12 34 56',
    '00213555123456',
    '00213 (0)555 123 456',
    '+2130555123456',
    '213555123456',
    '٠٥٥٥١٢٣٤٥٦',
  ]) {
    expect(normalizeAlgerianPhone(raw), raw).toBe('0555123456');
  }
  expect(normalizeAlgerianPhone('0612345678')).toBe('0612345678');
  expect(normalizeAlgerianPhone('07 98 76 54 32')).toBe('0798765432');
});

it('refuses landlines, short, long and foreign numbers, letters and empty text', () => {
  for (const raw of [
    '',
    '   ',
    '021123456',
    '0212345678',
    '055512345',
    '05551234567',
    '+33612345678',
    '0555abc456',
    '5551234567',
    '+213 21 12 34 56',
    '0055512345',
    "0555123456'; drop table orders; --",
    '<b>0555123456</b>',
  ]) {
    expect(normalizeAlgerianPhone(raw), raw).toBeNull();
  }
});
