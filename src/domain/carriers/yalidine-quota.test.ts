import { describe, expect, it } from 'vitest';
import { nextAlgiersMidnight } from './yalidine-quota.ts';

describe("Yalidine's day quota", () => {
  it('comes back at the next midnight on an Algiers clock (23:00 UTC), not a day later', () => {
    expect(new Date(nextAlgiersMidnight(Date.parse('2026-11-28T21:00:00Z'))).toISOString()).toBe('2026-11-28T23:00:00.000Z');
    // 23:30 UTC is already 00:30 the next day in Algiers: its midnight is a day later.
    expect(new Date(nextAlgiersMidnight(Date.parse('2026-11-28T23:30:00Z'))).toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(new Date(nextAlgiersMidnight(Date.parse('2026-12-31T22:59:59Z'))).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
});
