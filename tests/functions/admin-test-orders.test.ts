// 'Send a test order': a real order (the order statement, its stock, its chat notification through the
// webhook) with sample data, pending, home delivery, 600 DZD of delivery, flagged as a test so that it
// never counts in the figures, and deletable with its units back. A shopper cannot make one. The chat
// webhook is the only stand-in (a local recorder for Discord).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import testOrders from '../../netlify/functions/admin-test-orders.ts';
import dashboard from '../../netlify/functions/admin-dashboard.ts';
import orders from '../../netlify/functions/orders.ts';
import { db } from '../../src/server/db/client.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, stockOf, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { jsonOf, startChatWebhook, type ChatWebhook } from './chat-webhook-recorder.ts';

const sql = db();
let token: string;
let catalog: TestCatalog;
let webhook: ChatWebhook;
let algerHomePrice: number;

beforeAll(async () => {
  catalog = await createTestCatalog(sql, 'tst');
  // The sample is the cheapest product in stock: make this file's cap the one.
  await sql`update products set price = 1 where id = ${catalog.cap}`;
  await sql`update variants set stock = 100 where product_id = ${catalog.cap}`;
  const [alger] = await sql<{ home_price: number }[]>`select home_price from wilayas where code = '16'`;
  algerHomePrice = alger!.home_price;
  await sql`update wilayas set home_price = 600 where code = '16'`;
  await makeAdmin('test-owner@test.dz', 'the owner password');
  token = (await signedIn('test-owner@test.dz')).token;
  webhook = await startChatWebhook();
  process.env.ORDER_WEBHOOK_URL = webhook.url;
});

afterAll(async () => {
  await sql`update wilayas set home_price = ${algerHomePrice} where code = '16'`;
  await sql`delete from orders where is_test`;
  await dropTestCatalog(sql, 'tst');
  await webhook.close();
  delete process.env.ORDER_WEBHOOK_URL;
});

describe('a test order', () => {
  it('is placed through the real order path, pending, home delivery, 600 DZD, told to the chat, and marked as a test', async () => {
    const stockBefore = await stockOf(sql, catalog.cap);
    const figuresBefore = (await call(dashboard, '/api/admin/dashboard', { token })).body;
    webhook.requests.length = 0;
    const sent = await call(testOrders, '/api/admin/test-orders', { method: 'POST', token });
    expect(sent.status).toBe(201);
    expect(sent.body.order).toMatchObject({ status: 'pending', shippingPrice: 600, total: 601 });
    expect(sent.body.notification).toBe('delivered');
    const [row] =
      await sql`select is_test, status, delivery_type, shipping_price, wilaya_code, customer_name from orders where number = ${sent.body.order.number}`;
    expect(row).toEqual({
      is_test: true,
      status: 'pending',
      delivery_type: 'home',
      shipping_price: 600,
      wilaya_code: '16',
      customer_name: 'Test Order',
    });
    expect(await stockOf(sql, catalog.cap)).toBe(stockBefore - 1);
    // The owner's chat got it like any order.
    expect(webhook.requests).toHaveLength(1);
    expect(jsonOf(webhook.requests[0]!).content).toContain(String(sent.body.order.number));
    // Never in the figures.
    const figuresAfter = (await call(dashboard, '/api/admin/dashboard', { token })).body;
    expect(figuresAfter.today).toEqual({ ...figuresBefore.today, to: figuresAfter.today.to });
    expect(figuresAfter.week).toEqual({ ...figuresBefore.week, to: figuresAfter.week.to });
    // Listed with the others.
    const list = await call(testOrders, '/api/admin/test-orders', { token });
    expect(list.body.orders[0]).toMatchObject({ number: sent.body.order.number, status: 'pending' });
    expect(await sql`select 1 from test_order_keys`).toHaveLength(0);
  });

  it('two in a row are two orders (the double-tap rule does not take the second for the first)', async () => {
    const first = await call(testOrders, '/api/admin/test-orders', { method: 'POST', token });
    const second = await call(testOrders, '/api/admin/test-orders', { method: 'POST', token });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.order.number).not.toBe(first.body.order.number);
  });

  it('is deleted with its units back; a real order cannot be deleted here', async () => {
    const sent = await call(testOrders, '/api/admin/test-orders', { method: 'POST', token });
    const stock = await stockOf(sql, catalog.cap);
    const deleted = await call(testOrders, `/api/admin/test-orders/${sent.body.order.number}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: sent.body.order.number, restocked: 1 });
    expect(await stockOf(sql, catalog.cap)).toBe(stock + 1);
    expect(await sql`select 1 from orders where number = ${sent.body.order.number}`).toHaveLength(0);
    const [audit] = await sql`select action, subject from admin_audit where action = 'orders.test.delete' order by id desc limit 1`;
    expect(audit).toEqual({ action: 'orders.test.delete', subject: `#${sent.body.order.number}` });

    const again = await call(testOrders, `/api/admin/test-orders/${sent.body.order.number}`, { method: 'DELETE', token });
    expect([again.status, again.body.error.code]).toEqual([404, 'not_found']);
    const shopper = orderRequest(catalog);
    const placed = await orders(
      new Request('https://shop.example/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(shopper),
      }),
    );
    expect(placed.status).toBe(201);
    const [real] = await sql<{ number: number }[]>`select number from orders where idempotency_key = ${shopper.idempotencyKey}`;
    const refused = await call(testOrders, `/api/admin/test-orders/${real!.number}`, { method: 'DELETE', token });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'not_test_order']);
    expect(await sql`select 1 from orders where number = ${real!.number}`).toHaveLength(1);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await call(testOrders, `/api/admin/test-orders/${bad}`, { method: 'DELETE', token })).status, bad).toBe(404);
    }
  });

  it('a shopper cannot make a test order, whatever key they send', async () => {
    const request = orderRequest(catalog, { idempotencyKey: `test-${crypto.randomUUID()}` });
    const answer = await orders(
      new Request('https://shop.example/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request, isTest: true, is_test: true }),
      }),
    );
    expect(answer.status).toBe(201);
    const [row] = await sql`select is_test from orders where idempotency_key = ${request.idempotencyKey}`;
    expect(row).toEqual({ is_test: false });
  });

  it('with nothing in stock, the owner is told what a test order needs', async () => {
    const held = await sql<{ id: number; stock: number }[]>`select id, stock from variants where stock > 0`;
    await sql`update variants set stock = 0`;
    try {
      const answer = await call(testOrders, '/api/admin/test-orders', { method: 'POST', token });
      expect([answer.status, answer.body.error.code]).toEqual([409, 'no_sample_product']);
    } finally {
      for (const v of held) await sql`update variants set stock = ${v.stock} where id = ${v.id}`;
    }
  });
});
