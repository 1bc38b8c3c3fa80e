// SQL of the orders tables. Every function takes the client it runs on.
import type { Queryable } from '../db/queryable.ts';
import type { Order, OrderLine } from '../../domain/orders/order.types.ts';
import { storeOrderArgument } from './store-order-argument.ts';
import type { NewOrder } from './new-order.ts';
import type { OrderColumns, OrderShopperColumns } from './order-columns.ts';
import type { CodeKind, CodeRefusal, OfferSeen } from '../../domain/offers/offer.types.ts';

type OrderRow = Pick<OrderColumns, 'id' | 'number' | 'flow' | 'created_at'> &
  OrderShopperColumns & {
    request_digest: string | null;
    status: string;
    lines: OrderLine[];
    discount_code: string | null;
    discount_kind: CodeKind | null;
    code_discount: number;
    delivery_discount: number;
    delivery_offer: OfferSeen | null;
  };

const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  number: r.number,
  flow: r.flow,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  customerName: r.customer_name,
  email: r.email,
  phone: r.phone,
  address: r.address,
  notes: r.notes,
  wilayaCode: r.wilaya_code,
  commune: r.commune,
  communeAr: r.commune_ar,
  deliveryType: r.delivery_type,
  subtotal: r.subtotal,
  shippingPrice: r.shipping_price,
  total: r.total,
  currency: r.currency,
  lines: r.lines,
  code: r.discount_code && r.discount_kind ? { code: r.discount_code, kind: r.discount_kind, discount: r.code_discount } : null,
  deliveryDiscount: r.delivery_discount,
  deliveryOffer: r.delivery_offer,
});

/** The order placed with this key and the digest of its request (null for an order stored before digests). */
export type KeyedOrder = { order: Order; requestDigest: string | null };

export async function findOrderByKey(sql: Queryable, idempotencyKey: string): Promise<KeyedOrder | undefined> {
  const [row] = await sql<OrderRow[]>`
    select o.*, coalesce((
      select json_agg(json_build_object('productId', l.product_id, 'variantId', l.variant_id, 'name', l.product_name, 'size', l.size,
                                        'color', l.color, 'unitPrice', l.unit_price, 'quantity', l.quantity, 'lineTotal', l.line_total,
                                        'offer', l.offer, 'offerDiscount', l.offer_discount) order by l.id)
      from order_lines l where l.order_id = o.id), '[]'::json) as lines
    from orders o where o.idempotency_key = ${idempotencyKey}`;
  return row && { order: toOrder(row), requestDigest: row.request_digest };
}

export type StoreOutcome =
  | { kind: 'stored'; id: string; number: number; createdAt: Date; notificationId: number }
  /** An order with this idempotency key exists (or was committed meanwhile): nothing was written. */
  | { kind: 'key_taken' }
  /** A price, a delivery price, a setting or a variant the order was priced with has changed: nothing was written. */
  | { kind: 'stale' }
  /** The owner blacklisted the phone: nothing of the order was written, the attempt was kept for the owner. */
  | { kind: 'listed' }
  /** A line is short of stock: nothing was written. */
  | { kind: 'short'; variantId: number; available: number }
  /** The phone ordered within the cooldown (in the cart and Buy Now: this same order): nothing was written. */
  | { kind: 'cooldown'; retryAfterSeconds: number; cooldownSeconds: number }
  /** The client address has placed the owner's most orders in the window: nothing was written. */
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  /** During a drop, this order would take the client address past the owner's units of one variant in the window: nothing was written. */
  | ({ kind: 'drop_capped' } & DropCap)
  /** The order statement refused the discount code (redeem_discount_code): nothing was written. */
  | { kind: 'code_refused'; reason: CodeRefusal };

/** What address_drop_units found: the variant, the cap, the address's units in the window, and when there is room (null: never for this quantity). */
export type DropCap = { variantId: number; limit: number; taken: number; windowSeconds: number; retryAfterSeconds: number | null };

// SQLSTATEs settle_order raises (supabase/definitions/settle_order.sql); each undoes the statement.
const SHORT_OF_STOCK = 'DZ409';
const COOLDOWN = 'DZ429';
const ADDRESS_RATE = 'DZ430';
const DROP_CAP = 'DZ431';
const CODE_REFUSED = 'DZ440';

type StoreRow = {
  listed: boolean;
  key_taken: boolean;
  prices_current: boolean;
  cooldown_remaining: number | null;
  cooldown_seconds: number;
  rate_remaining: number | null;
  drop_capped: DropCap | null;
  short_line: { variantId: number; available: number } | null;
  order_id: string | null;
  order_number: number | null;
  order_created_at: Date | null;
  notification_id: number | null;
  settled: boolean | null;
};

/**
 * The whole order in ONE statement, store_order behind the blacklist's check (store_order_unless_listed;
 * both in supabase/definitions/), given the order as one jsonb argument (store-order-argument.ts), so in
 * one round trip and its own implicit transaction:
 * a listed phone's order only leaves its attempt for the owner; otherwise it checks that the key is new, that every price, delivery price
 * and setting the order was priced with is still the database's, and (on what it can see) that the phone
 * is out of its cooldown and every line has the stock; only then it writes the order, its lines, its
 * first status and its notification (leased to the caller), and settle_order applies the phone's
 * cooldown under the phone's lock, the client address's limits under its lock (orders in the window,
 * and during a drop the units of one variant: address_drop_units) and takes the stock of
 * every line or of none. Any refusal leaves nothing written (and uses no order number, but in a race).
 */
export async function storeOrder(sql: Queryable, order: NewOrder): Promise<StoreOutcome> {
  const argument = storeOrderArgument(order);
  try {
    const [row] = await sql<StoreRow[]>`select * from store_order_unless_listed(${sql.json(argument)}::jsonb)`;
    const s = row!;
    if (s.listed) return { kind: 'listed' };
    if (s.order_id !== null) {
      // settle_order raises on every refusal: an order stored without it would have taken no stock.
      if (s.settled !== true) throw new Error(`order ${s.order_number} was stored without settle_order`);
      return {
        kind: 'stored',
        id: s.order_id,
        number: s.order_number!,
        createdAt: s.order_created_at!,
        notificationId: s.notification_id!,
      };
    }
    if (s.key_taken) return { kind: 'key_taken' };
    if (!s.prices_current) return { kind: 'stale' };
    if (s.cooldown_remaining !== null)
      return { kind: 'cooldown', retryAfterSeconds: s.cooldown_remaining, cooldownSeconds: s.cooldown_seconds };
    if (s.rate_remaining !== null) return { kind: 'rate_limited', retryAfterSeconds: s.rate_remaining };
    if (s.drop_capped) return dropCapped(s.drop_capped);
    if (s.short_line) return { kind: 'short', variantId: Number(s.short_line.variantId), available: s.short_line.available };
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
    if (e?.code === ADDRESS_RATE) {
      const { retryAfterSeconds } = JSON.parse(e.detail ?? '{}') as { retryAfterSeconds: number };
      return { kind: 'rate_limited', retryAfterSeconds };
    }
    if (e?.code === DROP_CAP) return dropCapped(JSON.parse(e.detail ?? '{}') as DropCap);
    if (e?.code === CODE_REFUSED) {
      const { reason } = JSON.parse(e.detail ?? '{}') as { reason: CodeRefusal | 'changed' };
      // The code's terms are not the ones it was priced with: priced again from a fresh read.
      return reason === 'changed' ? { kind: 'stale' } : { kind: 'code_refused', reason };
    }
    throw error;
  }
}

const dropCapped = (cap: DropCap): StoreOutcome => ({ kind: 'drop_capped', ...cap, variantId: Number(cap.variantId) });
