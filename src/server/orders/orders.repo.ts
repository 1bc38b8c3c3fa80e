// SQL of the orders tables. Every function takes the transaction it runs in.
import type postgres from 'postgres';
import type { Order, OrderLine } from './order.types.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { OrderTotals } from '../../domain/orders/totals.ts';

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

export type OrderSettings = { freeShippingThreshold: number; cooldownSeconds: number; currency: string; siteTitle: string };

export async function orderSettings(sql: Queryable): Promise<OrderSettings> {
  const [row] = await sql<{ free_shipping_threshold: number; order_cooldown_seconds: number; currency: string; site_title: string }[]>`
    select free_shipping_threshold, order_cooldown_seconds, currency, site_title from site_settings where id = 1`;
  // A fresh database may not have its settings row yet: the schema's defaults apply.
  return row
    ? { freeShippingThreshold: row.free_shipping_threshold, cooldownSeconds: row.order_cooldown_seconds, currency: row.currency, siteTitle: row.site_title }
    : { freeShippingThreshold: 5000, cooldownSeconds: 300, currency: 'DZD', siteTitle: 'D.R.P' };
}

/** Seconds until this phone may order again, or 0 when its last order is older than the cooldown. */
export async function cooldownRemaining(sql: Queryable, phone: string, cooldownSeconds: number): Promise<number> {
  if (cooldownSeconds <= 0) return 0;
  const [row] = await sql<{ remaining: number }[]>`
    select ceil(extract(epoch from (max(created_at) + make_interval(secs => ${cooldownSeconds}) - clock_timestamp())))::int as remaining
    from orders where phone = ${phone} and created_at > clock_timestamp() - make_interval(secs => ${cooldownSeconds})`;
  return Math.max(0, row?.remaining ?? 0);
}

export type NewOrder = { request: OrderRequest; totals: OrderTotals; currency: string; lines: OrderLine[] };

/** The order row, or undefined when another transaction stored the same idempotency key first. */
export async function insertOrder(sql: Queryable, order: NewOrder): Promise<{ id: string; number: number; createdAt: Date } | undefined> {
  const r = order.request;
  const [row] = await sql<{ id: string; number: number; created_at: Date }[]>`
    insert into orders (idempotency_key, flow, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                        subtotal, shipping_price, total, currency)
    values (${r.idempotencyKey}, ${r.flow}, ${r.name}, ${r.email}, ${r.phone}, ${r.address}, ${r.notes}, ${r.wilayaCode}, ${r.commune},
            ${r.deliveryType}, ${order.totals.subtotal}, ${order.totals.shippingPrice}, ${order.totals.total}, ${order.currency})
    on conflict (idempotency_key) do nothing
    returning id, number, created_at`;
  if (!row) return undefined;
  await sql`
    insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total)
    select ${row.id}::uuid, x.product_id, x.variant_id, x.product_name, x.size, x.color, x.unit_price, x.quantity, x.line_total
    from json_to_recordset(${sql.json(order.lines.map(toLineRecord))}::json)
      as x(product_id text, variant_id bigint, product_name text, size text, color text, unit_price int, quantity int, line_total int)`;
  await sql`insert into order_status_history (order_id, status, note) values (${row.id}, 'pending', 'order placed')`;
  return { id: row.id, number: row.number, createdAt: row.created_at };
}

const toLineRecord = (l: OrderLine) => ({
  product_id: l.productId, variant_id: l.variantId, product_name: l.name, size: l.size, color: l.color,
  unit_price: l.unitPrice, quantity: l.quantity, line_total: l.lineTotal,
});
