// SQL of the order links: the order a token's hash names (while its link lives), and the per-address
// count of lookups.
import type { Queryable } from '../db/queryable.ts';
import type { LinkPower } from '../../domain/order-link/link-token.ts';
import type { OrderStatus } from '../../domain/orders/workflow.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { OrderColumns, OrderShopperColumns } from '../orders/order-columns.ts';
import type { OfferSeen } from '../../domain/offers/offer.types.ts';

export type LinkedOrderRow = Pick<OrderColumns, 'id' | 'number'> &
  Omit<OrderShopperColumns, 'email' | 'phone' | 'notes'> & {
    power: LinkPower;
    status: OrderStatus;
    locale: Locale | null;
    wilaya_fr: string;
    wilaya_ar: string;
    carrier: string | null;
    tracking_number: string | null;
    confirmed_via: 'link' | 'owner' | null;
    call_requested: boolean;
    self_confirm: boolean;
    lines: {
      added: boolean;
      name: string;
      size: string;
      color: string;
      quantity: number;
      lineTotal: number;
      offer: OfferSeen | null;
      offerDiscount: number;
    }[];
    discount_code: string | null;
    code_discount: number;
    delivery_discount: number;
    steps: { status: OrderStatus; at: string }[];
  };

/**
 * The order whose view or confirming link has this hash, unless the link has expired: the owner's
 * number of days (order_link_days) after the order's last status change. An expired link reads as
 * no link at all.
 */
export async function findLinkedOrder(sql: Queryable, hash: string, options: { lock?: boolean } = {}): Promise<LinkedOrderRow | undefined> {
  const [row] = await sql<LinkedOrderRow[]>`
    select o.id, o.number, case when o.confirm_link_hash = ${hash} then 'confirm' else 'view' end as power,
           o.status, o.locale, o.customer_name, o.address,
           -- Her wilaya as she knows it (of the 69 since 2026), not the carriers' code it ships on.
           coalesce(n.code, o.wilaya_code) as wilaya_code, coalesce(n.name_fr, w.name_fr) as wilaya_fr,
           coalesce(n.name_ar, w.name_ar) as wilaya_ar,
           o.commune, coalesce(c.name_ar, '') as commune_ar, o.delivery_type, o.subtotal, o.shipping_price, o.total, o.currency,
           o.discount_code, o.code_discount, o.delivery_discount,
           o.carrier, o.tracking_number, o.confirmed_via, o.call_requested_at is not null as call_requested,
           coalesce(s.order_link_self_confirm, true) as self_confirm,
           coalesce((select json_agg(json_build_object('name', l.product_name, 'size', l.size, 'color', l.color,
                                                       'quantity', l.quantity, 'lineTotal', l.line_total,
                                                       'added', l.added_key is not null,
                                                       'offer', l.offer, 'offerDiscount', l.offer_discount) order by l.id)
                     from order_lines l where l.order_id = o.id), '[]'::json) as lines,
           coalesce((select json_agg(json_build_object('status', h.status, 'at', h.changed_at) order by h.changed_at, h.id)
                     from order_status_history h where h.order_id = o.id and h.kind = 'status'), '[]'::json) as steps
    from orders o
    join wilayas w on w.code = o.wilaya_code
    left join wilayas_2026 n on n.code = o.wilaya_code_2026
    left join communes c on c.wilaya_code = o.wilaya_code and c.name_fr = o.commune
    left join site_settings s on s.id = 1
    where (o.view_link_hash = ${hash} or o.confirm_link_hash = ${hash})
      and coalesce((select max(h.changed_at) from order_status_history h where h.order_id = o.id and h.kind = 'status'), o.created_at)
          + make_interval(days => coalesce(s.order_link_days, 30)) > now()
    ${options.lock ? sql`for update of o` : sql``}`;
  return row;
}

export type LookupBudget = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one lookup for the client address in its current window and says whether it is within the
 * limit. One atomic statement: parallel requests from one address cannot slip past the count.
 */
export async function countLookup(sql: Queryable, clientKey: string, limit: number, windowSeconds: number): Promise<LookupBudget> {
  const [row] = await sql<{ lookups: number; left_seconds: number }[]>`
    insert into order_link_lookups as l (client_key, window_start, lookups) values (${clientKey}, now(), 1)
    on conflict (client_key) do update set
      window_start = case when l.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else l.window_start end,
      lookups = case when l.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else l.lookups + 1 end
    returning lookups, ceil(extract(epoch from l.window_start + make_interval(secs => ${windowSeconds}) - now()))::int as left_seconds`;
  return row!.lookups <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, row!.left_seconds) };
}
