// The dashboard's pictures' counts for its 30 days (definitions in domain/admin-orders/dashboard-trends.ts
// and wilaya-map.ts), one statement each, test orders left out. Days are Algiers calendar days.
import type { Queryable } from '../db/queryable.ts';
import type { Window } from '../../domain/admin-orders/dashboard.ts';
import type { DayCounts, LeftCheckoutDay, SourceCounts } from '../../domain/admin-orders/dashboard-trends.ts';
import type { WilayaRefusalCounts } from '../../domain/admin-orders/wilaya-map.ts';
import { SHOP_TIME_ZONE } from '../../domain/admin/algiers-time.ts';
import { parcelsOf } from './delivery-rates.repo.ts';

/**
 * Per day: orders placed (orders_created_idx), orders confirmed and delivered (their history rows of
 * that day, each order once a day; the 'confirmed' rows from their own partial index, the delivered
 * from the parcel steps' one, then each order by its key to leave test orders out).
 */
export async function ordersByDay(sql: Queryable, window: Window): Promise<DayCounts[]> {
  return sql<DayCounts[]>`
    with placed as (
      select (o.created_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*)::int as orders
      from orders o
      where not o.is_test and o.created_at >= ${window.from}::timestamptz and o.created_at <= ${window.to}::timestamptz
      group by 1
    ), moved as (
      select (h.changed_at at time zone ${SHOP_TIME_ZONE})::date as day,
             count(distinct h.order_id) filter (where h.status = 'confirmed')::int as confirmed,
             count(distinct h.order_id) filter (where h.status = 'delivered')::int as delivered
      from order_status_history h
      cross join lateral (select 1 from orders o where o.id = h.order_id and not o.is_test offset 0) o
      where h.kind = 'status' and h.status in ('confirmed', 'delivered')
        and h.changed_at >= ${window.from}::timestamptz and h.changed_at <= ${window.to}::timestamptz
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.orders, 0) as orders,
           coalesce(m.confirmed, 0) as confirmed, coalesce(m.delivered, 0) as delivered
    from (select day from placed union select day from moved) d
    left join placed p on p.day = d.day
    left join moved m on m.day = d.day`;
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
           count(*) filter (where o.status in ('confirmed', 'shipped', 'delivered', 'returned')
             or exists (select 1 from order_status_history h where h.order_id = o.id and h.status = 'confirmed' and h.kind = 'status'))::int as confirmed,
           count(*) filter (where o.status = 'delivered')::int as delivered,
           count(*) filter (where o.status = 'returned')::int as returned
    from orders o
    left join order_attribution a on a.order_id = o.id
    where not o.is_test and o.created_at >= ${window.from}::timestamptz and o.created_at <= ${window.to}::timestamptz
    group by 1`;
}

/** The window's finished parcels (delivered or returned in it) per wilaya of the 58 and of 2026. */
export async function refusalsByWilaya(sql: Queryable, window: Window): Promise<WilayaRefusalCounts[]> {
  return sql<WilayaRefusalCounts[]>`
    with parcel as (${parcelsOf(sql, window)})
    select p.wilaya_code as "wilayaCode", w.name_fr as "nameFr", w.name_ar as "nameAr",
           p.wilaya_code_2026 as "wilaya2026Code", n.name_fr as "name2026Fr", n.name_ar as "name2026Ar",
           count(*) filter (where p.status = 'delivered')::int as delivered,
           count(*) filter (where p.status = 'returned')::int as returned
    from parcel p
    join wilayas w on w.code = p.wilaya_code
    join wilayas_2026 n on n.code = p.wilaya_code_2026
    where p.finished and p.status in ('delivered', 'returned')
    group by p.wilaya_code, w.name_fr, w.name_ar, p.wilaya_code_2026, n.name_fr, n.name_ar`;
}

/** The names of the 58, for the drawn wilayas. */
export async function wilayaNames(sql: Queryable): Promise<Map<string, { nameFr: string; nameAr: string }>> {
  const rows = await sql<{ code: string; nameFr: string; nameAr: string }[]>`
    select code, name_fr as "nameFr", name_ar as "nameAr" from wilayas`;
  return new Map(rows.map((r) => [r.code, { nameFr: r.nameFr, nameAr: r.nameAr }]));
}

/** Per day, the checkouts left and how many of them came back as an order; null while the shop keeps none. */
export async function leftCheckoutsByDay(sql: Queryable, window: Window): Promise<LeftCheckoutDay[] | null> {
  const [table] = await sql<{ there: boolean }[]>`select to_regclass('public.left_checkouts') is not null as there`;
  if (!table?.there) return null;
  return sql<LeftCheckoutDay[]>`
    select to_char((l.created_at at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as "left",
           count(l.converted_order_id)::int as "cameBack"
    from left_checkouts l
    where l.created_at >= ${window.from}::timestamptz and l.created_at <= ${window.to}::timestamptz
    group by 1`;
}
