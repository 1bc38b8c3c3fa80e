// The outbox: notifications written in the order's transaction, delivered after commit and retried
// with backoff until the webhook takes them. A claim is a lease (next_attempt_at pushed ahead), so
// the post-order delivery and the scheduled drain never send the same row at the same time. An
// order's own row is written already leased to the order function, which sends it after commit; the
// drain takes it only if the lease runs out without a delivery (a crash, a failure's backoff).
import type { Queryable } from '../db/queryable.ts';
import type { WebhookMessage } from './order-message.ts';

export type OrderNotification = { orderId: string; orderNumber: number; message: WebhookMessage };
export type ClaimedNotification = { id: number; attempts: number; payload: OrderNotification };

/** Rows given up on after this many attempts stay in the table for the admin to see. */
export const MAX_ATTEMPTS = 12;
export const LEASE_SECONDS = 120;

/** Claims up to `limit` due rows, skipping rows another drain holds. */
export async function claimDueNotifications(sql: Queryable, limit: number): Promise<ClaimedNotification[]> {
  return sql<ClaimedNotification[]>`
    update outbox set attempts = attempts + 1, next_attempt_at = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox
      where kind = 'order_placed' and delivered_at is null and next_attempt_at <= clock_timestamp() and attempts < ${MAX_ATTEMPTS}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    returning id::int as id, attempts, payload`;
}

export async function markDelivered(sql: Queryable, ids: readonly number[]): Promise<void> {
  await sql`update outbox set delivered_at = clock_timestamp(), last_error = null where id = any(${ids as number[]}::bigint[])`;
}

/**
 * The webhook asked to wait (429): the row is due again when it said, and the attempt does not count
 * (a rate limit says nothing about the message, and a big drop must not use up a row's attempts).
 */
/** `seconds` may have a fraction: the rows are due again when the webhook's pause ends. */
export async function markRateLimited(sql: Queryable, ids: readonly number[], seconds: number): Promise<void> {
  await sql`
    update outbox set attempts = greatest(attempts - 1, 0), last_error = 'Discord API error: 429',
                      next_attempt_at = clock_timestamp() + make_interval(secs => ${seconds})
    where id = any(${ids as number[]}::bigint[])`;
}

/** 30 s, 1 min, 2 min, ... up to an hour between attempts. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export async function markFailed(sql: Queryable, id: number, attempts: number, error: string): Promise<void> {
  await sql`
    update outbox set last_error = ${error.slice(0, 500)}, next_attempt_at = clock_timestamp() + make_interval(secs => ${backoffSeconds(attempts)})
    where id = ${id}`;
}
