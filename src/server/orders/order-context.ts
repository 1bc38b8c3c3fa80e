// Everything placeOrder needs to decide, read in ONE statement (each round trip inside the order's
// transaction is time other buyers of the same variant may wait): an earlier order with the same key,
// the settings, the phone's cooldown, the wilaya's prices, and each line's product, variant and price.
// It runs after the phone lock (the caller may pipeline both: the server still runs them in order, and
// this statement's snapshot is taken once the lock is held), so it sees every order of that phone.
import type postgres from 'postgres';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import type { Wilaya } from '../../domain/shipping/delivery.ts';

type Queryable = postgres.ISql;

export type LineRow = { product_id: string; size: string; color: string; product_name: string | null; price: number | null; variant_id: number | null; stock: number | null };

export type OrderContext = {
  placedAt: Date;
  existingOrder: boolean;
  settings: { freeShippingThreshold: number; cooldownSeconds: number; currency: string; siteTitle: string };
  cooldownRemaining: number;
  wilaya: Wilaya | undefined;
  lines: LineRow[];
};

type ContextRow = {
  placed_at: Date; existing: boolean; free_shipping_threshold: number; cooldown_seconds: number; currency: string; site_title: string;
  cooldown_remaining: number | null; code: string | null; name_fr: string; name_ar: string; home_price: number; office_price: number; lines: LineRow[];
};

export async function readOrderContext(sql: Queryable, request: OrderRequest): Promise<OrderContext> {
  const wanted = request.lines.map((l) => ({ product_id: l.productId, size: l.size, color: l.color }));
  // A fresh database may not have its settings row yet: the schema's defaults apply (coalesce).
  // .execute(): sent now, right behind whatever the caller sent before (the phone lock).
  const query = sql<ContextRow[]>`
    with settings as (
      select coalesce(max(free_shipping_threshold), 5000) as free_shipping_threshold, coalesce(max(order_cooldown_seconds), 300) as cooldown_seconds,
             coalesce(max(currency), 'DZD') as currency, coalesce(max(site_title), 'D.R.P') as site_title
      from site_settings where id = 1)
    select now() as placed_at,
           exists (select 1 from orders where idempotency_key = ${request.idempotencyKey}) as existing,
           s.free_shipping_threshold, s.cooldown_seconds, s.currency, s.site_title,
           (select ceil(extract(epoch from (max(o.created_at) + make_interval(secs => s.cooldown_seconds) - clock_timestamp())))::int
              from orders o where o.phone = ${request.phone} and o.created_at > clock_timestamp() - make_interval(secs => s.cooldown_seconds)) as cooldown_remaining,
           w.code, w.name_fr, w.name_ar, w.home_price, w.office_price,
           (select json_agg(json_build_object('product_id', x.product_id, 'size', x.size, 'color', x.color, 'product_name', p.name,
                                              'price', p.price, 'variant_id', v.id, 'stock', v.stock))
              from json_to_recordset(${sql.json(wanted)}::json) as x(product_id text, size text, color text)
              left join products p on p.id = x.product_id and p.published
              left join variants v on v.product_id = p.id and v.size = x.size and v.color = x.color) as lines
    from settings s
    left join wilayas w on w.code = ${request.wilayaCode}`.execute();
  const r = (await query)[0]!;
  return {
    placedAt: r.placed_at,
    existingOrder: r.existing,
    settings: { freeShippingThreshold: r.free_shipping_threshold, cooldownSeconds: r.cooldown_seconds, currency: r.currency, siteTitle: r.site_title },
    cooldownRemaining: Math.max(0, r.cooldown_remaining ?? 0),
    wilaya: r.code ? { code: r.code, nameFr: r.name_fr, nameAr: r.name_ar, homePrice: r.home_price, officePrice: r.office_price } : undefined,
    lines: r.lines ?? [],
  };
}
