// The dashboard's delivery and return figures per wilaya and per customer for one window (definitions
// in domain/admin-orders/delivery-rates.ts), one statement each. Both start from the window's parcel
// steps in the orders' history (order_status_history_parcel_steps): handed to the carrier, delivered,
// returned. An order counts once however many reports moved it; test orders are left out. The failed
// attempts come from parcel_attempts, one row per attempt however many times the carrier told it.
import type { Queryable } from '../db/queryable.ts';
import type { Window } from '../../domain/admin-orders/dashboard.ts';
import { ATTEMPTS_TO_LIST, type CustomerOutcomes, type WilayaOutcomes } from '../../domain/admin-orders/delivery-rates.ts';

/**
 * The window's parcels: each order once, with whether its outcome (delivered, returned) came in the
 * window. The steps come from their partial index, then each order by its key: `offset 0` keeps the
 * planner from joining the whole orders table instead, which it prefers by cost yet took 180-700 ms
 * against 25-55 ms this way for a week of 1,900 parcels among 200,000 orders (EXPLAIN ANALYZE on
 * PostgreSQL 15), and grows with the table where this does not.
 */
const parcelsOf = (sql: Queryable, window: Window) => sql`
  select s.order_id as id, o.status, o.wilaya_code, o.phone, o.status = any(s.steps) as finished
  from (
    select h.order_id, array_agg(h.status) as steps from order_status_history h
    where h.kind = 'status' and h.status in ('shipped', 'delivered', 'returned')
      and h.changed_at >= ${window.from}::timestamptz and h.changed_at <= ${window.to}::timestamptz
    group by h.order_id
  ) s
  cross join lateral (select o.status, o.wilaya_code, o.phone from orders o where o.id = s.order_id and not o.is_test offset 0) o`;

/**
 * The window's failed delivery attempts, each once (parcel_attempts, by when the shop learned of them,
 * as the outcomes are), with their order's wilaya and phone; test orders left out.
 */
const attemptsOf = (sql: Queryable, window: Window) => sql`
  select a.order_id, o.wilaya_code, o.phone
  from parcel_attempts a
  cross join lateral (select o.wilaya_code, o.phone from orders o where o.id = a.order_id and not o.is_test offset 0) o
  where a.recorded_at >= ${window.from}::timestamptz and a.recorded_at <= ${window.to}::timestamptz`;

export async function wilayaOutcomes(sql: Queryable, window: Window): Promise<WilayaOutcomes[]> {
  return sql<WilayaOutcomes[]>`
    with parcel as (${parcelsOf(sql, window)}),
    counted as (
      select p.wilaya_code, count(*)::int as parcels,
             count(*) filter (where p.finished and p.status = 'delivered')::int as delivered,
             count(*) filter (where p.finished and p.status = 'returned')::int as returned,
             0 as failed
      from parcel p group by p.wilaya_code
      union all
      select a.wilaya_code, 0, 0, 0, count(*)::int from (${attemptsOf(sql, window)}) a group by a.wilaya_code
    )
    select w.code as "wilayaCode", w.name_fr as "nameFr", w.name_ar as "nameAr", sum(c.parcels)::int as parcels,
           sum(c.delivered)::int as delivered, sum(c.returned)::int as returned, sum(c.failed)::int as "failedAttempts"
    from counted c join wilayas w on w.code = c.wilaya_code
    group by w.code, w.name_fr, w.name_ar`;
}

/**
 * The phones with a parcel back in the window or ATTEMPTS_TO_LIST failed attempts, with their orders of
 * the window (placed in it, or whose parcel moved in it; orders_phone_recent_idx per phone) and the name
 * on the newest of them.
 */
export async function customerOutcomes(sql: Queryable, window: Window): Promise<CustomerOutcomes[]> {
  return sql<CustomerOutcomes[]>`
    with parcel as (${parcelsOf(sql, window)}),
    attempt as (${attemptsOf(sql, window)}),
    finished as (
      select p.phone,
             count(*) filter (where p.finished and p.status = 'delivered')::int as delivered,
             count(*) filter (where p.finished and p.status = 'returned')::int as returned
      from parcel p group by p.phone
    ),
    failed as (select a.phone, count(*)::int as n from attempt a group by a.phone),
    flagged as (
      select coalesce(f.phone, a.phone) as phone, coalesce(f.delivered, 0) as delivered, coalesce(f.returned, 0) as returned,
             coalesce(a.n, 0) as failed
      from finished f full join failed a on a.phone = f.phone
      where coalesce(f.returned, 0) > 0 or coalesce(a.n, 0) >= ${ATTEMPTS_TO_LIST}
    )
    select r.phone, c.name, c.orders, r.delivered, r.returned, r.failed as "failedAttempts"
    from flagged r
    cross join lateral (
      select count(*)::int as orders, (array_agg(o.customer_name order by o.created_at desc))[1] as name
      from orders o
      where o.phone = r.phone and not o.is_test
        and ((o.created_at >= ${window.from}::timestamptz and o.created_at <= ${window.to}::timestamptz)
             or o.id in (select id from parcel) or o.id in (select order_id from attempt))
    ) c`;
}
