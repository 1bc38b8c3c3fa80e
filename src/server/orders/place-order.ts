// placeOrder: the one place an order is decided. It prices every line from the catalog and delivery
// from the wilaya (from what this process remembers of the database, or a fresh read), then stores
// the order in one statement that checks those prices are still the database's, takes the stock of
// all lines or none and writes the order (pending) with its lines, its first status and its
// notification. The same idempotency key always gives back the first order; a second order from one
// phone inside the cooldown is refused.
import { db, type Sql } from '../db/client.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { orderMessage, type WebhookMessage } from '../notifications/order-message.ts';
import type { ClaimedNotification } from '../notifications/outbox.repo.ts';
import { OrderRefusal } from './order-refusal.ts';
import { serializedOnEmbedded } from './embedded-serial.ts';
import { withOfficialCommune } from './order-commune.ts';
import { findOrderByKey, ORDER_NUMBER_TOKEN, storeOrder } from './orders.repo.ts';
import { readPricing, type OrderPricing } from './pricing.repo.ts';
import { rememberedPricing, rememberPricing } from './pricing-cache.ts';
import { priceOrder } from './price-order.ts';
import { shortLineRefusal, stockToTake } from './stock.ts';
import type { Order } from './order.types.ts';

export type PlaceOrderResult =
  | { ok: true; replayed: false; order: Order; notification: ClaimedNotification }
  | { ok: true; replayed: true; order: Order }
  | { ok: false; refusal: OrderRefusal };

// A changed price sends the order back to a fresh read; only an owner editing prices in the same
// milliseconds, again and again, could use these up.
const MAX_TRIES = 5;

export function placeOrder(request: OrderRequest, sql: Sql = db()): Promise<PlaceOrderResult> {
  return serializedOnEmbedded(() => place(request, sql));
}

type Pricing = { value: OrderPricing; fresh: boolean };

async function freshPricing(sql: Sql, request: OrderRequest): Promise<Pricing> {
  const value = await readPricing(sql, request);
  rememberPricing(sql, value);
  return { value, fresh: true };
}

async function place(input: OrderRequest, sql: Sql): Promise<PlaceOrderResult> {
  const named = await withOfficialCommune(sql, input);
  if (!named.ok) return named;
  const { request, communeAr } = named;
  const remembered = rememberedPricing(sql, request);
  let pricing: Pricing | undefined = remembered && { value: remembered, fresh: false };
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    pricing ??= await freshPricing(sql, request);
    const priced = priceOrder(request, pricing.value);
    if (!priced.ok) {
      // A refusal is decided on what the database says now, never on a memory.
      if (pricing.fresh) return { ok: false, refusal: priced.refusal };
      pricing = undefined;
      continue;
    }
    const { settings } = pricing.value;
    const { lines, totals, wilaya } = priced;
    const draft: Omit<Order, 'id' | 'number'> = {
      flow: request.flow, status: 'pending', createdAt: new Date().toISOString(),
      customerName: request.name, email: request.email, phone: request.phone, address: request.address, notes: request.notes,
      wilayaCode: wilaya.code, commune: request.commune, communeAr, deliveryType: request.deliveryType, ...totals, currency: settings.currency, lines,
    };
    const message = orderMessage({ ...draft, number: ORDER_NUMBER_TOKEN }, wilaya, settings.siteTitle);
    const outcome = await storeOrder(sql, { request, totals, lines, message, stock: stockToTake(lines), pricedWith: { settings, wilaya } });
    switch (outcome.kind) {
      case 'stored': {
        const order: Order = { ...draft, id: outcome.id, number: outcome.number, createdAt: outcome.createdAt.toISOString() };
        const payload = { orderId: order.id, orderNumber: order.number, message: withNumber(message, order.number) };
        return { ok: true, replayed: false, order, notification: { id: outcome.notificationId, attempts: 1, payload } };
      }
      case 'stale':
        pricing = undefined;
        continue;
      case 'short': {
        const refusal = shortLineRefusal(lines, outcome);
        if (refusal) return { ok: false, refusal };
        throw new Error(`take_order_stock named variant ${outcome.variantId}, which is on no line of the order`);
      }
      case 'cooldown':
      case 'key_taken': {
        // A retry of an order that went through (or is going through on another connection) gets it back.
        const first = await findOrderByKey(sql, request.idempotencyKey);
        if (first) return { ok: true, replayed: true, order: first };
        if (outcome.kind === 'key_taken') continue; // its holder rolled back: try again
        const minutes = Math.ceil(outcome.cooldownSeconds / 60);
        return { ok: false, refusal: new OrderRefusal('order_cooldown', { messageKey: 'cooldown', values: { minutes }, retryAfterSeconds: outcome.retryAfterSeconds }) };
      }
    }
  }
  throw new Error(`order ${request.idempotencyKey}: the catalog kept changing while it was stored (${MAX_TRIES} tries)`);
}

const withNumber = (message: WebhookMessage, number: number): WebhookMessage =>
  ({ ...message, content: message.content.replaceAll(ORDER_NUMBER_TOKEN, String(number)) });
