// SQL of the orders tables. Every function takes the transaction it runs in.
import type postgres from 'postgres';
import type { Order, OrderLine } from './order.types.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { OrderTotals } from '../../domain/orders/totals.ts';
import type { WebhookMessage } from '../notifications/order-message.ts';
import { LEASE_SECONDS } from '../notifications/outbox.repo.ts';

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
  request: OrderRequest; totals: OrderTotals; currency: string; lines: OrderLine[];
  stock: { variantIds: number[]; quantities: number[] }; message: WebhookMessage;
};
export type StoredOrder = { id: string; number: number; createdAt: Date; notificationId: number };

/** Stands for the order number in the notification until the database has given one. */
export const ORDER_NUMBER_TOKEN = '{{order-number}}';

/**
 * The order, its lines, its first status, its notification (leased to the caller) and its stock in one
 * statement, sent at once (.execute) so the caller can pipeline COMMIT right behind it. The stock is
 * taken only for a stored order (take_order_stock runs per row of `placed`), after its rows are written,
 * so the variant rows stay locked for as short a time as possible; a short line fails the statement.
 * Undefined when another transaction stored the same idempotency key first: then nothing was written.
 */
export function insertOrder(sql: Queryable, order: NewOrder): Promise<StoredOrder | undefined> {
  const r = order.request;
  const query = sql<{ id: string; number: number; created_at: Date; notification_id: number }[]>`
    with placed as (
      insert into orders (idempotency_key, flow, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                          subtotal, shipping_price, total, currency)
      values (${r.idempotencyKey}, ${r.flow}, ${r.name}, ${r.email}, ${r.phone}, ${r.address}, ${r.notes}, ${r.wilayaCode}, ${r.commune},
              ${r.deliveryType}, ${order.totals.subtotal}, ${order.totals.shippingPrice}, ${order.totals.total}, ${order.currency})
      on conflict (idempotency_key) do nothing
      returning id, number, created_at),
    lines as (
      insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total)
      select placed.id, x.product_id, x.variant_id, x.product_name, x.size, x.color, x.unit_price, x.quantity, x.line_total
      from placed, json_to_recordset(${sql.json(order.lines.map(toLineRecord))}::json)
        as x(product_id text, variant_id bigint, product_name text, size text, color text, unit_price int, quantity int, line_total int)),
    history as (
      insert into order_status_history (order_id, status, note) select placed.id, 'pending', 'order placed' from placed),
    notice as (
      insert into outbox (kind, payload, attempts, next_attempt_at)
      select 'order_placed',
             jsonb_build_object('orderId', placed.id, 'orderNumber', placed.number,
                                'message', replace(${JSON.stringify(order.message)}, ${ORDER_NUMBER_TOKEN}, placed.number::text)::jsonb),
             1, clock_timestamp() + make_interval(secs => ${LEASE_SECONDS})
      from placed
      returning id)
    select placed.id, placed.number, placed.created_at, notice.id::int as notification_id,
           take_order_stock(${order.stock.variantIds}::bigint[], ${order.stock.quantities}::int[]) is null as stock_taken
    from placed, notice`.execute();
  return query.then(([row]) => row && { id: row.id, number: row.number, createdAt: row.created_at, notificationId: row.notification_id });
}

const toLineRecord = (l: OrderLine) => ({
  product_id: l.productId, variant_id: l.variantId, product_name: l.name, size: l.size, color: l.color,
  unit_price: l.unitPrice, quantity: l.quantity, line_total: l.lineTotal,
});
