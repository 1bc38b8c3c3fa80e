// placeOrder: the one place an order is decided. It prices every line from the catalog and delivery
// from the wilaya (from what this process remembers of the database, or a fresh read), then stores
// the order in one statement that refuses a phone the owner blacklisted, checks those prices are still
// the database's, takes the stock of all lines or none and writes the order (pending) with its lines,
// its first status and its notification. The same idempotency key gives back the first order when it
// comes with the same request, and is refused with another one; inside the cooldown a phone may not
// order again in the standalone checkout, nor send the same order again in the cart or Buy Now; a
// client address may place only the owner's number of orders in the window and, during a drop, only
// the owner's number of units of one variant.
import { db, type Sql } from '../db/client.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { orderMessage, type WebhookMessage } from '../notifications/order-message.ts';
import type { ClaimedNotification } from '../notifications/outbox.repo.ts';
import { OrderRefusal } from './order-refusal.ts';
import { serializedOnEmbedded } from '../db/embedded-serial.ts';
import { whenPoolerHasRoom } from './pooler-slot.ts';
import { withOfficialCommune } from './order-commune.ts';
import { findOrderByKey, storeOrder, type StoreOutcome } from './orders.repo.ts';
import { ORDER_NUMBER_TOKEN } from './store-order-argument.ts';
import { readPricing, type OrderPricing } from './pricing.repo.ts';
import { rememberedPricing, rememberPricing } from './pricing-cache.ts';
import { priceOrder } from './price-order.ts';
import { codeRefusalOf } from './code-refusal.ts';
import { orderMessageLocale } from '../../domain/orders/messages.ts';
import { requestDigest } from './request-digest.ts';
import { shortLineRefusal, stockToTake } from './stock.ts';
import { dropCapRefusal } from './drop-cap.ts';
import { linkSecret, orderLinks } from './link-tokens.ts';
import { attributionRow } from './attribution-row.ts';
import type { Order } from '../../domain/orders/order.types.ts';

/** `viewToken`: the order's private view link (src/server/order-link), none without the shop's secret. */
export type PlaceOrderResult =
  | { ok: true; replayed: false; order: Order; notification: ClaimedNotification; viewToken?: string | undefined }
  | { ok: true; replayed: true; order: Order; viewToken?: string | undefined }
  | { ok: false; refusal: OrderRefusal };

// A changed price sends the order back to a fresh read; only an owner editing prices in the same
// milliseconds, again and again, could use these up.
const MAX_TRIES = 5;

/**
 * Who sent the order: the client address key (domain/admin/client-address.ts), when known, and her
 * browser's User-Agent (kept only with an attribution, for the ad platforms' user data).
 */
export type OrderClient = { addressKey: string | null; userAgent?: string | null };
const UNKNOWN_CLIENT: OrderClient = { addressKey: null };

export function placeOrder(request: OrderRequest, sql: Sql = db(), client: OrderClient = UNKNOWN_CLIENT): Promise<PlaceOrderResult> {
  // A pooler full for a moment is waited out briefly rather than answered busy (pooler-slot.ts).
  return whenPoolerHasRoom(() => serializedOnEmbedded(() => place(request, sql, client)));
}

type Pricing = { value: OrderPricing; fresh: boolean };

async function freshPricing(sql: Sql, request: OrderRequest): Promise<Pricing> {
  const value = await readPricing(sql, request);
  rememberPricing(sql, value);
  return { value, fresh: true };
}

async function place(input: OrderRequest, sql: Sql, client: OrderClient): Promise<PlaceOrderResult> {
  const named = await withOfficialCommune(sql, input);
  if (!named.ok) return named;
  const { request, communeAr } = named;
  const digest = requestDigest(request);
  const links = orderLinks(request.idempotencyKey, linkSecret());
  const keyed = () => keyedAnswer(sql, request.idempotencyKey, digest, links?.viewToken);
  const remembered = rememberedPricing(sql, request);
  let pricing: Pricing | undefined = remembered && { value: remembered, fresh: false };
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    pricing ??= await freshPricing(sql, request);
    const priced = priceOrder(request, pricing.value);
    if (!priced.ok) {
      // A refusal is decided on what the database says now, never on a memory; and a retry of an order
      // placed before the owner changed a limit or a product still gets that order back.
      if (pricing.fresh) return (await keyed()) ?? { ok: false, refusal: priced.refusal };
      pricing = undefined;
      continue;
    }
    const { settings } = pricing.value;
    const { lines, limited, categories, totals, savings, wilaya } = priced;
    const draft: Omit<Order, 'id' | 'number'> = {
      flow: request.flow,
      status: 'pending',
      createdAt: new Date().toISOString(),
      customerName: request.name,
      email: request.email,
      phone: request.phone,
      address: request.address,
      notes: request.notes,
      wilayaCode: wilaya.code,
      commune: request.commune,
      communeAr,
      deliveryType: request.deliveryType,
      ...totals,
      currency: settings.currency,
      lines,
      code: savings.code && { code: savings.code.code, kind: savings.code.kind, discount: savings.code.discount },
      deliveryDiscount: savings.deliveryDiscount,
      deliveryOffer: savings.deliveryOffer,
    };
    const message = orderMessage({ ...draft, number: ORDER_NUMBER_TOKEN }, wilaya, settings.siteTitle, named.wilaya2026);
    const outcome = await storeOrder(sql, {
      request,
      totals,
      lines,
      limited,
      categories,
      savings,
      message,
      requestDigest: digest,
      clientKey: client.addressKey,
      attribution: attributionRow(request.attribution, client.userAgent ?? null),
      stock: stockToTake(lines),
      links,
      pricedWith: { settings, wilaya },
    });
    switch (outcome.kind) {
      case 'stored': {
        const order: Order = { ...draft, id: outcome.id, number: outcome.number, createdAt: outcome.createdAt.toISOString() };
        const payload = { orderId: order.id, orderNumber: order.number, message: withNumber(message, order.number) };
        return {
          ok: true,
          replayed: false,
          order,
          notification: { id: outcome.notificationId, attempts: 1, payload },
          viewToken: links?.viewToken,
        };
      }
      case 'stale':
        pricing = undefined;
        continue;
      case 'code_refused':
        return {
          ok: false,
          refusal: codeRefusalOf(outcome.reason, savings.code?.terms, settings.currency, orderMessageLocale(request.flow, request.locale)),
        };
      case 'listed':
        // The neutral refusal: it never says the phone is listed (the owner sees the attempt).
        return { ok: false, refusal: new OrderRefusal('order_refused', { messageKey: 'orderRefused' }) };
      case 'short': {
        const refusal = shortLineRefusal(lines, outcome);
        if (refusal) return { ok: false, refusal };
        throw new Error(`take_order_stock named variant ${outcome.variantId}, which is on no line of the order`);
      }
      case 'drop_capped': {
        // A retry of an order that went through gets it back, as for the other per-address refusals.
        const answer = await keyed();
        if (answer) return answer;
        const refusal = dropCapRefusal(lines, outcome);
        if (refusal) return { ok: false, refusal };
        throw new Error(`address_drop_units named variant ${outcome.variantId}, which is on no line of the order`);
      }
      case 'cooldown':
      case 'rate_limited':
      case 'key_taken': {
        // A retry of an order that went through (or is going through on another connection) gets it back.
        const answer = await keyed();
        if (answer) return answer;
        if (outcome.kind === 'key_taken') continue; // its holder rolled back: try again
        return { ok: false, refusal: waitRefusal(request, outcome) };
      }
    }
  }
  throw new Error(`order ${request.idempotencyKey}: the catalog kept changing while it was stored (${MAX_TRIES} tries)`);
}

/**
 * What a used idempotency key answers: the first order when this is the same request, a refusal when the
 * key comes with another order (an order stored before digests has none: taken as the same); undefined
 * when no order has the key.
 */
async function keyedAnswer(sql: Sql, key: string, digest: string, viewToken: string | undefined): Promise<PlaceOrderResult | undefined> {
  const first = await findOrderByKey(sql, key);
  if (!first) return undefined;
  if (first.requestDigest !== null && first.requestDigest !== digest) {
    return { ok: false, refusal: new OrderRefusal('idempotency_key_reused', { messageKey: 'idempotencyKeyReused' }) };
  }
  return { ok: true, replayed: true, order: first.order, viewToken };
}

/** The cooldown (standalone checkout), the same order again (cart, Buy Now) or the address's limit. */
function waitRefusal(request: OrderRequest, outcome: Extract<StoreOutcome, { kind: 'cooldown' | 'rate_limited' }>): OrderRefusal {
  const retryAfterSeconds = outcome.retryAfterSeconds;
  if (outcome.kind === 'rate_limited') {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new OrderRefusal('order_rate_limited', { messageKey: 'addressRateLimited', values: { minutes }, retryAfterSeconds });
  }
  const minutes = Math.ceil(outcome.cooldownSeconds / 60);
  return request.flow === 'checkout'
    ? new OrderRefusal('order_cooldown', { messageKey: 'cooldown', values: { minutes }, retryAfterSeconds })
    : new OrderRefusal('order_already_placed', { messageKey: 'alreadyPlaced', values: { minutes }, retryAfterSeconds });
}

const withNumber = (message: WebhookMessage, number: number): WebhookMessage => ({
  ...message,
  content: message.content.replaceAll(ORDER_NUMBER_TOKEN, String(number)),
});
