// Every request answers in time. Netlify ends a synchronous function after 60 s ("Synchronous execution
// limit", docs.netlify.com/build/functions/configuration; sites and plans used to have 10 s, the
// limit issue #38 names) with an error page that no island can read; and a database that stops
// answering (frozen, cut off, a pool waiting for it) would otherwise hold the shopper that long and
// then leave her with nothing. So each function kind has a deadline, and past it the request is
// answered 503 `busy` JSON with Retry-After, which the order form sends again with the same
// idempotency key (src/features/checkout/order-client.ts): safe, as a stored order comes back.
//
// The deadlines, per kind of function:
// - order: 8 s, under even the old 10 s limit. Placing an order is one statement that may wait for
//   the stock locks of a drop's other buyers; 8 s leaves it all the time a busy database may need, and
//   2 s of that limit for a cold start and the answer's way out. A shopper does not wait longer.
// - read: 4 s. The shopper's reads and her order page's buttons (stock, her order's page, the site
//   password, health) are one or two indexed statements of a few milliseconds: past 4 s the database
//   is not answering, and a quick 503 lets the page say so (or try again) while she still looks at it.
// - owner: 50 s, on Netlify only (pool role `function`): the owner's screens do the shop's longest
//   work (a catalogue import, a send of 100 parcels whose carrier pacer waits up to 20 s), which needs
//   most of the 60 s; past 50 s an answer the admin can read comes before the platform's error page.
//   Its work is not cut (it may be talking to a carrier): it runs on until it ends or Netlify ends it.
//   `npm start` has no platform limit: there it has no deadline.
// - none: the scheduled functions (Netlify gives them 30 s, and nobody waits on them).
// FUNCTION_DEADLINE_MS replaces every deadline (the tests and `npm run bench:faults` make it small).
import { abandonDb } from '../db/client.ts';
import { poolRole } from '../db/connection-settings.ts';
import { shopEnv } from '../env.ts';

export type DeadlineKind = 'order' | 'read' | 'owner' | 'none';

export const DEADLINE_MS: Record<Exclude<DeadlineKind, 'none'>, number> = { order: 8000, read: 4000, owner: 50_000 };

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
 * JavaScript. A shopper's order or read is stopped by the database: on Netlify (one request per
 * instance) the connection it waits on is let go at once (abandonDb), so its statement ends and the
 * instance's next request opens a fresh one; a statement that still runs on the server ends at its
 * statement_timeout (client.ts). The owner's work is left to run (see above).
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
      if (poolRole() === 'function' && (kind === 'order' || kind === 'read')) void abandonDb();
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
