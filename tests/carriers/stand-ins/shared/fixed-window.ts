// A request quota in fixed windows (Laravel's throttle, as Ecotrack and NOEST run it; the ZR stand-in's
// assumed one): at most `limit` requests per window, the window shortened in tests and benches so a
// documented minute need not be waited out. Each platform turns a verdict into its own headers and 429.
export type WindowVerdict = { allowed: boolean; remaining: number; resetMs: number; retryAfterSeconds: number };

export type FixedWindow = ReturnType<typeof createFixedWindow>;

export function createFixedWindow(options: { limit: number; windowMs: number }) {
  let windowStart = 0;
  let inWindow = 0;
  let total = 0;
  let refused = 0;
  return {
    limit: options.limit,
    /** Requests allowed since the start (what an hourly or daily counter would have seen). */
    get total() {
      return total;
    },
    /** Requests answered 429. */
    get refused() {
      return refused;
    },
    /** The window is over: the next request starts a fresh one (a test need not wait it out). */
    nextWindow() {
      windowStart = 0;
      inWindow = 0;
    },
    /** Counts a request, or refuses it when the window's quota is spent. */
    take(now = Date.now()): WindowVerdict {
      if (now - windowStart >= options.windowMs) {
        windowStart = now;
        inWindow = 0;
      }
      const resetMs = windowStart + options.windowMs;
      const allowed = inWindow < options.limit;
      if (allowed) {
        inWindow += 1;
        total += 1;
      } else refused += 1;
      return {
        allowed,
        remaining: options.limit - inWindow,
        resetMs,
        retryAfterSeconds: Math.max(1, Math.ceil((resetMs - now) / 1000)),
      };
    },
  };
}
