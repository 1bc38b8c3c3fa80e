// The dashboard's figures for one window, in one statement (definitions in domain/admin-orders/dashboard.ts).
// The moment an order was delivered or returned is its history row's (the status move, not a later
// restock line); test orders are left out everywhere.
import type { Queryable } from '../db/queryable.ts';
import type { DashboardFigures, Window } from '../../domain/admin-orders/dashboard.ts';
import { ratio } from '../../domain/admin-orders/ratio.ts';

type Row = {
  orders: number;
  pending: number;
  decided: number;
  confirmed: number;
  confirmed_by_link: number;
  confirmed_by_owner: number;
  delivered: number;
  delivered_revenue: string;
  returned: number;
  added_items: number;
  added_delivered: number;
};

export async function readFigures(sql: Queryable, window: Window): Promise<DashboardFigures> {
  const [row] = await sql<Row[]>`
    with placed as (
      select o.id, o.status, o.confirmed_via from orders o
      where not o.is_test and o.created_at >= ${window.from}::timestamptz and o.created_at < ${window.to}::timestamptz
    ), outcome as (
      -- each order delivered or returned in the window, once: its final status's row in the history, from
      -- the parcel steps' index, then the order by its key (delivery-rates.repo.ts says why offset 0)
      select o.id, o.status, o.total
      from (
        select distinct h.order_id, h.status from order_status_history h
        where h.kind = 'status' and h.status in ('delivered', 'returned')
          and h.changed_at >= ${window.from}::timestamptz and h.changed_at <= ${window.to}::timestamptz
      ) s
      cross join lateral (
        select o.id, o.status, o.total from orders o where o.id = s.order_id and o.status = s.status and not o.is_test offset 0
      ) o
    )
    select
      (select count(*)::int from placed) as orders,
      (select count(*)::int from placed where status = 'pending') as pending,
      (select count(*)::int from placed where status <> 'pending') as decided,
      -- confirmed then cancelled: its 'confirmed' row, after it was placed so in the window (the window's
      -- rows from order_status_history_confirmed; an exists per order became a scan of every confirmed
      -- row of the history, 300 ms at 100,000 orders: docs/benchmarks.md)
      (select count(*)::int from placed p where p.status in ('confirmed', 'shipped', 'delivered', 'returned')
         or p.id in (select h.order_id from order_status_history h
                     where h.kind = 'status' and h.status = 'confirmed' and h.changed_at >= ${window.from}::timestamptz)) as confirmed,
      (select count(*)::int from placed where confirmed_via = 'link') as confirmed_by_link,
      (select count(*)::int from placed where confirmed_via = 'owner') as confirmed_by_owner,
      (select count(*)::int from outcome where status = 'delivered') as delivered,
      (select coalesce(sum(total), 0)::text from outcome where status = 'delivered') as delivered_revenue,
      (select count(*)::int from outcome where status = 'returned') as returned,
      (select count(*)::int from placed p join order_lines l on l.order_id = p.id and l.added_key is not null) as added_items,
      (select count(*)::int from placed p
       where p.status = 'delivered' and exists (select 1 from order_lines l where l.order_id = p.id and l.added_key is not null)) as added_delivered`;
  const r = row!;
  return {
    from: window.from,
    to: window.to,
    orders: r.orders,
    pendingToConfirm: r.pending,
    confirmationRate: ratio(r.confirmed, r.decided),
    confirmedBy: {
      link: r.confirmed_by_link,
      owner: r.confirmed_by_owner,
      linkShare: ratio(r.confirmed_by_link, r.confirmed_by_link + r.confirmed_by_owner),
      ownerShare: ratio(r.confirmed_by_owner, r.confirmed_by_link + r.confirmed_by_owner),
    },
    deliveredRevenue: Number(r.delivered_revenue),
    delivered: r.delivered,
    returned: r.returned,
    returnRate: ratio(r.returned, r.delivered + r.returned),
    addedItems: r.added_items,
    addedDelivered: r.added_delivered,
  };
}
