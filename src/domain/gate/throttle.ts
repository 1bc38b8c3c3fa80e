// How long a client waits after failed gate passwords. Counted per client address in the database
// (an IPv4 address, or an IPv6 /64: one subscriber's whole range); the numbers live in site_settings.
//
// With the defaults (3, 10, 300): failures 1-2 cost nothing, the 3rd waits 2 s, then 4, 8, 16 and
// 30 s (the cap) up to the 9th; the 10th locks the address out for 300 s, and so does every failure
// after that until an hour passes without one. These waits hold back wrong guesses only: the right
// password still gets in, since a whole carrier NAT (thousands of shoppers) can share one address.
//
// GateLimits are the hard ones: at 100 failures the address is refused everything (the right
// password too) for 900 s; and past 120 wrong passwords a minute on the whole site (a spray from
// many addresses), every failure makes its address wait at least 30 s, and an address that waits is
// refused without its password being looked at.
export type GateThrottle = { delayAfter: number; lockoutAfter: number; lockoutSeconds: number };

export const DEFAULT_GATE_THROTTLE: GateThrottle = { delayAfter: 3, lockoutAfter: 10, lockoutSeconds: 300 };
export const MAX_DELAY_SECONDS = 30;
const FORGET_AFTER_SECONDS = 3600;

/** Seconds to wait after the n-th failure in a row (n from 1). */
export function waitAfterFailure(failures: number, throttle: GateThrottle): number {
  if (failures >= throttle.lockoutAfter) return throttle.lockoutSeconds;
  if (failures < throttle.delayAfter) return 0;
  return Math.min(2 ** (failures - throttle.delayAfter + 1), MAX_DELAY_SECONDS);
}

/** waitAfterFailure for failures 1..lockoutAfter; the database indexes it by the new failure count. */
export function waitSchedule(throttle: GateThrottle): number[] {
  return Array.from({ length: throttle.lockoutAfter }, (_, i) => waitAfterFailure(i + 1, throttle));
}

/** A counter with no failure for this long starts again from zero (never shorter than two lockouts). */
export function forgetAfterSeconds(throttle: GateThrottle): number {
  return Math.max(FORGET_AFTER_SECONDS, 2 * throttle.lockoutSeconds);
}

/** A counter with no failure for this long is forgotten: never shorter than two hard lockouts either. */
export const gateForgetSeconds = (throttle: GateThrottle, limits: GateLimits): number =>
  Math.max(forgetAfterSeconds(throttle), 2 * limits.hardLockoutSeconds);

/** Whether a wait is the cooldown after too many failures rather than a short delay. */
export const isLockout = (failures: number, throttle: GateThrottle) => failures >= throttle.lockoutAfter;

/** The owner's numbers, checked the way the database checks them. */
export function validateThrottle(t: GateThrottle): string | undefined {
  if (!Number.isInteger(t.delayAfter) || t.delayAfter < 1) return 'delay-after must be a whole number of at least 1';
  if (!Number.isInteger(t.lockoutAfter) || t.lockoutAfter < t.delayAfter)
    return 'lockout-after must be a whole number, at least delay-after';
  if (t.lockoutAfter > 100) return 'lockout-after must be at most 100';
  if (!Number.isInteger(t.lockoutSeconds) || t.lockoutSeconds < 1 || t.lockoutSeconds > 86400)
    return 'lockout-seconds must be between 1 and 86400';
  return undefined;
}

export type GateLimits = { hardLockoutAfter: number; hardLockoutSeconds: number; failuresPerMinute: number };

export const DEFAULT_GATE_LIMITS: GateLimits = { hardLockoutAfter: 100, hardLockoutSeconds: 900, failuresPerMinute: 120 };
/** What every failure costs its address while the site is sprayed. */
export const SPRAY_WAIT_SECONDS = MAX_DELAY_SECONDS;

export function validateLimits(l: GateLimits): string | undefined {
  if (!Number.isInteger(l.hardLockoutAfter) || l.hardLockoutAfter < 2 || l.hardLockoutAfter > 10000)
    return 'hard-lockout-after must be a whole number between 2 and 10000';
  if (!Number.isInteger(l.hardLockoutSeconds) || l.hardLockoutSeconds < 1 || l.hardLockoutSeconds > 86400)
    return 'hard-lockout-seconds must be between 1 and 86400';
  if (!Number.isInteger(l.failuresPerMinute) || l.failuresPerMinute < 1 || l.failuresPerMinute > 1_000_000)
    return 'failures-per-minute must be a whole number of at least 1';
  return undefined;
}
