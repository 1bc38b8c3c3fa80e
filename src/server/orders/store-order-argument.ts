// The ONE argument of store_order_unless_listed / store_order (supabase/definitions/store_order.sql):
// the whole order as jsonb, its fields named as the function's jsonb_to_record reads them. Every caller
// builds it here, typed by the schema below, so a field missing or misnamed does not compile. The
// schema's runtime check (whole numbers, lengths, one entry per line…) is not run on the request path
// (it was a tenth of the order server's own work beside the statement: issue #36 §5): the tests run it
// on every argument they build (checkStoreOrderArguments, turned on by tests/setup/db-env.ts), so a
// value of the wrong kind is a test failure, not a null the statement would quietly compare or store.
import * as z from 'zod/mini';
import { DELIVERY_TYPES } from '../../domain/shipping/delivery.ts';
import { ORDER_FLOWS } from '../../domain/orders/order-request.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { LEASE_SECONDS } from '../notifications/outbox.repo.ts';
import type { OrderLine } from '../../domain/orders/order.types.ts';
import type { NewOrder } from './new-order.ts';
import { CODE_KINDS, OFFER_KINDS } from '../../domain/offers/offer.types.ts';

/** Stands for the order number in the notification until the database has given one. */
export const ORDER_NUMBER_TOKEN = '{{order-number}}';

const count = z.int().check(z.nonnegative());
const text = z.string();

const offerSeen = z.strictObject({
  id: z.int(),
  kind: z.enum(OFFER_KINDS),
  minQuantity: z.int(),
  value: count,
});

/** One line as the statement checks it against the catalog and stores it (n: its place in the order). */
const storedLine = z.strictObject({
  n: count,
  product_id: text,
  variant_id: z.nullable(z.int()),
  product_name: text,
  size: text,
  color: text,
  unit_price: count,
  quantity: z.int().check(z.positive()),
  line_total: count,
  limited: z.boolean(),
  category: text,
  /** The quantity offer she saw on the line (the statement checks it is on) and what it took off. */
  offer: z.nullable(offerSeen),
  offer_discount: count,
});

export const storeOrderArgumentSchema = z
  .strictObject({
    key: text.check(z.minLength(1)),
    flow: z.enum(ORDER_FLOWS),
    name: text,
    email: text,
    phone: text.check(z.minLength(1)),
    address: text,
    notes: text,
    wilaya_code: text,
    commune: text,
    delivery_type: z.enum(DELIVERY_TYPES),
    // What the server priced the order with: the statement stores it only if the database still says so.
    subtotal: count,
    shipping_price: count,
    total: count,
    currency: text,
    home_price: count,
    office_price: count,
    free_shipping_threshold: count,
    site_title: text,
    limits: z.strictObject({ total_ceiling: count, max_units: count, max_units_drop: count, drop_on: z.boolean() }),
    lines: z.array(storedLine).check(z.minLength(1)),
    // What take_order_stock is given: one variant and quantity per line (stock.ts).
    variant_ids: z.array(z.int()),
    quantities: z.array(z.int().check(z.positive())),
    /** The notification (JSON text) with ORDER_NUMBER_TOKEN where the number goes, leased for lease_seconds. */
    message: text,
    number_token: text.check(z.minLength(1)),
    lease_seconds: z.int().check(z.positive()),
    digest: text.check(z.minLength(1)),
    /** The client address, null when unknown: no per-address limit then. */
    client_key: z.nullable(text),
    /** The language the shopper ordered in (her order page opens in it), null when the request named none. */
    locale: z.nullable(z.enum(LOCALES)),
    /** sha256 of the order's two link tokens (src/server/orders/link-tokens.ts). */
    view_link_hash: z.nullable(text.check(z.regex(/^[0-9a-f]{64}$/))),
    confirm_link_hash: z.nullable(text.check(z.regex(/^[0-9a-f]{64}$/))),
    /** The order_attribution row (attribution-row.ts), null without the shopper's consent. */
    attribution: z.nullable(
      z.strictObject({
        consented_at: z.iso.datetime(),
        fbp: z.nullable(text.check(z.maxLength(200))),
        fbc: z.nullable(text.check(z.maxLength(500))),
        ttclid: z.nullable(text.check(z.maxLength(500))),
        ttp: z.nullable(text.check(z.maxLength(200))),
        utm_source: z.nullable(text.check(z.maxLength(100))),
        utm_medium: z.nullable(text.check(z.maxLength(100))),
        utm_campaign: z.nullable(text.check(z.maxLength(200))),
        utm_content: z.nullable(text.check(z.maxLength(200))),
        utm_term: z.nullable(text.check(z.maxLength(200))),
        user_agent: z.nullable(text.check(z.maxLength(500))),
      }),
    ),
    /** The version of the quantity offers the order was priced with (quantity_offers_version). */
    offers_version: count,
    /** The code and the terms it was priced with: redeem_discount_code checks them and counts the use. */
    discount_code: z.nullable(z.strictObject({ id: z.int(), code: text, kind: z.enum(CODE_KINDS), value: count, min_goods: count })),
    /** What the code took off the goods (total = subtotal − code_discount + shipping_price). */
    code_discount: count,
    /** The free-delivery offer she met, and what delivery would have cost (an offer's or a code's saving). */
    delivery_offer: z.nullable(offerSeen),
    delivery_discount: count,
  })
  .check(
    z.refine(
      (o) => o.variant_ids.length === o.lines.length && o.quantities.length === o.lines.length,
      'variant_ids and quantities must have one entry per line',
    ),
  );

export type StoreOrderArgument = z.infer<typeof storeOrderArgumentSchema>;

let checking = false;

/** Tests: check every argument built from now on against the schema (a ZodError naming the field). */
export function checkStoreOrderArguments(on: boolean): void {
  checking = on;
}

/** The order as store_order takes it (checked against the schema while the tests ask for it). */
export function storeOrderArgument(order: NewOrder): StoreOrderArgument {
  const argument = buildArgument(order);
  return checking ? storeOrderArgumentSchema.parse(argument) : argument;
}

function buildArgument(order: NewOrder): StoreOrderArgument {
  const r = order.request;
  const t = order.totals;
  const { settings, wilaya } = order.pricedWith;
  const { code } = order.savings;
  const { totalCeiling, maxUnits, maxUnitsDrop, dropOn } = settings.limits;
  return {
    key: r.idempotencyKey,
    flow: r.flow,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    notes: r.notes,
    wilaya_code: wilaya.code,
    commune: r.commune,
    delivery_type: r.deliveryType,
    subtotal: t.subtotal,
    shipping_price: t.shippingPrice,
    total: t.total,
    currency: settings.currency,
    home_price: wilaya.homePrice,
    office_price: wilaya.officePrice,
    free_shipping_threshold: settings.freeShippingThreshold,
    site_title: settings.siteTitle,
    limits: { total_ceiling: totalCeiling, max_units: maxUnits, max_units_drop: maxUnitsDrop, drop_on: dropOn },
    lines: order.lines.map((l, n) => ({ n, ...lineRecord(l), limited: order.limited[n] === true, category: order.categories[n] ?? '' })),
    variant_ids: order.stock.variantIds,
    quantities: order.stock.quantities,
    message: JSON.stringify(order.message),
    number_token: ORDER_NUMBER_TOKEN,
    lease_seconds: LEASE_SECONDS,
    digest: order.requestDigest,
    client_key: order.clientKey,
    locale: r.locale ?? null,
    view_link_hash: order.links?.viewHash ?? null,
    confirm_link_hash: order.links?.confirmHash ?? null,
    attribution: order.attribution,
    offers_version: settings.offers.version,
    discount_code: code
      ? { id: code.terms.id, code: code.code, kind: code.kind, value: code.terms.value, min_goods: code.terms.minGoods }
      : null,
    code_discount: code?.discount ?? 0,
    delivery_offer: order.savings.deliveryOffer,
    delivery_discount: order.savings.deliveryDiscount,
  };
}

const lineRecord = (l: OrderLine) => ({
  product_id: l.productId,
  variant_id: l.variantId,
  product_name: l.name,
  size: l.size,
  color: l.color,
  unit_price: l.unitPrice,
  quantity: l.quantity,
  line_total: l.lineTotal,
  offer: l.offer ?? null,
  offer_discount: l.offerDiscount ?? 0,
});
