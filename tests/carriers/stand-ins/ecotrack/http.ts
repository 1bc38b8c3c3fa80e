// Ecotrack's own HTTP habits, as ECO-PM (Ecotrack's Postman collection) shows them: its business
// refusals as 200 success:false, and its rate limit's headers (per minute, hour and day). What it
// shares with NOEST as a Laravel application (parameters in the query string or the body, 422 bags,
// the Bearer token) is in ../shared/laravel.ts.
import type { FixedWindow } from '../shared/fixed-window.ts';
import { invalid, json, type Answer } from '../shared/laravel.ts';

/** 200 with success:false: Ecotrack's business refusals (ECO-PM: 10001 not modifiable, 10002 wilaya not served). */
export const refusal = (error: number, message: string): Answer => json(200, { success: false, error, message });

export const NOT_MODIFIABLE = () => refusal(10001, 'Commande non modifiable');

export const unknownTracking = () => invalid({ tracking: ['Le champ tracking sélectionné est invalide.'] });

/**
 * The documented quotas: per minute (50, smaller in tests, with a shorter window so a test need not
 * wait a minute), per hour (1,500) and per day (15,000), each answer saying what is left. Counts a
 * request in the minute's window; returns the headers to send, and the 429 when the minute is spent.
 */
export function takeQuota(minute: FixedWindow, now = Date.now()): { headers: Record<string, string>; tooMany: Answer | null } {
  const verdict = minute.take(now);
  const reset = String(Math.ceil(verdict.resetMs / 1000));
  const headers: Record<string, string> = {
    'X-RateLimit-Limit': String(minute.limit),
    'X-RateLimit-Remaining': String(verdict.remaining),
    'X-RateLimit-Limit-Minute': String(minute.limit),
    'X-RateLimit-Remaining-Minute': String(verdict.remaining),
    'X-RateLimit-Reset-Minute': reset,
    'X-RateLimit-Limit-Hour': '1500',
    'X-RateLimit-Remaining-Hour': String(Math.max(0, 1500 - minute.total)),
    'X-RateLimit-Reset-Hour': String(Math.ceil(now / 3_600_000) * 3600),
    'X-RateLimit-Limit-Day': '15000',
    'X-RateLimit-Remaining-Day': String(Math.max(0, 15_000 - minute.total)),
    'X-RateLimit-Reset-Day': String(Math.ceil(now / 86_400_000) * 86_400),
  };
  if (verdict.allowed) return { headers, tooMany: null };
  return {
    headers,
    tooMany: {
      status: 429,
      body: { message: 'Too Many Attempts.' },
      headers: { 'Retry-After': String(verdict.retryAfterSeconds), 'X-RateLimit-Reset': reset },
    },
  };
}
