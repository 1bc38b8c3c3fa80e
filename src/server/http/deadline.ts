// Every request answers in time. Netlify ends a synchronous function after 10 s by default (its
// "function limit"), with an error page that no island can read; a database that stops answering
// (frozen, cut off, a pool waiting for it) would otherwise hold the shopper that long and then leave
// her with nothing. So each function kind has a deadline below that limit, and past it the request is
// answered 503 `busy` JSON with Retry-After, which the order form sends again with the same
// idempotency key (src/features/checkout/order-client.ts): safe, as a stored order comes back.
//
// The deadlines, per kind of function:
// - order: 8 s. Placing an order is one statement that may wait for the stock locks of a drop's other
//   buyers; 8 s leaves it all the time a busy database may need, and 2 s of the limit for a cold start
//   and the answer's way out.
// - read: 4 s. The shopper's reads (stock, her order's page, the site password, health) are one or two
//   indexed statements of a few milliseconds: past 4 s the database is not answering, and a quick
//   503 lets the page say so (or try again) while she still looks at it.
// - owner: 9 s, on Netlify only (pool role `function`). The owner's screens do the shop's longest work
//   (a catalogue import, a carrier's API); on Netlify the 10 s limit ends it anyway, and an answer the
//   admin can read is better than the platform's. `npm start` has no such limit: there it runs on.
// - none: the scheduled functions (Netlify gives them 30 s and more, and nobody waits on them).
// FUNCTION_DEADLINE_MS replaces every deadline (the tests and `npm run bench:faults` make it small).
import { abandonDb } from '../db/client.ts';
import { poolRole } from '../db/connection-settings.ts';
import { shopEnv } from '../env.ts';

export type DeadlineKind = 'order' | 'read' | 'owner' | 'none';

export const DEADLINE_MS: Record<Exclude<DeadlineKind, 'none'>, number> = { order: 8000, read: 4000, owner: 9000 };

/** Seconds the client should wait before sending a request that met its deadline again. */
export const DEADLINE_RETRY_AFTER_SECONDS = 1;

/** The error a request's work is rejected with when its deadline passes (src/server/db/busy.ts knows its code). */
export class DeadlinePassed extends Error {
  readonly code = 'REQUEST_DEADLINE';
  readonly kind: DeadlineKind;
  readonly ms: number;
  constructor(kind: DeadlineKind, ms: number) {
    super(`the ${kind} request met its deadline of ${ms} ms`);
    this.kind = kind;
    this.ms = ms;
  }
}

/** The deadline of a kind of function now, in ms; undefined when it has none (here). */
export function deadlineMs(kind: DeadlineKind): number | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'owner' && poolRole() !== 'function') return undefined;
  const override = Number(shopEnv().FUNCTION_DEADLINE_MS);
  return Number.isFinite(override) && override > 0 ? override : DEADLINE_MS[kind];
}

/**
 * `work`, or DeadlinePassed once the kind's deadline has passed. The work itself is not stopped by
 * JavaScript; what stops it is the database: on Netlify (one request per instance) the connection it
 * waits on is let go at once (abandonDb), so its statement ends and the instance's next request opens
 * a fresh one; a statement that still runs on the server ends at its statement_timeout (client.ts).
 */
export async function withinDeadline<T>(kind: DeadlineKind, work: Promise<T>): Promise<T> {
  const ms = deadlineMs(kind);
  if (ms === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(kind, ms)), ms);
  });
  try {
    return await Promise.race([work, passed]);
  } catch (error) {
    if (error instanceof DeadlinePassed) {
      // The work's own failure, if it comes later, has no one to tell.
      work.catch(() => undefined);
      if (poolRole() === 'function') void abandonDb();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The answer of a request (other than an order, which answers in the shopper's language) past its deadline. */
export function deadlineResponse(): Response {
  const error = { code: 'busy', message: 'The shop is busy at this moment: please try again in a few seconds.' };
  return Response.json(
    { error },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': String(DEADLINE_RETRY_AFTER_SECONDS) } },
  );
}
