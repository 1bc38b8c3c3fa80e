import { describe, expect, it } from 'vitest';
import { blurPhase, targetTime, timeLeft, twoDigits } from './countdown.ts';

const now = Date.parse('2026-11-22T10:00:00.000Z');

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, expired: false });
  });

  it('rounds a part second up, so the clock reads 00:00:00 only at the target', () => {
    expect(timeLeft(now + 1, now)).toMatchObject({ seconds: 1, expired: false });
    expect(timeLeft(now + 999, now)).toMatchObject({ seconds: 1, expired: false });
    expect(timeLeft(now, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
  });

  it('stays at zero after the target', () => {
    expect(timeLeft(now - 60_000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
  });
});

describe('blurPhase', () => {
  it('blurs for 2 s after expiry, unblurs over the next second, then clears', () => {
    expect(blurPhase(-1)).toBe('none');
    expect(blurPhase(0)).toBe('blurred');
    expect(blurPhase(1999)).toBe('blurred');
    expect(blurPhase(2000)).toBe('unblurring');
    expect(blurPhase(2999)).toBe('unblurring');
    expect(blurPhase(3000)).toBe('none');
  });
});

it('pads to two digits and reads an unreadable date as already reached', () => {
  expect(twoDigits(7)).toBe('07');
  expect(twoDigits(42)).toBe('42');
  expect(targetTime('2026-11-22T10:00:00.000Z')).toBe(now);
  expect(targetTime('soon')).toBe(0);
});
