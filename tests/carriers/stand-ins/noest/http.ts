// NOEST's own HTTP habits (NOEST-23): its quota, "60 requests per minute by default", in fixed
// windows (shorter in tests). The 429's headers are not documented: the stand-in sends Laravel's
// (X-RateLimit-*, Retry-After), a guess. What it shares with Ecotrack as a Laravel application (JSON
// bodies, 422 field bags, the Bearer token) is in ../shared/laravel.ts.
import type { FixedWindow } from '../shared/fixed-window.ts';
import type { Answer } from '../shared/laravel.ts';

/** Counts a request in the minute's window; returns the headers to send, and the 429 when it is spent. */
export function takeQuota(minute: FixedWindow, now = Date.now()): { headers: Record<string, string>; tooMany: Answer | null } {
  const verdict = minute.take(now);
  const headers = { 'X-RateLimit-Limit': String(minute.limit), 'X-RateLimit-Remaining': String(verdict.remaining) };
  if (verdict.allowed) return { headers, tooMany: null };
  return {
    headers,
    tooMany: { status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  };
}
