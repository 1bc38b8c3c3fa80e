// How long a client waits after failed gate passwords. Counted per client address in the database;
// the numbers live in site_settings (gate_delay_after, gate_lockout_after, gate_lockout_seconds).
//
// With the defaults (3, 10, 300): failures 1-2 cost nothing, the 3rd waits 2 s, then 4, 8, 16 and
// 30 s (the cap) up to the 9th; the 10th locks the address out for 300 s, and so does every failure
// after that until an hour passes without one.
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

/** Whether a wait is the cooldown after too many failures rather than a short delay. */
export const isLockout = (failures: number, throttle: GateThrottle) => failures >= throttle.lockoutAfter;

/** The owner's numbers, checked the way the database checks them. */
export function validateThrottle(t: GateThrottle): string | undefined {
  if (!Number.isInteger(t.delayAfter) || t.delayAfter < 1) return 'delay-after must be a whole number of at least 1';
  if (!Number.isInteger(t.lockoutAfter) || t.lockoutAfter < t.delayAfter) return 'lockout-after must be a whole number, at least delay-after';
  if (t.lockoutAfter > 100) return 'lockout-after must be at most 100';
  if (!Number.isInteger(t.lockoutSeconds) || t.lockoutSeconds < 1 || t.lockoutSeconds > 86400) return 'lockout-seconds must be between 1 and 86400';
  return undefined;
}
