// When POST /api/orders answers 503 `busy` (the database's pooler took no more clients at that moment,
// nothing was stored), the order form sends the same order again by itself, with the same
// idempotency key, so a shopper in a drop never retypes and never orders twice. Bounded: five tries
// in all, waiting longer each time (1, 2, 4, 8 s, never less than the answer's Retry-After), each wait
// stretched by a random half so the buyers refused together do not all come back together.
export const BUSY_TRIES = 5;
const FIRST_WAIT_MS = 1000;
// A Retry-After beyond this is not waited for here: the shopper gets the message and the button.
const LONGEST_WAIT_MS = 30_000;

/** Retry-After in seconds (the shop sends whole seconds; an HTTP date or garbage counts as absent). */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (!header || !/^\d{1,6}(\.\d+)?$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** How long to wait after the `attempt`-th try (1-based) was answered busy; `random` is in [0, 1). */
export function busyRetryDelay(attempt: number, retryAfter: number | undefined, random: () => number = Math.random): number {
  const backoff = FIRST_WAIT_MS * 2 ** Math.max(0, attempt - 1);
  const wait = Math.max(backoff, (retryAfter ?? 0) * 1000);
  return Math.min(LONGEST_WAIT_MS, Math.round(wait * (1 + random() / 2)));
}
