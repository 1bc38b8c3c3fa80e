// The admin's pure rules: how sign-in failures are grouped by address, Algiers time, quick edits of
// the wilaya table, and the field keys of the shared schemas.
import { describe, expect, it } from 'vitest';
import { accountKey, addressKey } from './client-address.ts';
import { fromAlgiersLocal, toAlgiersLocal } from './algiers-time.ts';
import { raiseAll, setPrices, type WilayaPrice } from './wilaya-prices.ts';
import { sectionBodySchemas } from './settings-forms.ts';
import { fieldErrorsOf } from './api-errors.ts';
import { loginBodySchema } from './session.ts';

describe('addressKey', () => {
  it('keeps IPv4 addresses whole and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('ip:203.0.113.9');
  });
  it('groups IPv6 by /64, however the address is written', () => {
    const key = 'ip6:2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('[2001:DB8:1:2:0:0:0:9]')).toBe(key);
    expect(addressKey('2001:db8:1:2::1%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('ip6:0:0:0:0::/64');
  });
  it('anything unreadable is one shared key, never an error', () => {
    for (const junk of [undefined, '', 'localhost', '1:2:3', '2001:db8::1::2', 'gggg::1']) expect(addressKey(junk)).toBe('ip:unknown');
  });
  it('accounts are keyed by their lower-case email', () => {
    expect(accountKey(' Owner@Shop.DZ ')).toBe('account:owner@shop.dz');
  });
});

describe('Algiers time', () => {
  it("reads the owner's wall clock as UTC+1 and back", () => {
    expect(fromAlgiersLocal('2026-12-31T23:30')).toBe('2026-12-31T22:30:00.000Z');
    expect(fromAlgiersLocal('2026-07-01T00:15')).toBe('2026-06-30T23:15:00.000Z');
    expect(toAlgiersLocal('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(toAlgiersLocal(fromAlgiersLocal('2027-03-29T02:30'))).toBe('2027-03-29T02:30');
  });
});

describe('wilaya quick edits', () => {
  const rows: WilayaPrice[] = [
    { code: '01', nameFr: 'Adrar', nameAr: 'أدرار', homePrice: 1400, officePrice: 900 },
    { code: '16', nameFr: 'Alger', nameAr: 'الجزائر', homePrice: 600, officePrice: 450 },
    { code: '33', nameFr: 'Illizi', nameAr: 'إليزي', homePrice: 0, officePrice: 0 },
  ];
  it('raises every offered price by N; not offered stays 0; unchanged rows are not sent', () => {
    expect(raiseAll(rows, 100)).toEqual([
      { code: '01', homePrice: 1500, officePrice: 1000 },
      { code: '16', homePrice: 700, officePrice: 550 },
    ]);
    expect(raiseAll(rows, -1000)).toEqual([
      { code: '01', homePrice: 400, officePrice: 0 },
      { code: '16', homePrice: 0, officePrice: 0 },
    ]);
  });
  it('sets one price for the chosen wilayas, the other type left as it was', () => {
    expect(setPrices(rows, ['16', '33'], { home: 500 })).toEqual([
      { code: '16', homePrice: 500, officePrice: 450 },
      { code: '33', homePrice: 500, officePrice: 0 },
    ]);
  });
});

describe('the shared schemas speak in field keys', () => {
  it('a form and its function name the same problems', () => {
    const result = sectionBodySchemas.social.safeParse({
      enabled: true,
      instagram: 'has space',
      twitter: '',
      facebook: '',
      youtube: '',
      tiktok: 'x'.repeat(201),
      updatedAt: 'now',
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({ instagram: 'invalidHandle', tiktok: 'tooLong', updatedAt: 'invalid' });
  });
  it('emails are trimmed and lower-cased before anything compares them', () => {
    expect(loginBodySchema.parse({ email: '  Owner@Shop.DZ ', password: ' keeps spaces ' })).toEqual({
      email: 'owner@shop.dz',
      password: ' keeps spaces ',
    });
  });
});
