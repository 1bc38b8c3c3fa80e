// ad_events, the ad platforms' outbox and the orders' event logs (supabase/migrations/*_ad_events.sql):
//   - a sender claims due rows of one platform before its call (attempts + 1, and a lease: no other
//     drain takes them while it runs);
//   - it settles them after: sent; refused for good (the platform said the event itself is wrong);
//     or waiting again after a backoff (no answer, a rate limit, the platform down, or the token
//     refused: the owner may fix it), with the reason kept for the log;
//   - a waiting row older than MAX_EVENT_AGE_SECONDS is marked too old and never sent: Meta refuses
//     a whole request holding one.
import type { Queryable } from '../db/queryable.ts';
import { MAX_EVENT_AGE_SECONDS, type AdPlatform } from '../../domain/ads/ad-platforms.ts';
import type { AdEventView } from '../../domain/ads/ads-admin-api.ts';
import type { DeliveredOrder } from '../../domain/ads/purchase-event.ts';

/** Longer than a call to a platform (AD_API_TIMEOUT_MS) and its settle. */
export const LEASE_SECONDS = 120;

/** 1 min, 2, 4, … up to 6 hours between attempts; an event keeps being tried until it is too old. */
export const adBackoffSeconds = (attempts: number): number => Math.min(6 * 3600, 60 * 2 ** Math.max(0, attempts - 1));

export type ClaimedAdEvent = { id: number; orderId: string; eventTime: Date; attempts: number };

/** Marks every waiting event too old to send as such; how many. */
export async function markTooOld(sql: Queryable): Promise<number> {
  const rows = await sql`
    update ad_events set state = 'too_old', next_attempt_at = clock_timestamp()
    where state = 'waiting' and event_time < clock_timestamp() - make_interval(secs => ${MAX_EVENT_AGE_SECONDS})
    returning 1`;
  return rows.length;
}

export async function claimDueEvents(sql: Queryable, platform: AdPlatform, limit: number): Promise<ClaimedAdEvent[]> {
  return sql<ClaimedAdEvent[]>`
    with due as (
      select id from ad_events
      where platform = ${platform} and state = 'waiting' and next_attempt_at <= clock_timestamp()
        and event_time >= clock_timestamp() - make_interval(secs => ${MAX_EVENT_AGE_SECONDS})
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    update ad_events e set attempts = e.attempts + 1, next_attempt_at = clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
    from due where e.id = due.id
    returning e.id::int as id, e.order_id as "orderId", e.event_time as "eventTime", e.attempts`;
}

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

export async function markSent(sql: Queryable, rows: readonly { id: number }[], testEventCode: string | null): Promise<void> {
  await sql`
    update ad_events set state = 'sent', sent_at = clock_timestamp(), reason = null, test_event_code = ${testEventCode}
    where id = any(${ids(rows)}::bigint[])`;
}

export async function markRefused(sql: Queryable, rows: readonly { id: number }[], reason: string): Promise<void> {
  await sql`update ad_events set state = 'refused', reason = ${reason.slice(0, 500)} where id = any(${ids(rows)}::bigint[])`;
}

/** Hands claimed rows back unsent (the drain's time is up): due now, their attempt not counted. */
export async function giveBack(sql: Queryable, rows: readonly { id: number }[]): Promise<void> {
  await sql`
    update ad_events set attempts = attempts - 1, next_attempt_at = clock_timestamp()
    where id = any(${ids(rows)}::bigint[]) and state = 'waiting'`;
}

/** Waits again: due after the backoff of its attempts, the reason kept for the log (one statement). */
export async function markRetry(sql: Queryable, rows: readonly ClaimedAdEvent[], reason: string): Promise<void> {
  await sql`
    update ad_events e set reason = ${reason.slice(0, 500)},
                           next_attempt_at = clock_timestamp() + make_interval(secs => r.backoff)
    from unnest(${ids(rows)}::bigint[], ${rows.map((r) => adBackoffSeconds(r.attempts))}::int[]) as r(id, backoff)
    where e.id = r.id`;
}

type OrderRow = {
  id: string;
  number: number;
  customer_name: string;
  email: string;
  phone: string;
  commune: string;
  wilaya: string;
  goods: number;
  currency: string;
  fbp: string | null;
  fbc: string | null;
  ttclid: string | null;
  ttp: string | null;
  user_agent: string | null;
  lines: DeliveredOrder['lines'];
};

/**
 * The delivered orders of these ids, what she pays for the goods: the subtotal (its lines after their
 * quantity offers) less the code's discount (docs/offers-and-codes.md), and each line at its own price
 * after its offer (line_total / quantity); delivery is not the goods. Only those that still have their
 * attribution, by id (the event time is the row's).
 */
export async function readDeliveredOrders(
  sql: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, Omit<DeliveredOrder, 'deliveredAt' | 'siteUrl'>>> {
  const rows = await sql<OrderRow[]>`
    select o.id, o.number, o.customer_name, o.email, o.phone, o.commune, w.name_fr as wilaya,
           o.subtotal - o.code_discount as goods, o.currency,
           a.fbp, a.fbc, a.ttclid, a.ttp, a.user_agent,
           (select coalesce(json_agg(json_build_object('productId', l.product_id, 'quantity', l.quantity,
                                                       'unitPrice', round(l.line_total::numeric / l.quantity, 2)) order by l.id), '[]'::json)
            from order_lines l where l.order_id = o.id) as lines
    from orders o
    join order_attribution a on a.order_id = o.id
    join wilayas w on w.code = o.wilaya_code
    where o.id = any(${orderIds as string[]}::uuid[]) and o.status = 'delivered'`;
  return new Map(
    rows.map((r) => [
      r.id,
      {
        orderId: r.id,
        orderNumber: r.number,
        customerName: r.customer_name,
        email: r.email,
        phone: r.phone,
        commune: r.commune,
        wilaya: r.wilaya,
        goodsTotal: r.goods,
        currency: r.currency,
        lines: r.lines,
        attribution: { fbp: r.fbp, fbc: r.fbc, ttclid: r.ttclid, ttp: r.ttp, userAgent: r.user_agent },
      },
    ]),
  );
}

type LogRow = {
  platform: AdPlatform;
  event_name: 'Purchase';
  state: AdEventView['state'];
  event_time: Date;
  sent_at: Date | null;
  reason: string | null;
  attempts: number;
  next_attempt_at: Date;
  test_event_code: string | null;
};

/** The order's event log, by platform. */
export async function eventsOfOrder(sql: Queryable, orderNumber: number): Promise<AdEventView[]> {
  const rows = await sql<LogRow[]>`
    select e.platform, e.event_name, e.state, e.event_time, e.sent_at, e.reason, e.attempts, e.next_attempt_at, e.test_event_code
    from ad_events e join orders o on o.id = e.order_id
    where o.number = ${orderNumber}
    order by e.platform, e.event_name`;
  return rows.map((r) => ({
    platform: r.platform,
    event: r.event_name,
    state: r.state,
    eventTime: r.event_time.toISOString(),
    sentAt: r.sent_at?.toISOString() ?? null,
    reason: r.reason,
    attempts: r.attempts,
    nextAttemptAt: r.state === 'waiting' ? r.next_attempt_at.toISOString() : null,
    testEventCode: r.test_event_code,
  }));
}
