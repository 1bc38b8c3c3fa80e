// Sends an order to POST /api/orders and reads the answer through the shared schemas. A 503 `busy`
// (the database's pooler was full) is sent again by itself with the same body, so the same idempotency
// key (busy-retry.ts); after the last try it is shown like a refusal, with the server's message.
// Each try has its own deadline (ORDER_FETCH_TIMEOUT_MS): an answer that does not come in time, or a
// try the network failed (offline a moment, the connection refused or reset), is taken as busy too,
// since the same key can only give back the order if an earlier try stored it; after the last try the
// flow shows its failure message. Any other answer that is not a clear one (another 5xx, garbage) is
// 'failed' at once: the flow shows its failure message and the shopper may retry with the same key.
import type { OrderRequestInput } from '../../domain/orders/order-request.ts';
import { orderErrorSchema, orderSuccessSchema, type OrderError, type PlacedOrder } from '../../domain/orders/order-response.ts';
import { BUSY_TRIES, busyRetryDelay, retryAfterSeconds } from './busy-retry.ts';

export type SubmitOutcome =
  { kind: 'placed'; order: PlacedOrder; replayed: boolean } | { kind: 'refused'; status: number; error: OrderError } | { kind: 'failed' };

/**
 * One POST of the order's JSON; the page's own fetch unless told otherwise (the drop benchmark's
 * buyers). `signal` aborts it at the try's deadline.
 */
export type PostOrder = (json: string, signal: AbortSignal) => Promise<Response>;

/**
 * How long one try waits for its answer: the server answers an order within 8 s whatever the database
 * does (src/server/http/deadline.ts); 7 s more carry a slow phone connection's request and answer.
 */
export const ORDER_FETCH_TIMEOUT_MS = 15_000;

export type SubmitOptions = {
  /** Called before each wait for another try after a busy answer: the form shows it is trying again. */
  onBusy?: (retry: { attempt: number; delayMs: number }) => void;
  post?: PostOrder;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** One try's deadline (ORDER_FETCH_TIMEOUT_MS unless a test makes it short). */
  fetchTimeoutMs?: number;
};

const postToShop: PostOrder = (json, signal) =>
  fetch('/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json, signal });
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Answer = SubmitOutcome | { kind: 'busy'; retryAfter: number | undefined; refusal: SubmitOutcome };

// A try with no answer (its deadline, or the network): after the last one, the flow's failure message.
const UNANSWERED: Answer = { kind: 'busy', retryAfter: undefined, refusal: { kind: 'failed' } };

/** Rejects when the try's deadline passes, for a `post` that would not heed its signal. */
const deadlineOf = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

async function sendOnce(json: string, post: PostOrder, timeoutMs: number): Promise<Answer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await Promise.race([post(json, signal), deadlineOf(signal)]);
    const body: unknown = await Promise.race([response.json(), deadlineOf(signal)]).catch(() => undefined);
    if (body === undefined && signal.aborted) return UNANSWERED;
    if (response.ok) {
      const success = orderSuccessSchema.safeParse(body);
      return success.success ? { kind: 'placed', order: success.data.order, replayed: success.data.replayed === true } : { kind: 'failed' };
    }
    const refusal = orderErrorSchema.safeParse(body);
    // A 429 that is not the shop's own answer (its limits answer in its JSON) is the platform's throttle
    // in front of the function, past the account's concurrency (Lambda's 429): the function never ran,
    // so the same key asks again after a wait, like busy.
    if (!refusal.success && response.status === 429)
      return { kind: 'busy', retryAfter: retryAfterSeconds(response.headers.get('retry-after')), refusal: { kind: 'failed' } };
    if (!refusal.success) return { kind: 'failed' };
    const refused: SubmitOutcome = { kind: 'refused', status: response.status, error: refusal.data.error };
    if (response.status === 503 && refusal.data.error.code === 'busy') {
      return { kind: 'busy', retryAfter: retryAfterSeconds(response.headers.get('retry-after')), refusal: refused };
    }
    return response.status < 500 ? refused : { kind: 'failed' };
  } catch {
    // The try's deadline or the network (reading the answer's body included): the order may be stored, so ask again.
    return UNANSWERED;
  }
}

export async function submitOrder(body: OrderRequestInput, options: SubmitOptions = {}): Promise<SubmitOutcome> {
  const { post = postToShop, sleep = wait, random = Math.random, fetchTimeoutMs = ORDER_FETCH_TIMEOUT_MS } = options;
  const json = JSON.stringify(body);
  for (let attempt = 1; ; attempt++) {
    const answer = await sendOnce(json, post, fetchTimeoutMs);
    if (answer.kind !== 'busy') return answer;
    if (attempt >= BUSY_TRIES) return answer.refusal;
    const delayMs = busyRetryDelay(attempt, answer.retryAfter, random);
    options.onBusy?.({ attempt, delayMs });
    await sleep(delayMs);
  }
}
