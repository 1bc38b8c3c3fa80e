// What a platform's answer to one request means for the events it carried, the same for both:
// sent; refused for good (the events themselves are wrong: trying again sends the same); or try
// again later (no answer, a rate limit, the platform down, the token refused), with the reason the
// order's event log shows. The reason is the platform's own words, never the token: every reason
// goes through cleanReason before it is kept (ad_events.reason is logged, shown to every admin and
// backed up).
export type PlatformAnswer = { kind: 'sent' } | { kind: 'refused'; reason: string } | { kind: 'retry'; reason: string };

/** How long one call may take before it counts as no answer (tried again later). */
export const AD_API_TIMEOUT_MS = 10_000;

// Anything that looks like a credential, whoever's: an access_token / Access-Token parameter or
// header with its value, and a Meta access token (they begin with "EAA", Meta's Access Token Debugger).
const TOKEN_LIKE = [/(access[_-]?token["']?\s*[=:]\s*["']?)[^\s&"',;)]+/gi, /\bEAA[A-Za-z0-9_-]{16,}/g];

/** The reason as stored: without the token, however it was echoed, nothing token-like, not too long. */
export function cleanReason(reason: string, token: string): string {
  let clean = token ? reason.split(token).join('…') : reason;
  if (token) clean = clean.split(encodeURIComponent(token)).join('…');
  for (const pattern of TOKEN_LIKE) clean = clean.replace(pattern, (_, name: unknown) => `${typeof name === 'string' ? name : ''}…`);
  return clean.slice(0, 500);
}

/** A call that never got an answer (unreachable, cut, timed out): tried again later. */
export const noAnswer = (error: unknown, token: string): PlatformAnswer => ({
  kind: 'retry',
  reason: cleanReason(
    `no answer: ${error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : String(error)}`,
    token,
  ),
});
