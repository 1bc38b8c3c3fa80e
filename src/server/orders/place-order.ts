// placeOrder: the one place an order is decided. In one transaction it prices every line from the
// database, prices delivery from the wilaya, takes the stock of all lines or none, stores the order
// (pending) with its lines, its first status and its notification. The same idempotency key always
// gives back the first order; a second order from one phone inside the cooldown is refused.
import type postgres from 'postgres';
import { db, type Sql } from '../db/client.ts';
import type { OrderRequest } from '../../domain/orders/order-request.ts';
import { orderTotals } from '../../domain/orders/totals.ts';
import { shippingQuote } from '../../domain/shipping/delivery.ts';
import { findWilaya } from '../delivery/wilayas.repo.ts';
import { orderMessage } from '../notifications/order-message.ts';
import { enqueueOrderNotification } from '../notifications/outbox.repo.ts';
import { OrderRefusal } from './order-refusal.ts';
import { serializedOnEmbedded } from './embedded-serial.ts';
import { cooldownRemaining, findOrderByKey, insertOrder, orderSettings } from './orders.repo.ts';
import { priceLines, takeStock } from './stock.ts';
import type { Order } from './order.types.ts';

export type PlaceOrderResult =
  | { ok: true; replayed: false; order: Order; notificationId: number }
  | { ok: true; replayed: true; order: Order }
  | { ok: false; refusal: OrderRefusal };

// Orders from one phone queue behind each other, so two tabs cannot both slip under the cooldown.
const PHONE_LOCK_SPACE = 4_821_338;

/** Another transaction committed the same idempotency key while this one was working. */
class KeyTakenMeanwhile extends Error {}

export function placeOrder(request: OrderRequest, sql: Sql = db()): Promise<PlaceOrderResult> {
  return serializedOnEmbedded(async () => {
    try {
      return await sql.begin((tx) => placeInTransaction(tx, request));
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

async function placeInTransaction(tx: postgres.TransactionSql, request: OrderRequest): Promise<PlaceOrderResult> {
  await tx`select pg_advisory_xact_lock(${PHONE_LOCK_SPACE}, hashtext(${request.phone}))`;

  const first = await findOrderByKey(tx, request.idempotencyKey);
  if (first) return { ok: true, replayed: true, order: first };

  const settings = await orderSettings(tx);
  const wait = await cooldownRemaining(tx, request.phone, settings.cooldownSeconds);
  if (wait > 0) {
    const minutes = Math.ceil(settings.cooldownSeconds / 60);
    throw new OrderRefusal('order_cooldown', { messageKey: 'cooldown', values: { minutes }, retryAfterSeconds: wait });
  }

  const wilaya = await findWilaya(request.wilayaCode, tx);
  if (!wilaya) throw new OrderRefusal('wilaya_unknown', { messageKey: 'wilayaUnknown', field: 'wilayaCode' });

  const lines = await priceLines(tx, request.lines);
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const quote = shippingQuote(subtotal, wilaya, request.deliveryType, settings);
  if (!quote.ok) {
    throw new OrderRefusal('delivery_not_offered', { messageKey: 'deliveryNotOffered', field: 'deliveryType', values: { wilaya: wilaya.nameFr } });
  }
  await takeStock(tx, lines);

  const totals = orderTotals(lines, quote.price);
  const stored = await insertOrder(tx, { request, totals, currency: settings.currency, lines });
  if (!stored) throw new KeyTakenMeanwhile();

  const order: Order = {
    id: stored.id, number: stored.number, flow: request.flow, status: 'pending', createdAt: stored.createdAt.toISOString(),
    customerName: request.name, email: request.email, phone: request.phone, address: request.address, notes: request.notes,
    wilayaCode: wilaya.code, commune: request.commune, deliveryType: request.deliveryType, ...totals, currency: settings.currency, lines,
  };
  const notificationId = await enqueueOrderNotification(tx, {
    orderId: order.id, orderNumber: order.number, message: orderMessage(order, wilaya, settings.siteTitle),
  });
  return { ok: true, replayed: false, order, notificationId };
}

function isKeyConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string };
  return e?.code === '23505' && e.constraint_name === 'orders_idempotency_key_key';
}
