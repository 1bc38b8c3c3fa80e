// Sends an order to POST /api/orders and reads the answer through the shared schemas. A 503 `busy`
// (the database's pooler was full) is sent again by itself with the same body, so the same idempotency
// key (busy-retry.ts); after the last try it is shown like a refusal, with the server's message.
// Anything else that is not a clear answer (network down, other 5xx, garbage) is 'failed': the flow
// shows its failure message and the shopper may retry with the same idempotency key.
import type { OrderRequestInput } from '../../domain/orders/order-request.ts';
import { orderErrorSchema, orderSuccessSchema, type OrderError, type PlacedOrder } from '../../domain/orders/order-response.ts';
import { BUSY_TRIES, busyRetryDelay, retryAfterSeconds } from './busy-retry.ts';

export type SubmitOutcome =
  { kind: 'placed'; order: PlacedOrder; replayed: boolean } | { kind: 'refused'; status: number; error: OrderError } | { kind: 'failed' };

/** One POST of the order's JSON; the page's own fetch unless told otherwise (the drop benchmark's buyers). */
export type PostOrder = (json: string) => Promise<Response>;

export type SubmitOptions = {
  /** Called before each wait for another try after a busy answer: the form shows it is trying again. */
  onBusy?: (retry: { attempt: number; delayMs: number }) => void;
  post?: PostOrder;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

const postToShop: PostOrder = (json) =>
  fetch('/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Answer = SubmitOutcome | { kind: 'busy'; retryAfter: number | undefined; refusal: SubmitOutcome };

async function sendOnce(json: string, post: PostOrder): Promise<Answer> {
  try {
    const response = await post(json);
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const success = orderSuccessSchema.safeParse(body);
      return success.success ? { kind: 'placed', order: success.data.order, replayed: success.data.replayed === true } : { kind: 'failed' };
    }
    const refusal = orderErrorSchema.safeParse(body);
    if (!refusal.success) return { kind: 'failed' };
    const refused: SubmitOutcome = { kind: 'refused', status: response.status, error: refusal.data.error };
    if (response.status === 503 && refusal.data.error.code === 'busy') {
      return { kind: 'busy', retryAfter: retryAfterSeconds(response.headers.get('retry-after')), refusal: refused };
    }
    return response.status < 500 ? refused : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

export async function submitOrder(body: OrderRequestInput, options: SubmitOptions = {}): Promise<SubmitOutcome> {
  const { post = postToShop, sleep = wait, random = Math.random } = options;
  const json = JSON.stringify(body);
  for (let attempt = 1; ; attempt++) {
    const answer = await sendOnce(json, post);
    if (answer.kind !== 'busy') return answer;
    if (attempt >= BUSY_TRIES) return answer.refusal;
    const delayMs = busyRetryDelay(attempt, answer.retryAfter, random);
    options.onBusy?.({ attempt, delayMs });
    await sleep(delayMs);
  }
}
