// Time left until a drop, and the blur that marks its arrival on pages other than the landing page.
export const TICK_MS = 1000;
export const BLUR_HOLD_MS = 2000; // content stays blurred this long after expiry
export const UNBLUR_MS = 1000; // then clears over this long

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; expired: boolean };

export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const total = Math.max(0, Math.ceil((targetMs - nowMs) / 1000)); // whole seconds, rounded up: 0 only at the target
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    expired: total === 0,
  };
}

/** Two digits, as a countdown clock shows them. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

export type BlurPhase = 'none' | 'blurred' | 'unblurring';

/** Where the blur stands `msSinceExpiry` after the countdown was seen reaching zero. */
export function blurPhase(msSinceExpiry: number): BlurPhase {
  if (msSinceExpiry < 0) return 'none';
  if (msSinceExpiry < BLUR_HOLD_MS) return 'blurred';
  if (msSinceExpiry < BLUR_HOLD_MS + UNBLUR_MS) return 'unblurring';
  return 'none';
}

/** A target date from settings; an unreadable one counts as already reached. */
export function targetTime(targetDate: string): number {
  const ms = Date.parse(targetDate);
  return Number.isNaN(ms) ? 0 : ms;
}
