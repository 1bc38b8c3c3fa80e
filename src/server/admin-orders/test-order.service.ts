// The admin's test order: placed through placeOrder (prices, stock, the order's statement and its
// notification) and sent to the webhook like a shopper's, but flagged as a test in the same insert
// (its random idempotency key is registered in test_order_keys first; a trigger sets orders.is_test),
// so it is never counted in the figures. Deleting one gives back the units it still holds.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/client.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { placeOrder } from '../orders/place-order.ts';
import { deliverNotification, type DeliveryOutcome } from '../notifications/deliver.ts';
import { validateOrderRequest } from '../../domain/orders/validation.ts';
import { testOrderRequest, TEST_ORDER_SHIPPING, type SampleChoice } from '../../domain/admin-orders/test-order.ts';
import { toAlgiersLocal } from '../../domain/admin/algiers-time.ts';

export type TestOrderSummary = { number: number; createdAt: string; status: string; total: number; shippingPrice: number };
export type SendTestResult =
  { ok: true; order: TestOrderSummary; notification: DeliveryOutcome } | { ok: false; code: 'no_sample_product'; message: string };

/**
 * A wilaya whose home delivery costs 600 DZD (Alger first: the spec's example price is Alger's), else
 * Alger or the first wilaya with home delivery; its first commune; and the cheapest variant in stock of
 * a published product (under the free-shipping threshold when one is, so the delivery price shows).
 */
async function sampleChoice(sql: Sql): Promise<SampleChoice | undefined> {
  const [place] = await sql<{ code: string; commune: string }[]>`
    select w.code, (select c.name_fr from communes c where c.wilaya_code = w.code order by c.id limit 1) as commune
    from wilayas w where w.home_price > 0
    order by (w.home_price = ${TEST_ORDER_SHIPPING}) desc, (w.code = '16') desc, w.code limit 1`;
  const [line] = await sql<{ product_id: string; size: string; color: string }[]>`
    select v.product_id, v.size, v.color from variants v join products p on p.id = v.product_id
    cross join (select free_shipping_threshold as threshold from site_settings where id = 1) s
    where p.published and v.stock > 0
    order by (s.threshold > 0 and p.price >= s.threshold), p.price, p.position, v.id limit 1`;
  if (!place?.commune || !line) return undefined;
  return { wilayaCode: place.code, commune: place.commune, line: { productId: line.product_id, size: line.size, color: line.color } };
}

export async function sendTestOrder(sql: Sql, adminEmail: string, now = new Date()): Promise<SendTestResult> {
  const choice = await sampleChoice(sql);
  if (!choice)
    return {
      ok: false,
      code: 'no_sample_product',
      message: 'A test order needs a published product in stock and a wilaya with home delivery.',
    };
  const key = `test-${randomUUID()}`;
  const parsed = validateOrderRequest(
    testOrderRequest(choice, key, `${toAlgiersLocal(now.toISOString()).replace('T', ' ')}:${now.toISOString().slice(17, 19)}`),
  );
  if (!parsed.ok) throw new Error(`the sample test order does not pass the order schema: ${JSON.stringify(parsed.errors)}`);
  await sql`insert into test_order_keys (idempotency_key) values (${key})`;
  try {
    const result = await placeOrder(parsed.order, sql);
    if (!result.ok) return { ok: false, code: 'no_sample_product', message: `The test order was refused: ${result.refusal.code}.` };
    if (result.replayed) throw new Error('a fresh test order key was found taken');
    const { order } = result;
    await recordAudit(sql, {
      email: adminEmail,
      action: 'orders.test.create',
      subject: `#${order.number}`,
      newValue: { number: order.number, total: order.total },
    });
    // The owner checks the chat right after: send now (a failure leaves it in the outbox for the drain).
    const notification = await deliverNotification(result.notification, sql).catch(() => 'failed' as const);
    return {
      ok: true,
      notification,
      order: {
        number: order.number,
        createdAt: order.createdAt,
        status: order.status,
        total: order.total,
        shippingPrice: order.shippingPrice,
      },
    };
  } finally {
    await sql`delete from test_order_keys where idempotency_key = ${key}`;
  }
}

export async function listTestOrders(sql: Sql): Promise<TestOrderSummary[]> {
  const rows = await sql<{ number: number; created_at: Date; status: string; total: number; shipping_price: number }[]>`
    select number, created_at, status, total, shipping_price from orders where is_test order by created_at desc limit 100`;
  return rows.map((r) => ({
    number: r.number,
    createdAt: r.created_at.toISOString(),
    status: r.status,
    total: r.total,
    shippingPrice: r.shipping_price,
  }));
}

export type DeleteTestResult = { ok: true; restocked: number } | { ok: false; code: 'not_found' | 'not_test_order'; message: string };

export async function deleteTestOrder(sql: Sql, number: number, adminEmail: string): Promise<DeleteTestResult> {
  return sql.begin(async (tx) => {
    const [order] = await tx<{ id: string; status: string; is_test: boolean; stock_returned_at: Date | null }[]>`
      select id, status, is_test, stock_returned_at from orders where number = ${number} for update`;
    if (!order) return { ok: false as const, code: 'not_found' as const, message: `No order #${number}.` };
    if (!order.is_test)
      return {
        ok: false as const,
        code: 'not_test_order' as const,
        message: `Order #${number} is a real order: only test orders can be deleted.`,
      };
    let restocked = 0;
    // The units the test order still holds go back (with the workflow's own give-back), unless they were
    // given back already (a cancel, a received return) or left with a delivered parcel.
    if (order.stock_returned_at === null && order.status !== 'delivered') {
      const [back] = await tx<{ units: number }[]>`select give_back_order_stock(${order.id}) as units`;
      restocked = back!.units;
    }
    await tx`delete from outbox where delivered_at is null and payload->>'orderId' = ${order.id}`;
    await tx`delete from orders where id = ${order.id}`;
    await recordAudit(tx, {
      email: adminEmail,
      action: 'orders.test.delete',
      subject: `#${number}`,
      oldValue: { number, status: order.status },
      newValue: { restocked },
    });
    return { ok: true as const, restocked };
  });
}
