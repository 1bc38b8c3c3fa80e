// SQL of the orders tables. Every function takes the client it runs on.
import type postgres from 'postgres';
import type { Order, OrderLine } from './order.types.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { OrderTotals } from '../../domain/orders/totals.ts';
import type { Wilaya } from '../../domain/shipping/delivery.ts';
import type { WebhookMessage } from '../notifications/order-message.ts';
import { LEASE_SECONDS } from '../notifications/outbox.repo.ts';
import { SETTINGS_FALLBACK, type PricingSettings } from './pricing.repo.ts';

type Queryable = postgres.ISql;

type OrderRow = {
  id: string; number: number; flow: Order['flow']; status: string; created_at: Date; customer_name: string; email: string;
  phone: string; address: string; notes: string; wilaya_code: string; commune: string; delivery_type: Order['deliveryType'];
  subtotal: number; shipping_price: number; total: number; currency: string; lines: OrderLine[];
};

const toOrder = (r: OrderRow): Order => ({
  id: r.id, number: r.number, flow: r.flow, status: r.status, createdAt: r.created_at.toISOString(), customerName: r.customer_name,
  email: r.email, phone: r.phone, address: r.address, notes: r.notes, wilayaCode: r.wilaya_code, commune: r.commune,
  deliveryType: r.delivery_type, subtotal: r.subtotal, shippingPrice: r.shipping_price, total: r.total, currency: r.currency, lines: r.lines,
});

export async function findOrderByKey(sql: Queryable, idempotencyKey: string): Promise<Order | undefined> {
  const [row] = await sql<OrderRow[]>`
    select o.*, coalesce((
      select json_agg(json_build_object('productId', l.product_id, 'variantId', l.variant_id, 'name', l.product_name, 'size', l.size,
                                        'color', l.color, 'unitPrice', l.unit_price, 'quantity', l.quantity, 'lineTotal', l.line_total) order by l.id)
      from order_lines l where l.order_id = o.id), '[]'::json) as lines
    from orders o where o.idempotency_key = ${idempotencyKey}`;
  return row && toOrder(row);
}

export type NewOrder = {
  request: OrderRequest; totals: OrderTotals; lines: OrderLine[]; message: WebhookMessage;
  stock: { variantIds: number[]; quantities: number[] };
  /** What the order was priced with: the statement stores the order only if the database still says so. */
  pricedWith: { settings: PricingSettings; wilaya: Pick<Wilaya, 'code' | 'homePrice' | 'officePrice'> };
};

export type StoreOutcome =
  | { kind: 'stored'; id: string; number: number; createdAt: Date; notificationId: number }
  /** An order with this idempotency key exists (or was committed meanwhile): nothing was written. */
  | { kind: 'key_taken' }
  /** A price, a delivery price, a setting or a variant the order was priced with has changed: nothing was written. */
  | { kind: 'stale' }
  /** A line is short of stock: nothing was written. */
  | { kind: 'short'; variantId: number; available: number }
  /** The phone ordered within the cooldown: nothing was written. */
  | { kind: 'cooldown'; retryAfterSeconds: number; cooldownSeconds: number };

/** Stands for the order number in the notification until the database has given one. */
export const ORDER_NUMBER_TOKEN = '{{order-number}}';

// SQLSTATEs settle_order raises (supabase/migrations/…_settle_order.sql); either undoes the statement.
const SHORT_OF_STOCK = 'DZ409';
const COOLDOWN = 'DZ429';

type StoreRow = {
  key_taken: boolean; current: boolean; cooldown_remaining: number | null; cooldown_seconds: number; short: { variantId: number; available: number } | null;
  id: string | null; number: number | null; created_at: Date | null; notification_id: number | null; settled: boolean | null;
};

/**
 * The whole order in ONE statement, so in one round trip and its own implicit transaction: it checks
 * that the key is new, that every price, delivery price and setting the order was priced with is still
 * the database's, and (on what it can see) that the phone is out of its cooldown and every line has the
 * stock; only then it writes the order, its lines, its first status and its notification (leased to the
 * caller), and settle_order applies the phone's cooldown under the phone's lock and takes the stock of
 * every line or of none. Any refusal leaves nothing written (and uses no order number, but in a race).
 */
export async function storeOrder(sql: Queryable, order: NewOrder): Promise<StoreOutcome> {
  const r = order.request;
  const { settings, wilaya } = order.pricedWith;
  const lines = order.lines.map((l, n) => ({ n, ...toLineRecord(l) }));
  try {
    const [row] = await sql<StoreRow[]>`
      with wanted as materialized (
        select x.*, (p.name = x.product_name and p.price = x.unit_price and v.id = x.variant_id) is true as current, coalesce(v.stock, 0) as stock
        from json_to_recordset(${sql.json(lines)}::json)
          as x(n int, product_id text, variant_id bigint, product_name text, size text, color text, unit_price int, quantity int, line_total int)
        left join lateral (select p.name, p.price from products p where p.id = x.product_id and p.published limit 1) p on true
        left join lateral (select v.id, v.stock from variants v where v.product_id = x.product_id and v.size = x.size and v.color = x.color limit 1) v on true),
      cooldown as (
        select coalesce(max(order_cooldown_seconds), 300) as seconds from site_settings where id = 1),
      verdict as (
        select exists (select 1 from orders where idempotency_key = ${r.idempotencyKey}) as key_taken,
               -- What this statement can see of the phone's last order (settle_order decides under the phone's lock).
               (select ceil(extract(epoch from max(o.created_at + make_interval(secs => c.seconds)) - clock_timestamp()))::int
                  from orders o, cooldown c
                  where c.seconds > 0 and o.phone = ${r.phone} and o.created_at > clock_timestamp() - make_interval(secs => c.seconds)) as cooldown_remaining,
               (select seconds from cooldown) as cooldown_seconds,
               coalesce((select bool_and(w.current) from wanted w), false)
                 and exists (select 1 from wilayas where code = ${wilaya.code} and home_price = ${wilaya.homePrice}::int and office_price = ${wilaya.officePrice}::int)
                 and (select coalesce(max(free_shipping_threshold), ${SETTINGS_FALLBACK.freeShippingThreshold}) = ${settings.freeShippingThreshold}::int
                             and coalesce(max(currency), ${SETTINGS_FALLBACK.currency}) = ${settings.currency}::text
                             and coalesce(max(site_title), ${SETTINGS_FALLBACK.siteTitle}) = ${settings.siteTitle}::text
                      from site_settings where id = 1) as current,
               (select json_build_object('variantId', w.variant_id, 'available', w.stock) from wanted w where w.stock < w.quantity order by w.n limit 1) as short),
      placed as (
        insert into orders (idempotency_key, flow, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                            subtotal, shipping_price, total, currency)
        select ${r.idempotencyKey}::text, ${r.flow}::text, ${r.name}::text, ${r.email}::text, ${r.phone}::text, ${r.address}::text, ${r.notes}::text,
               ${wilaya.code}::text, ${r.commune}::text, ${r.deliveryType}::text,
               ${order.totals.subtotal}::int, ${order.totals.shippingPrice}::int, ${order.totals.total}::int, ${settings.currency}::text
        from verdict where not verdict.key_taken and verdict.current and verdict.cooldown_remaining is null and verdict.short is null
        on conflict (idempotency_key) do nothing
        returning id, number, created_at),
      lines as (
        insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total)
        select placed.id, w.product_id, w.variant_id, w.product_name, w.size, w.color, w.unit_price, w.quantity, w.line_total
        from placed, wanted w order by w.n),
      history as (
        insert into order_status_history (order_id, status, note) select placed.id, 'pending', 'order placed' from placed),
      notice as (
        insert into outbox (kind, payload, attempts, next_attempt_at)
        select 'order_placed',
               jsonb_build_object('orderId', placed.id, 'orderNumber', placed.number,
                                  'message', replace(${JSON.stringify(order.message)}::text, ${ORDER_NUMBER_TOKEN}::text, placed.number::text)::jsonb),
               1, clock_timestamp() + make_interval(secs => ${LEASE_SECONDS}::int)
        from placed
        returning id)
      select v.key_taken, v.current, v.cooldown_remaining, v.cooldown_seconds, v.short, placed.id, placed.number, placed.created_at,
             notice.id::int as notification_id,
             case when placed.id is not null
                  then settle_order(placed.id, ${r.phone}::text, ${order.stock.variantIds}::bigint[], ${order.stock.quantities}::int[]) end as settled
      from verdict v left join placed on true left join notice on true`;
    const s = row!;
    if (s.id !== null) {
      // settle_order raises on every refusal: an order stored without it would have taken no stock.
      if (s.settled !== true) throw new Error(`order ${s.number} was stored without settle_order`);
      return { kind: 'stored', id: s.id, number: s.number!, createdAt: s.created_at!, notificationId: s.notification_id! };
    }
    if (s.key_taken) return { kind: 'key_taken' };
    if (!s.current) return { kind: 'stale' };
    if (s.cooldown_remaining !== null) return { kind: 'cooldown', retryAfterSeconds: Math.max(1, s.cooldown_remaining), cooldownSeconds: s.cooldown_seconds };
    if (s.short) return { kind: 'short', variantId: Number(s.short.variantId), available: s.short.available };
    // The checks passed but the insert met the key: another request committed it meanwhile.
    return { kind: 'key_taken' };
  } catch (error) {
    const e = error as { code?: string; detail?: string };
    if (e?.code === SHORT_OF_STOCK) {
      const { variantId, available } = JSON.parse(e.detail ?? '{}') as { variantId: number; available: number };
      return { kind: 'short', variantId: Number(variantId), available: available ?? 0 };
    }
    if (e?.code === COOLDOWN) {
      const { retryAfterSeconds, cooldownSeconds } = JSON.parse(e.detail ?? '{}') as { retryAfterSeconds: number; cooldownSeconds: number };
      return { kind: 'cooldown', retryAfterSeconds, cooldownSeconds };
    }
    throw error;
  }
}

const toLineRecord = (l: OrderLine) => ({
  product_id: l.productId, variant_id: l.variantId, product_name: l.name, size: l.size, color: l.color,
  unit_price: l.unitPrice, quantity: l.quantity, line_total: l.lineTotal,
});
