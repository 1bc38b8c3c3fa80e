// Keeps one carrier client under its platform's quotas (PLATFORM_QUOTAS), whatever the platform:
// before each call it waits until one more call fits in every window (per second, minute, hour, day),
// and after each answer it reads what the platform says of its quota (a 429's Retry-After, the
// "quota left"/"rate limit remaining" headers) and holds the next call back as long as it says. The
// platform counts the whole account, not this process: its headers are what tell us another
// function instance used the quota up. A wait longer than the caller can afford (a function has
// seconds, a day's quota resets tomorrow) is not waited: `QuotaExhausted` says until when instead.
// Clock and sleep are injected so the tests run without real waiting.
import type { Quotas } from '../../domain/carriers/platforms.ts';
import { nextAlgiersMidnight } from '../../domain/carriers/yalidine-quota.ts';

export type PacerClock = { now(): number; sleep(ms: number): Promise<void> };

export const realClock: PacerClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type PacerOptions = {
  /**
   * 'sliding': no span of a window's length ever holds more calls than its quota (safe whichever way
   * the platform counts). 'fixed': the count starts again at each window's boundary (epoch-aligned),
   * for a platform known to count that way.
   */
  windows?: 'sliding' | 'fixed';
  clock?: PacerClock;
  /** The longest wait the caller accepts; past it the call fails with QuotaExhausted. */
  maxWaitMs?: number;
  /** How long a 429 holds the next call when the answer says nothing of when to come back. */
  defaultRetryAfterMs?: number;
  /** How many times `send` repeats a call the platform refused with 429 (it was not carried out). */
  retriesOn429?: number;
};

/** What a call answered, as far as pacing is concerned (a fetch Response fits). */
export type PacedAnswer = { status: number; headers: Headers };

/** The quota is used up for longer than the caller can wait: `until` says when it frees (epoch ms). */
export class QuotaExhausted extends Error {
  readonly until: number;
  constructor(until: number) {
    super(`The carrier's request quota is used up until ${new Date(until).toISOString()}.`);
    this.name = 'QuotaExhausted';
    this.until = until;
  }
}

export type Pacer = {
  /** Waits until one more call fits under the quotas and any hold, then counts it. */
  turn(): Promise<void>;
  /** Reads an answer's quota headers; a 429 or an exhausted window holds the next call. */
  observe(answer: PacedAnswer): void;
  /** Holds the next call this many seconds (a 429's Retry-After read by the caller). */
  backOff(seconds: number): void;
  /** turn → call → observe, repeating a 429 after the wait it asks for (at most `retriesOn429` times). */
  send<A extends PacedAnswer>(call: () => Promise<A>): Promise<A>;
};

const SECOND = 1_000;
const WINDOW_MS = { perSecond: SECOND, perMinute: 60 * SECOND, perHour: 3_600 * SECOND, perDay: 86_400 * SECOND } as const;
type WindowName = keyof typeof WINDOW_MS;
/**
 * A call freed by a window's edge waits this much longer: the platform counts a call when it arrives,
 * a few milliseconds after we sent it, and one sent exactly at the edge can land in the full window
 * (the bench saw 429s from that alone).
 */
export const EDGE_MS = 50;
const WINDOW_WORDS: Record<WindowName, string> = { perSecond: 'second', perMinute: 'minute', perHour: 'hour', perDay: 'day' };

export function createPacer(quotas: Quotas, options: PacerOptions = {}): Pacer {
  const clock = options.clock ?? realClock;
  const mode = options.windows ?? 'sliding';
  const maxWaitMs = options.maxWaitMs ?? 20 * SECOND;
  const defaultRetryAfterMs = options.defaultRetryAfterMs ?? 60 * SECOND;
  const retriesOn429 = options.retriesOn429 ?? 2;
  const windows = (Object.keys(WINDOW_MS) as WindowName[])
    .filter((name) => (quotas[name] ?? 0) > 0)
    .map((name) => ({ ms: WINDOW_MS[name], limit: quotas[name]! }));
  const longest = Math.max(0, ...windows.map((w) => w.ms));
  /** The instants of the calls sent within the longest window, oldest first. */
  let sent: number[] = [];
  /** No call before this instant (what the platform's headers said). */
  let heldUntil = 0;
  /** Calls wait their turn one after another, so two concurrent callers never both take the last slot. */
  let queue: Promise<void> = Promise.resolve();

  /** The index of the first call sent after `bound` (or at it, `inclusive`): `sent` is in order, so a day's 15,000 are not scanned a call. */
  const firstAfter = (bound: number, inclusive = false): number => {
    let low = 0;
    let high = sent.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (sent[mid]! > bound || (inclusive && sent[mid] === bound)) high = mid;
      else low = mid + 1;
    }
    return low;
  };

  const earliestFree = (now: number): number => {
    let at = Math.max(now, heldUntil);
    for (const { ms, limit } of windows) {
      if (mode === 'sliding') {
        const inWindow = sent.length - firstAfter(at - ms);
        // The call `limit` places back from the newest must leave the window first.
        if (inWindow >= limit) at = Math.max(at, sent[sent.length - limit]! + ms + EDGE_MS);
      } else {
        const start = Math.floor(at / ms) * ms;
        if (sent.length - firstAfter(start, true) >= limit) at = Math.max(at, start + ms + EDGE_MS);
      }
    }
    return at;
  };

  const takeNow = async (): Promise<void> => {
    // A wait can end inside another full window (the minute fills while the second frees): look again.
    for (;;) {
      const now = clock.now();
      const at = earliestFree(now);
      if (at <= now) break;
      if (at - now > maxWaitMs) throw new QuotaExhausted(at);
      await clock.sleep(at - now);
    }
    const now = clock.now();
    const stale = firstAfter(now - longest);
    if (stale > 0) sent = sent.slice(stale);
    sent.push(now);
  };

  const turn = (): Promise<void> => {
    const mine = queue.then(takeNow);
    queue = mine.catch(() => undefined);
    return mine;
  };

  const holdFor = (ms: number) => {
    heldUntil = Math.max(heldUntil, clock.now() + ms);
  };

  const observe = (answer: PacedAnswer): void => {
    const now = clock.now();
    const h = answer.headers;
    let hold = 0;
    // "x-second-quota-left: 0", "x-minute-quota-left: 0"…: that window is spent; wait it out, as
    // the platform does not say where in it we are. The day's comes back at midnight in Algiers
    // (YAL-DOC: "every midnight"), not a whole day after the answer that spent it.
    for (const name of Object.keys(WINDOW_MS) as WindowName[]) {
      const left = number(h.get(`x-${WINDOW_WORDS[name]}-quota-left`));
      if (left === null || left > 0) continue;
      hold = Math.max(hold, name === 'perDay' ? nextAlgiersMidnight(now) - now + EDGE_MS : WINDOW_MS[name]);
    }
    // Laravel's "X-RateLimit-Remaining[-Hour|-Day]: 0" with "X-RateLimit-Reset[-…]" (unix seconds).
    for (const suffix of ['', '-hour', '-day']) {
      const remaining = number(h.get(`x-ratelimit-remaining${suffix}`));
      if (remaining === null || remaining > 0) continue;
      const reset = resetInstant(h.get(`x-ratelimit-reset${suffix}`), now);
      if (reset !== null) hold = Math.max(hold, reset - now);
    }
    if (answer.status === 429) {
      // The platform's own word on when to come back prevails over our guess from a spent window.
      const retryAfter = retryAfterMs(h.get('retry-after'), now);
      hold = retryAfter ?? (hold > 0 ? hold : defaultRetryAfterMs);
    }
    if (hold > 0) holdFor(hold);
  };

  const send = async <A extends PacedAnswer>(call: () => Promise<A>): Promise<A> => {
    for (let attempt = 0; ; attempt++) {
      await turn();
      const answer = await call();
      observe(answer);
      if (answer.status !== 429 || attempt >= retriesOn429) return answer;
    }
  };

  return { turn, observe, backOff: (seconds) => holdFor(Math.max(0, seconds) * SECOND), send };
}

function number(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(value: string | null, now: number): number | null {
  const seconds = number(value);
  if (seconds !== null) return Math.max(0, seconds * SECOND);
  if (value === null) return null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** A reset header: unix seconds (Laravel), or, when small, seconds from now. */
function resetInstant(value: string | null, now: number): number | null {
  const n = number(value);
  if (n === null) return null;
  return n > 1e9 ? n * SECOND : now + n * SECOND;
}
