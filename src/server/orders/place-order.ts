// placeOrder: the one place an order is decided. In one transaction it prices every line from the
// database, prices delivery from the wilaya, takes the stock of all lines or none, stores the order
// (pending) with its lines, its first status and its notification. The same idempotency key always
// gives back the first order; a second order from one phone inside the cooldown is refused.
import { db, type Sql } from '../db/client.ts';
import { pipelinedTransaction, type PipelinedTransaction } from '../db/pipelined-transaction.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { orderTotals, subtotalOf } from '../../domain/orders/totals.ts';
import { shippingQuote } from '../../domain/shipping/delivery.ts';
import { orderMessage, type WebhookMessage } from '../notifications/order-message.ts';
import type { ClaimedNotification } from '../notifications/outbox.repo.ts';
import { OrderRefusal } from './order-refusal.ts';
import { serializedOnEmbedded } from './embedded-serial.ts';
import { findOrderByKey, insertOrder, ORDER_NUMBER_TOKEN } from './orders.repo.ts';
import { readOrderContext } from './order-context.ts';
import { priceLines, shortLineRefusal, stockToTake } from './stock.ts';
import type { Order } from './order.types.ts';

export type PlaceOrderResult =
  | { ok: true; replayed: false; order: Order; notification: ClaimedNotification }
  | { ok: true; replayed: true; order: Order }
  | { ok: false; refusal: OrderRefusal };

// Orders from one phone queue behind each other, so two tabs cannot both slip under the cooldown.
const PHONE_LOCK_SPACE = 4_821_338;

/** Another transaction committed the same idempotency key while this one was working. */
class KeyTakenMeanwhile extends Error {}

export function placeOrder(request: OrderRequest, sql: Sql = db()): Promise<PlaceOrderResult> {
  return serializedOnEmbedded(async () => {
    try {
      return await pipelinedTransaction(sql, (tx) => placeInTransaction(tx, request));
    } catch (error) {
      if (error instanceof OrderRefusal) return { ok: false, refusal: error };
      if (error instanceof KeyTakenMeanwhile || isKeyConflict(error)) {
        const first = await findOrderByKey(sql, request.idempotencyKey);
        if (first) return { ok: true, replayed: true, order: first };
      }
      throw error;
    }
  });
}

// Two round trips for any order: BEGIN, the phone lock and every read go out together; then, once this
// process has decided, the order's rows, the stock and COMMIT. The variant rows are locked last (by the
// statement that stores the order), so a buyer of the same variant waits only for that statement and
// the commit, never for the rest of this order.
async function placeInTransaction(tx: PipelinedTransaction, request: OrderRequest): Promise<PlaceOrderResult> {
  const lock = tx.sql`select pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${request.phone}))`.execute();
  const [, context] = await Promise.all([lock, readOrderContext(tx.sql, request)]);

  if (context.existingOrder) {
    const first = await findOrderByKey(tx.sql, request.idempotencyKey);
    if (first) return { ok: true, replayed: true, order: first };
  }
  const { settings, wilaya } = context;
  if (context.cooldownRemaining > 0) {
    const minutes = Math.ceil(settings.cooldownSeconds / 60);
    throw new OrderRefusal('order_cooldown', { messageKey: 'cooldown', values: { minutes }, retryAfterSeconds: context.cooldownRemaining });
  }
  if (!wilaya) throw new OrderRefusal('wilaya_unknown', { messageKey: 'wilayaUnknown', field: 'wilayaCode' });

  const lines = priceLines(context.lines, request.lines);
  const quote = shippingQuote(subtotalOf(lines), wilaya, request.deliveryType, settings);
  if (!quote.ok) {
    throw new OrderRefusal('delivery_not_offered', { messageKey: 'deliveryNotOffered', field: 'deliveryType', values: { wilaya: wilaya.nameFr } });
  }

  const totals = orderTotals(lines, quote.price);
  const draft: Omit<Order, 'id' | 'number'> = {
    flow: request.flow, status: 'pending', createdAt: context.placedAt.toISOString(),
    customerName: request.name, email: request.email, phone: request.phone, address: request.address, notes: request.notes,
    wilayaCode: wilaya.code, commune: request.commune, deliveryType: request.deliveryType, ...totals, currency: settings.currency, lines,
  };
  const message = orderMessage({ ...draft, number: ORDER_NUMBER_TOKEN }, wilaya, settings.siteTitle);
  const storing = insertOrder(tx.sql, { request, totals, currency: settings.currency, lines, stock: stockToTake(lines), message });
  const stored = await tx.commitAfter(storing).catch((error: unknown) => {
    throw shortLineRefusal(error, lines) ?? error;
  });
  // Another buyer committed this key first: nothing was stored and no stock taken (see insertOrder).
  if (!stored) throw new KeyTakenMeanwhile();

  const order: Order = { ...draft, id: stored.id, number: stored.number, createdAt: stored.createdAt.toISOString() };
  const payload = { orderId: order.id, orderNumber: order.number, message: withNumber(message, order.number) };
  return { ok: true, replayed: false, order, notification: { id: stored.notificationId, attempts: 1, payload } };
}

const withNumber = (message: WebhookMessage, number: number): WebhookMessage =>
  ({ ...message, content: message.content.replaceAll(ORDER_NUMBER_TOKEN, String(number)) });

function isKeyConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string };
  return e?.code === '23505' && e.constraint_name === 'orders_idempotency_key_key';
}
