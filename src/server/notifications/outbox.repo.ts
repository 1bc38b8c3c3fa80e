// The outbox: notifications written in the order's transaction, delivered after commit and retried
// until the webhook takes them, each told once:
//   - a sender claims a row before its call (attempts + 1, the error of the last attempt cleared, and
//     a lease: next_attempt_at pushed LEASE_SECONDS ahead, so no one else sends it meanwhile). An
//     order's own row is written already claimed for the order function, which sends it after commit;
//   - it settles the row after the call: delivered; refused (the webhook said no or was unreachable:
//     backoff); postponed (429); or outcome unknown (the request went out and no answer came: due
//     again only after UNKNOWN_OUTCOME_SECONDS, long after any slow webhook has answered);
//   - a row whose lease ran out unsettled (its sender stopped, or the database failed before the
//     settle could be written) is claimed again: the attempt's outcome is unknown, and the lease was
//     that long wait. The webhook may have posted it: that one case can tell the owner twice.
import type { Queryable } from '../db/queryable.ts';
import type { WebhookMessage } from './order-message.ts';

export type OrderNotification = { orderId: string; orderNumber: number; message: WebhookMessage };
export type ClaimedNotification = {
  id: number;
  attempts: number;
  payload: OrderNotification;
  /** The last attempt was claimed and never settled (see above): it may have been posted. */
  unsettled?: boolean;
};

/** Rows given up on after this many attempts stay in the table for the admin to see. */
export const MAX_ATTEMPTS = 12;
/** Longer than a webhook call (WEBHOOK_TIMEOUT_MS) and the retries of its settle (delivered-marks.ts). */
export const LEASE_SECONDS = 120;
/** A message that may have been posted waits this long before it is sent again (one drain period). */
export const UNKNOWN_OUTCOME_SECONDS = 300;

/**
 * Claims up to `limit` due rows, skipping rows another drain holds. A claimed row's last_error is
 * cleared: until it is settled, attempts > 0 with no error and no delivery means an attempt in flight
 * (or one that never settled, once its lease has run out).
 */
export async function claimDueNotifications(sql: Queryable, limit: number): Promise<ClaimedNotification[]> {
  return sql<ClaimedNotification[]>`
    with due as (
      select id, attempts > 0 and last_error is null as unsettled from outbox
      -- carrier_health: a carrier gone silent or back (src/server/carriers/health), one chat message like an order's.
      where kind in ('order_placed', 'carrier_health') and delivered_at is null and next_attempt_at <= clock_timestamp() and attempts < ${MAX_ATTEMPTS}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    update outbox o set attempts = o.attempts + 1, last_error = null,
                        next_attempt_at = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
    from due where o.id = due.id
    returning o.id::int as id, o.attempts, o.payload, due.unsettled`;
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

/** The webhook refused the message or could not be reached: it was not posted; due again after the backoff. */
export async function markFailed(sql: Queryable, ids: readonly number[], attempts: number, error: string): Promise<void> {
  await sql`
    update outbox set last_error = ${error.slice(0, 500)}, next_attempt_at = clock_timestamp() + make_interval(secs => ${backoffSeconds(attempts)})
    where id = any(${ids as number[]}::bigint[])`;
}

/** The request went out and no answer came: it may have been posted, so it waits UNKNOWN_OUTCOME_SECONDS. */
export async function markOutcomeUnknown(sql: Queryable, ids: readonly number[], error: string): Promise<void> {
  await sql`
    update outbox set last_error = ${error.slice(0, 500)}, next_attempt_at = clock_timestamp() + make_interval(secs => ${UNKNOWN_OUTCOME_SECONDS})
    where id = any(${ids as number[]}::bigint[])`;
}
