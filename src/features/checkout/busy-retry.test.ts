import { describe, expect, it } from 'vitest';
import { BUSY_TRIES, busyRetryDelay, retryAfterSeconds } from './busy-retry.ts';

describe('busy retries', () => {
  it('waits 1, 2, 4, 8 s after the tries, each stretched by up to half at random', () => {
    expect([1, 2, 3, 4].map((attempt) => busyRetryDelay(attempt, undefined, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((attempt) => busyRetryDelay(attempt, undefined, () => 0.5))).toEqual([1250, 2500, 5000, 10_000]);
    expect(BUSY_TRIES).toBe(5);
  });

  it("never comes back before the answer's Retry-After, and never waits more than 30 s", () => {
    expect(busyRetryDelay(1, 3, () => 0)).toBe(3000);
    expect(busyRetryDelay(1, 3, () => 0.5)).toBe(3750);
    expect(busyRetryDelay(3, 1, () => 0)).toBe(4000);
    expect(busyRetryDelay(1, 600, () => 0)).toBe(30_000);
  });

  it('reads Retry-After in seconds; a date or garbage counts as absent', () => {
    expect(retryAfterSeconds('1')).toBe(1);
    expect(retryAfterSeconds(' 2 ')).toBe(2);
    expect(retryAfterSeconds('1.5')).toBe(1.5);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(retryAfterSeconds('-1')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
