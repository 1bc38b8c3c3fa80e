// Per phone: how many orders, how many pending, delivered, cancelled and returned (test orders left
// out), and whether the phone is blacklisted. Read for a page of orders at once (one index probe of
// orders_phone_recent_idx per phone), so the list's cost follows its page size, not the history.
import type { Queryable } from '../db/queryable.ts';
import type { CustomerCounts } from '../../domain/admin-orders/signals.ts';

export type PhoneRecord = CustomerCounts & { blacklisted: { reason: string; since: string } | null };

type Row = {
  phone: string;
  orders: number;
  pending: number;
  delivered: number;
  cancelled: number;
  returned: number;
  reason: string | null;
  since: Date | null;
};

export async function phoneRecords(sql: Queryable, phones: readonly string[]): Promise<Map<string, PhoneRecord>> {
  const unique = [...new Set(phones)];
  if (unique.length === 0) return new Map();
  const rows = await sql<Row[]>`
    select p.phone, c.orders, c.pending, c.delivered, c.cancelled, c.returned, b.reason, b.added_at as since
    from unnest(${unique}::text[]) as p(phone)
    cross join lateral (
      select count(*)::int as orders,
             count(*) filter (where o.status = 'pending')::int as pending,
             count(*) filter (where o.status = 'delivered')::int as delivered,
             count(*) filter (where o.status = 'cancelled')::int as cancelled,
             count(*) filter (where o.status = 'returned')::int as returned
      from orders o where o.phone = p.phone and not o.is_test) c
    left join phone_blacklist b on b.phone = p.phone`;
  return new Map(
    rows.map((r) => [
      r.phone,
      {
        orders: r.orders,
        pending: r.pending,
        delivered: r.delivered,
        cancelled: r.cancelled,
        returned: r.returned,
        blacklisted: r.reason !== null ? { reason: r.reason, since: r.since!.toISOString() } : null,
      },
    ]),
  );
}

export const NO_RECORD: PhoneRecord = { orders: 0, pending: 0, delivered: 0, cancelled: 0, returned: 0, blacklisted: null };
