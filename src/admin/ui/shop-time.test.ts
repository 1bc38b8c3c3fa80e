import { describe, expect, it } from 'vitest';
import { algiersToday, clockTime, orderTime, shopDateTime } from './shop-time.ts';

describe('order times on an Algiers clock', () => {
  const now = new Date('2026-11-23T22:30:00Z'); // 23:30 in Algiers (UTC+1)
  it("shows today's orders by their time and older ones with their day", () => {
    expect(orderTime('2026-11-23T13:32:00Z', 'en', now)).toBe('14:32');
    expect(orderTime('2026-11-22T23:10:00Z', 'en', now)).toBe('00:10'); // 23:10 on the 22nd UTC is the 23rd in Algiers
    expect(orderTime('2026-11-22T22:59:00Z', 'en', now)).toBe('22 Nov, 23:59');
    expect(orderTime('2026-11-21T09:05:00Z', 'en', now)).toBe('21 Nov, 10:05');
    expect(orderTime('2026-11-23T13:32:00Z', 'ar', now)).toBe('14:32');
  });
  it('writes the full date and the Algiers day', () => {
    expect(shopDateTime('2026-11-23T13:32:00Z', 'en')).toBe('23 Nov 2026, 14:32');
    expect(algiersToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  });
});

describe('the one Algiers clock of the admin', () => {
  it('gives the publishing bar its time of day and every list the same full date', () => {
    expect(clockTime('2026-11-23T22:30:00Z', 'en')).toBe('23:30');
    expect(shopDateTime('2026-11-23T22:30:00Z', 'fr')).toBe('23 nov. 2026, 23:30');
  });
});
