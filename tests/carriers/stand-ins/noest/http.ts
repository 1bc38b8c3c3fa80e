// NOEST's own HTTP habits (NOEST-23): its quota, "60 requests per minute by default", in fixed
// windows (shorter in tests). The 429's headers are not documented: the stand-in sends Laravel's
// (X-RateLimit-*, Retry-After), a guess. What it shares with Ecotrack as a Laravel application (JSON
// bodies, 422 field bags, the Bearer token) is in ../shared/laravel.ts.
import { createFixedWindow } from '../shared/fixed-window.ts';
import type { Answer } from '../shared/laravel.ts';

export function createRateLimit(options: { perMinute: number; windowMs: number }) {
  const minute = createFixedWindow({ limit: options.perMinute, windowMs: options.windowMs });
  return {
    get refused() {
      return minute.refused;
    },
    /** The minute is over: the next request starts a fresh window (a test need not wait it out). */
    nextWindow: () => minute.nextWindow(),
    take(now = Date.now()): { headers: Record<string, string>; tooMany: Answer | null } {
      const verdict = minute.take(now);
      const headers = { 'X-RateLimit-Limit': String(options.perMinute), 'X-RateLimit-Remaining': String(verdict.remaining) };
      if (verdict.allowed) return { headers, tooMany: null };
      return {
        headers,
        tooMany: { status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
      };
    },
  };
}
