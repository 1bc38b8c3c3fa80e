import { describe, expect, it } from 'vitest';
import { DEFAULT_GATE_THROTTLE, forgetAfterSeconds, isLockout, validateThrottle, waitAfterFailure, waitSchedule } from './throttle.ts';

describe('the gate throttle', () => {
  it('with the defaults: free tries, then 2, 4, 8, 16, 30 s, then a 300 s lockout from the 10th failure', () => {
    expect(waitSchedule(DEFAULT_GATE_THROTTLE)).toEqual([0, 0, 2, 4, 8, 16, 30, 30, 30, 300]);
    expect(waitAfterFailure(11, DEFAULT_GATE_THROTTLE)).toBe(300);
    expect(waitAfterFailure(50, DEFAULT_GATE_THROTTLE)).toBe(300);
    expect(isLockout(9, DEFAULT_GATE_THROTTLE)).toBe(false);
    expect(isLockout(10, DEFAULT_GATE_THROTTLE)).toBe(true);
  });

  it('follows the owner’s numbers', () => {
    const quick = { delayAfter: 2, lockoutAfter: 3, lockoutSeconds: 6 };
    expect(waitSchedule(quick)).toEqual([0, 2, 6]);
    expect(waitSchedule({ delayAfter: 1, lockoutAfter: 1, lockoutSeconds: 60 })).toEqual([60]);
  });

  it('forgets a quiet counter after an hour, never sooner than two lockouts', () => {
    expect(forgetAfterSeconds(DEFAULT_GATE_THROTTLE)).toBe(3600);
    expect(forgetAfterSeconds({ ...DEFAULT_GATE_THROTTLE, lockoutSeconds: 7200 })).toBe(14400);
  });

  it('refuses numbers the database would refuse', () => {
    expect(validateThrottle(DEFAULT_GATE_THROTTLE)).toBeUndefined();
    expect(validateThrottle({ delayAfter: 0, lockoutAfter: 10, lockoutSeconds: 300 })).toMatch(/delay-after/);
    expect(validateThrottle({ delayAfter: 5, lockoutAfter: 4, lockoutSeconds: 300 })).toMatch(/lockout-after/);
    expect(validateThrottle({ delayAfter: 3, lockoutAfter: 10, lockoutSeconds: 0 })).toMatch(/lockout-seconds/);
    expect(validateThrottle({ delayAfter: 3, lockoutAfter: 10, lockoutSeconds: 1.5 })).toMatch(/lockout-seconds/);
  });
});
