// What a platform's answer to one request means for the events it carried, the same for both:
// sent; refused for good (the events themselves are wrong: trying again sends the same); or try
// again later (no answer, a rate limit, the platform down, the token refused), with the reason the
// order's event log shows. The reason is the platform's own words, never the token.
export type PlatformAnswer = { kind: 'sent' } | { kind: 'refused'; reason: string } | { kind: 'retry'; reason: string };

/** How long one call may take before it counts as no answer (tried again later). */
export const AD_API_TIMEOUT_MS = 10_000;

/** The reason as stored: without the token, however the platform echoed it, and not too long. */
export const cleanReason = (reason: string, token: string): string => (token ? reason.split(token).join('…') : reason).slice(0, 500);

/** A call that never got an answer (unreachable, cut, timed out): tried again later. */
export const noAnswer = (error: unknown): PlatformAnswer => ({
  kind: 'retry',
  reason: `no answer: ${error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : String(error)}`,
});
