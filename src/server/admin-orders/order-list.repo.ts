// The admin's order list: one page newest first by (created_at, number), the counts per status for the
// tabs, and each row's phone record and signals. Every filter has an index that serves it in list order
// (supabase/migrations/20261124002000_admin_orders.sql), so a page reads about a page of rows whatever
// the table's size; `npm run bench:admin` measures it with 100,000 orders.
import type { Queryable } from '../db/queryable.ts';
import { fromAlgiersLocal } from '../../domain/admin/algiers-time.ts';
import {
  decodeCursor,
  encodeCursor,
  ORDER_COUNT_CAP,
  ORDER_PAGE_SIZE,
  searchTermsOf,
  type OrderListPage,
  type SearchTerms,
  type OrderListQuery,
  type OrderListParcel,
  type OrderListRow,
  type OrderStatusCounts,
} from '../../domain/admin-orders/order-list.ts';
import { signalsOf } from '../../domain/admin-orders/signals.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/workflow.ts';
import { NO_RECORD, phoneRecords } from './customers.repo.ts';
import { wilaya2026Of } from './order-wilaya-2026.ts';

type Fragment = ReturnType<Queryable>;

/** The first instant of the Algiers day after `day`. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return fromAlgiersLocal(`${next.toISOString().slice(0, 10)}T00:00`);
}

/**
 * The search as a condition; a search that can match nothing (only punctuation) is `false`. Words of a
 * name are not here: they choose the rows the page is read from (source), see below.
 */
function searchCondition(sql: Queryable, terms: SearchTerms | undefined, q: string | undefined): Fragment | undefined {
  if (q === undefined || q.trim() === '') return undefined;
  if (!terms) return sql`false`;
  if (terms.phone) return sql`o.phone = ${terms.phone}`;
  const either: Fragment[] = [];
  if (terms.number !== undefined) either.push(sql`o.number = ${terms.number}`);
  // Every stored phone has 10 digits: its start is a range of the phone index.
  if (terms.phonePrefix) either.push(sql`o.phone between ${terms.phonePrefix.padEnd(10, '0')} and ${terms.phonePrefix.padEnd(10, '9')}`);
  return either.length ? either.reduce((a, b) => sql`${a} or ${b}`) : undefined;
}

/**
 * The rows a page is read from. A name search reads the name index first (`offset 0` keeps it apart):
 * the planner cannot tell a rare name from a common one in a prefix search, and given the choice it
 * walks the whole list newest first looking for a rare name (450 ms at 100,000 orders instead of 1).
 */
function source(sql: Queryable, terms: SearchTerms | undefined): Fragment {
  if (!terms?.words.length) return sql`orders`;
  const query = terms.words.map((w) => `${w}:*`).join(' & ');
  return sql`(select * from orders where name_words @@ to_tsquery('simple', ${query}) offset 0)`;
}

function conditions(sql: Queryable, query: OrderListQuery, terms: SearchTerms | undefined, withStatus: boolean): Fragment {
  const all: Fragment[] = [];
  if (withStatus && query.status) all.push(sql`o.status = ${query.status}`);
  if (query.wilaya) all.push(sql`o.wilaya_code = ${query.wilaya}`);
  if (query.flow) all.push(sql`o.flow = ${query.flow}`);
  if (query.from) all.push(sql`o.created_at >= ${fromAlgiersLocal(`${query.from}T00:00`)}::timestamptz`);
  if (query.to) all.push(sql`o.created_at < ${dayAfter(query.to)}::timestamptz`);
  const search = searchCondition(sql, terms, query.q);
  if (search) all.push(sql`(${search})`);
  return all.reduce((a, b) => sql`${a} and ${b}`, sql`true`);
}

type Row = {
  number: number;
  created_at: Date;
  customer_name: string;
  phone: string;
  address: string;
  wilaya_code: string;
  name_fr: string;
  name_ar: string;
  new_code: string | null;
  new_name_fr: string | null;
  new_name_ar: string | null;
  commune: string;
  commune_ar: string;
  delivery_type: 'home' | 'office';
  total: number;
  currency: string;
  status: OrderStatus;
  flow: OrderListRow['flow'];
  is_test: boolean;
  confirmed_via: OrderListRow['confirmedVia'];
  call_requested_at: Date | null;
  created_exact: string;
  parcel_platform: OrderListParcel['platform'] | null;
  parcel_state: OrderListParcel['state'] | null;
  parcel_tracking: string | null;
};

const parcelOf = (r: Row): OrderListParcel | null =>
  r.parcel_platform && r.parcel_state ? { platform: r.parcel_platform, state: r.parcel_state, tracking: r.parcel_tracking } : null;

export async function listOrders(sql: Queryable, query: OrderListQuery): Promise<OrderListPage> {
  const limit = query.limit ?? ORDER_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const terms = searchTermsOf(query.q);
  const where = conditions(sql, query, terms, true);
  const counting = statusCounts(sql, query, terms);
  const rows = await sql<Row[]>`
    select o.number, o.created_at, o.customer_name, o.phone, o.address, o.wilaya_code, w.name_fr, w.name_ar,
           n.code as new_code, n.name_fr as new_name_fr, n.name_ar as new_name_ar, o.commune, o.commune_ar,
           o.delivery_type, o.total, o.currency, o.status, o.flow, o.is_test, o.confirmed_via, o.call_requested_at,
           -- the cursor keeps the instant to the microsecond (a JavaScript Date would drop three digits)
           to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_exact,
           p.platform as parcel_platform, p.state as parcel_state, p.tracking as parcel_tracking
    from ${source(sql, terms)} o join wilayas w on w.code = o.wilaya_code
    left join wilayas_2026 n on n.code = o.wilaya_code_2026 and n.code <> o.wilaya_code
    -- The row's parcel, as the order's Parcel panel picks it (the live one, else the newest), read by
    -- parcels_by_order in this same query: a page is one statement, whatever its size.
    left join lateral (
      select pp.platform, pp.state, pp.tracking from parcels pp where pp.order_id = o.id
      order by (pp.state in ('creating', 'created')) desc, pp.id desc limit 1
    ) p on true
    where ${where} ${after ? sql`and (o.created_at, o.number) < (${after.createdAt}::timestamptz, ${after.number}::int)` : sql``}
    order by o.created_at desc, o.number desc
    limit ${limit + 1}`;
  const page = rows.slice(0, limit);
  const [records, counts] = await Promise.all([
    phoneRecords(
      sql,
      page.map((r) => r.phone),
    ),
    counting,
  ]);
  const orders = page.map((r): OrderListRow => {
    const record = records.get(r.phone) ?? NO_RECORD;
    const { blacklisted, ...customer } = record;
    return {
      number: r.number,
      createdAt: r.created_at.toISOString(),
      customerName: r.customer_name,
      phone: r.phone,
      wilayaCode: r.wilaya_code,
      wilayaNameFr: r.name_fr,
      wilayaNameAr: r.name_ar,
      wilaya2026: wilaya2026Of(r),
      commune: r.commune,
      communeAr: r.commune_ar,
      deliveryType: r.delivery_type,
      total: r.total,
      currency: r.currency,
      status: r.status,
      flow: r.flow,
      isTest: r.is_test,
      customer,
      signals: signalsOf({
        status: r.status,
        customerName: r.customer_name,
        address: r.address,
        customer,
        blacklisted: blacklisted !== null,
      }),
      confirmedVia: r.confirmed_via,
      // Her request matters while the order waits for a decision.
      callRequestedAt: r.status === 'pending' ? (r.call_requested_at?.toISOString() ?? null) : null,
      parcel: parcelOf(r),
    };
  });
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodeCursor({ createdAt: last.created_exact, number: last.number }) : null;
  return { orders, counts, next };
}

/**
 * Per status, under the page's filters and search but not its status: the tabs. A search counts its
 * matches in one pass (few rows, found by their index). Without one, each status is counted on its
 * index (status, created_at) including flow and wilaya, so a filter is checked without reading the
 * table, and the count stops at ORDER_COUNT_CAP ('10,000+'): counting a year of delivered orders
 * exactly would cost more than the whole page, and an owner decides nothing on the figure past it.
 */
async function statusCounts(sql: Queryable, query: OrderListQuery, terms: SearchTerms | undefined): Promise<OrderStatusCounts> {
  const where = conditions(sql, query, terms, false);
  const searching = query.q !== undefined && query.q.trim() !== '';
  const rows = searching
    ? await sql<{ status: OrderStatus; n: number }[]>`
        select o.status, least(count(*), ${ORDER_COUNT_CAP})::int as n from ${source(sql, terms)} o where ${where} group by o.status`
    : await sql<{ status: OrderStatus; n: number }[]>`
        select s.status, (select count(*)::int from (select 1 from orders o where o.status = s.status and ${where} limit ${ORDER_COUNT_CAP}) x) as n
        from unnest(${[...ORDER_STATUSES]}::text[]) as s(status)`;
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderStatusCounts;
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}
