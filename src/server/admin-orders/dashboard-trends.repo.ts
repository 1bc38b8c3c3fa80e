// The dashboard's pictures' counts for its 30 days (definitions in domain/admin-orders/dashboard-trends.ts
// and wilaya-map.ts), one statement each, test orders left out. Days are Algiers calendar days.
import type { Queryable } from '../db/queryable.ts';
import type { Window } from '../../domain/admin-orders/dashboard.ts';
import type { DayCounts, LeftCheckoutDay, SourceCounts } from '../../domain/admin-orders/dashboard-trends.ts';
import type { WilayaRefusalCounts } from '../../domain/admin-orders/wilaya-map.ts';
import { SHOP_TIME_ZONE } from '../../domain/admin/algiers-time.ts';

/**
 * Per day: orders placed (orders_list_idx), orders confirmed and delivered (their history rows of that
 * day, each order once a day; the 'confirmed' rows from their own partial index, the delivered from the
 * parcel steps' one). One pass over the three, then test orders left out by their own small index
 * (orders_test_idx): a join of every row to the orders, or a union joined per day, cost the planner's
 * estimate past PostgreSQL's JIT threshold, and compiling took seconds (EXPLAIN ANALYZE, 100,000
 * orders: 13 s against 0.1 s; scripts/bench-admin.ts).
 */
export async function ordersByDay(sql: Queryable, window: Window): Promise<DayCounts[]> {
  const inWindow = (column: string) => sql`${sql(column)} >= ${window.from}::timestamptz and ${sql(column)} <= ${window.to}::timestamptz`;
  return sql<DayCounts[]>`
    select to_char(e.day, 'YYYY-MM-DD') as day,
           count(*) filter (where e.what = 'placed')::int as orders,
           count(*) filter (where e.what = 'confirmed')::int as confirmed,
           count(*) filter (where e.what = 'delivered')::int as delivered
    from (
      select (o.created_at at time zone ${SHOP_TIME_ZONE})::date as day, 'placed' as what, o.id
      from orders o where ${inWindow('o.created_at')}
      union all
      select distinct (h.changed_at at time zone ${SHOP_TIME_ZONE})::date, h.status, h.order_id
      from order_status_history h where h.kind = 'status' and h.status = 'confirmed' and ${inWindow('h.changed_at')}
      union all
      select distinct (h.changed_at at time zone ${SHOP_TIME_ZONE})::date, h.status, h.order_id
      from order_status_history h where h.kind = 'status' and h.status = 'delivered' and ${inWindow('h.changed_at')}
    ) e
    where not exists (select 1 from orders t where t.id = e.id and t.is_test)
    group by e.day`;
}

/**
 * The window's orders by source, and what became of them so far. The source: the tagged utm_source
 * (trimmed, lowercased: "Facebook" and "facebook " are one), else the platform its click id names
 * (fbc: Meta's click, counted as facebook; ttclid: tiktok), else null, direct or unknown (no row, or a
 * row with neither).
 */
export async function ordersBySource(sql: Queryable, window: Window): Promise<SourceCounts[]> {
  return sql<SourceCounts[]>`
    select coalesce(nullif(lower(btrim(a.utm_source)), ''),
                    case when a.fbc is not null then 'facebook' when a.ttclid is not null then 'tiktok' end) as source,
           count(*)::int as orders,
           -- confirmed: moved on from confirmed, or confirmed then cancelled (its 'confirmed' row, after it was
           -- placed so in the window: the rows of the window from their index, not every order's history)
           count(*) filter (where o.status in ('confirmed', 'shipped', 'delivered', 'returned') or o.id in (
             select h.order_id from order_status_history h
             where h.kind = 'status' and h.status = 'confirmed' and h.changed_at >= ${window.from}::timestamptz))::int as confirmed,
           count(*) filter (where o.status = 'delivered')::int as delivered,
           count(*) filter (where o.status = 'returned')::int as returned
    from orders o
    left join order_attribution a on a.order_id = o.id
    where not o.is_test and o.created_at >= ${window.from}::timestamptz and o.created_at <= ${window.to}::timestamptz
    group by 1`;
}

/**
 * The window's finished parcels per wilaya of the 58 and of 2026: the orders delivered or returned in it
 * (their history row of that outcome, from the parcel steps' index), each once and only while that is
 * still their status, then each order by its key (`offset 0`: delivery-rates.repo.ts says why); counted
 * first, then named (naming each parcel first joined the wilayas once per parcel).
 */
export async function refusalsByWilaya(sql: Queryable, window: Window): Promise<WilayaRefusalCounts[]> {
  return sql<WilayaRefusalCounts[]>`
    with counted as (
      select o.wilaya_code, o.wilaya_code_2026,
             count(*) filter (where o.status = 'delivered')::int as delivered,
             count(*) filter (where o.status = 'returned')::int as returned
      from (
        select distinct h.order_id, h.status from order_status_history h
        where h.kind = 'status' and h.status in ('delivered', 'returned')
          and h.changed_at >= ${window.from}::timestamptz and h.changed_at <= ${window.to}::timestamptz
      ) s
      cross join lateral (
        select o.status, o.wilaya_code, o.wilaya_code_2026 from orders o
        where o.id = s.order_id and o.status = s.status and not o.is_test offset 0
      ) o
      group by o.wilaya_code, o.wilaya_code_2026
    )
    select c.wilaya_code as "wilayaCode", w.name_fr as "nameFr", w.name_ar as "nameAr",
           c.wilaya_code_2026 as "wilaya2026Code", n.name_fr as "name2026Fr", n.name_ar as "name2026Ar", c.delivered, c.returned
    from counted c
    join wilayas w on w.code = c.wilaya_code
    join wilayas_2026 n on n.code = c.wilaya_code_2026`;
}

/** The names of the 58, for the drawn wilayas. */
export async function wilayaNames(sql: Queryable): Promise<Map<string, { nameFr: string; nameAr: string }>> {
  const rows = await sql<{ code: string; nameFr: string; nameAr: string }[]>`
    select code, name_fr as "nameFr", name_ar as "nameAr" from wilayas`;
  return new Map(rows.map((r) => [r.code, { nameFr: r.nameFr, nameAr: r.nameAr }]));
}

/**
 * Per day, the checkouts left (issue 41 §1: the drafts kept, by the day she started them) and how many of
 * them came back as an order (linked to her later order with the same phone). Drafts expire (a setting),
 * so a day past the expiry counts the drafts still kept. Read from left_checkouts_created_idx.
 */
export async function leftCheckoutsByDay(sql: Queryable, window: Window): Promise<LeftCheckoutDay[]> {
  return sql<LeftCheckoutDay[]>`
    select to_char((l.created_at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as "left",
           count(l.converted_order_id)::int as "cameBack"
    from left_checkouts l
    where l.created_at >= ${window.from}::timestamptz and l.created_at <= ${window.to}::timestamptz
    group by 1`;
}
