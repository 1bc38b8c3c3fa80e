// placeOrder against the real database (PGlite and PostgreSQL 15): prices, shipping, stock,
// idempotency and the cooldown are the server's, whatever the client sends.
import { describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { inject } from 'vitest';
import { COMMUNE_OF, countOrderRows, orderRequest, setStock, stockOf, useTestCatalog } from './orders.fixtures.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';

const sql = connect(inject('databaseUrl'), { max: 2 });
const PREFIX = 'test-orders';
const catalog = useTestCatalog(sql, PREFIX);

async function placed(overrides: Parameters<typeof orderRequest>[1] = {}) {
  const result = await placeOrder(orderRequest(catalog, overrides), sql);
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result;
}

describe('placeOrder', () => {
  it('stores the server prices, shipping and totals whatever prices and totals the client sent', async () => {
    // What a tampered browser sends: its own prices and totals, dropped by the shared schema.
    const tampered = {
      ...orderRequest(catalog),
      subtotal: 1,
      total: 1,
      shippingPrice: 0,
      lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1, price: 1 }],
    };
    const parsed = validateOrderRequest(tampered);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const before = await stockOf(sql, catalog.tee, 'M', 'Black');
    const result = await placeOrder(parsed.order, sql);
    expect(result).toMatchObject({ ok: true, replayed: false });
    if (!result.ok) return;
    expect(result.order).toMatchObject({ subtotal: 3200, shippingPrice: 600, total: 3800, status: 'pending', currency: 'DZD' });

    const [row] =
      await sql`select subtotal, shipping_price, total, status, phone, wilaya_code, delivery_type from orders where number = ${result.order.number}`;
    expect(row).toEqual({
      subtotal: 3200,
      shipping_price: 600,
      total: 3800,
      status: 'pending',
      phone: parsed.order.phone,
      wilaya_code: '16',
      delivery_type: 'home',
    });
    const lines =
      await sql`select product_name, size, color, unit_price, quantity, line_total from order_lines where order_id = ${result.order.id}`;
    expect(lines).toEqual([{ product_name: 'Order Test Tee', size: 'M', color: 'Black', unit_price: 3200, quantity: 1, line_total: 3200 }]);
    const history = await sql`select status from order_status_history where order_id = ${result.order.id}`;
    expect(history).toEqual([{ status: 'pending' }]);
    const [outbox] = await sql`select kind, payload, delivered_at from outbox where id = ${result.replayed ? 0 : result.notification.id}`;
    expect(outbox).toMatchObject({ kind: 'order_placed', delivered_at: null, payload: { orderNumber: result.order.number } });
    expect(outbox!.payload.message.content).toContain(`**New order #${result.order.number}**`);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before - 1);
  });

  it('ships for free from the free-shipping threshold, and prices office delivery from the wilaya', async () => {
    const free = await placed({
      lines: [
        { productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 },
        { productId: catalog.cap, size: '', color: '', quantity: 2 },
      ],
    });
    expect(free.order).toMatchObject({ subtotal: 6200, shippingPrice: 0, total: 6200 });
    const office = await placed({
      wilayaCode: '05',
      deliveryType: 'office',
      lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }],
    });
    expect(office.order).toMatchObject({ subtotal: 1500, shippingPrice: 300, total: 1800 });
  });

  it('refuses more than the stock, names the line, and leaves the stock as it was', async () => {
    await setStock(sql, catalog.tee, 'L', 'Black', 1);
    const rowsBefore = await countOrderRows(sql);
    const result = await placeOrder(
      orderRequest(catalog, { lines: [{ productId: catalog.tee, size: 'L', color: 'Black', quantity: 2 }] }),
      sql,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.refusal.code).toBe('out_of_stock');
    expect(result.refusal.details.line).toMatchObject({ productId: catalog.tee, size: 'L', color: 'Black', requested: 2, available: 1 });
    expect(await stockOf(sql, catalog.tee, 'L', 'Black')).toBe(1);
    expect(await countOrderRows(sql)).toEqual(rowsBefore);
  });

  it('takes the stock of every line or of none', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    await setStock(sql, catalog.tee, 'L', 'Black', 0);
    const rowsBefore = await countOrderRows(sql);
    const result = await placeOrder(
      orderRequest(catalog, {
        lines: [
          { productId: catalog.cap, size: '', color: '', quantity: 3 },
          { productId: catalog.tee, size: 'L', color: 'Black', quantity: 1 },
        ],
      }),
      sql,
    );
    expect(result).toMatchObject({ ok: false, refusal: { code: 'out_of_stock' } });
    expect(await stockOf(sql, catalog.cap)).toBe(3);
    expect(await countOrderRows(sql)).toEqual(rowsBefore);
  });

  it('take_order_stock is all or nothing: a line that falls short fails the statement, which takes back the lines before it', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    await setStock(sql, catalog.tee, 'L', 'Black', 1);
    const [cap] = await sql<{ id: number }[]>`select id::int from variants where product_id = ${catalog.cap}`;
    const [teeL] = await sql<{ id: number }[]>`select id::int from variants where product_id = ${catalog.tee} and size = 'L'`;
    // As if another buyer took the last unit between the read and the take. The cap (lower id or not)
    // is taken first or second: either way nothing is kept.
    const attempt = sql`select take_order_stock(${[cap!.id, teeL!.id]}::bigint[], ${[2, 2]}::int[])`;
    await expect(attempt).rejects.toMatchObject({ code: 'DZ409' });
    const error = await attempt.catch((e: { detail: string }) => e);
    expect(JSON.parse((error as { detail: string }).detail)).toEqual({ variantId: teeL!.id, available: 1 });
    expect(await stockOf(sql, catalog.cap)).toBe(3);
    expect(await stockOf(sql, catalog.tee, 'L', 'Black')).toBe(1);
  });

  it('take_order_stock takes a variant named on two lines for the sum', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    const [cap] = await sql<{ id: number }[]>`select id::int from variants where product_id = ${catalog.cap}`;
    await expect(sql`select take_order_stock(${[cap!.id, cap!.id]}::bigint[], ${[2, 2]}::int[])`).rejects.toMatchObject({ code: 'DZ409' });
    expect(await stockOf(sql, catalog.cap)).toBe(3);
    await sql`select take_order_stock(${[cap!.id, cap!.id]}::bigint[], ${[1, 2]}::int[])`;
    expect(await stockOf(sql, catalog.cap)).toBe(0);
  });

  it('returns the first order for a repeated idempotency key with the same request and takes the stock once', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    const request = orderRequest(catalog, { lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }] });
    const first = await placeOrder(request, sql);
    // The same order as the browser sends it again: in another page language, the email in capitals.
    const again = await placeOrder({ ...request, locale: 'ar', email: request.email.toUpperCase() }, sql);
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(again).toMatchObject({ ok: true, replayed: true });
    if (!first.ok || !again.ok) return;
    expect(again.order.number).toBe(first.order.number);
    expect(again.order.lines).toEqual(first.order.lines);
    expect(await stockOf(sql, catalog.cap)).toBe(2);
    const [count] = await sql`select count(*)::int as n from orders where idempotency_key = ${request.idempotencyKey}`;
    expect(count!.n).toBe(1);
  });

  it('refuses a used idempotency key sent with a different order (idempotency_key_reused), and writes nothing', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    await setStock(sql, catalog.tee, 'M', 'Black', 5);
    const request = orderRequest(catalog, { lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }] });
    const first = await placeOrder(request, sql);
    expect(first).toMatchObject({ ok: true, replayed: false });
    const rowsBefore = await countOrderRows(sql);
    const others: Partial<OrderRequest>[] = [
      { lines: [{ productId: catalog.cap, size: '', color: '', quantity: 2 }] },
      { lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }] },
      { wilayaCode: '05', commune: COMMUNE_OF['05']! },
      { deliveryType: 'office' },
      { address: "7 rue Larbi Ben M'hidi" },
      { phone: orderRequest(catalog).phone },
      { flow: 'buy_now' },
    ];
    for (const other of others) {
      const reused = await placeOrder({ ...request, ...other }, sql);
      expect(reused, JSON.stringify(other)).toMatchObject({
        ok: false,
        refusal: { code: 'idempotency_key_reused', details: { messageKey: 'idempotencyKeyReused' } },
      });
    }
    expect(await countOrderRows(sql)).toEqual(rowsBefore);
    expect(await stockOf(sql, catalog.cap)).toBe(2);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(5);
    // The first request itself is still answered with its order.
    expect(await placeOrder(request, sql)).toMatchObject({ ok: true, replayed: true });
  });

  it('standalone checkout: refuses a second order from the same phone within the cooldown, however the number is written', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    const line = [{ productId: catalog.cap, size: '', color: '', quantity: 1 }];
    const first = await placed({ flow: 'checkout', lines: line });
    const phone = first.order.phone;
    const international = `+213 ${phone.slice(1, 4)} ${phone.slice(4)}`;
    const parsed = validateOrderRequest({ ...orderRequest(catalog, { flow: 'checkout', lines: line }), phone: international });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [numberBefore] = await sql`select last_value from order_number_seq`;
    const second = await placeOrder(parsed.order, sql);
    expect(second).toMatchObject({
      ok: false,
      refusal: { code: 'order_cooldown', details: { messageKey: 'cooldown', values: { minutes: 5 } } },
    });
    // Refused before anything was written: not even an order number was used.
    expect((await sql`select last_value from order_number_seq`)[0]).toEqual(numberBefore);
    // The cooldown is what the phone hears, even when it asks for more than the stock.
    const greedy = await placeOrder(
      {
        ...parsed.order,
        idempotencyKey: `${parsed.order.idempotencyKey}-2`,
        lines: [{ productId: catalog.cap, size: '', color: '', quantity: 9 }],
      },
      sql,
    );
    expect(greedy).toMatchObject({ ok: false, refusal: { code: 'order_cooldown' } });
    if (second.ok) return;
    expect(second.refusal.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(second.refusal.details.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(await stockOf(sql, catalog.cap)).toBe(2);

    // Once the window has passed (the first order moved back in time) the phone may order again.
    await sql`update orders set created_at = created_at - interval '301 seconds' where number = ${first.order.number}`;
    expect(await placeOrder(parsed.order, sql)).toMatchObject({ ok: true, replayed: false });
  });

  it('follows the cooldown setting, and 0 turns it off', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    await sql`insert into site_settings (id) values (1) on conflict (id) do nothing`;
    const line = [{ productId: catalog.cap, size: '', color: '', quantity: 1 }];
    try {
      await sql`update site_settings set order_cooldown_seconds = 0`;
      const first = await placed({ flow: 'checkout', lines: line });
      await placed({ flow: 'checkout', lines: line, phone: first.order.phone });
      await sql`update site_settings set order_cooldown_seconds = 600`;
      const third = await placeOrder(orderRequest(catalog, { flow: 'checkout', lines: line, phone: first.order.phone }), sql);
      expect(third).toMatchObject({ ok: false, refusal: { code: 'order_cooldown', details: { values: { minutes: 10 } } } });
    } finally {
      await sql`update site_settings set order_cooldown_seconds = 300`;
    }
  });

  it('cart and Buy Now: the same phone may place a different order inside the window; only an identical one (a double tap) is refused', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    await setStock(sql, catalog.tee, 'M', 'Black', 5);
    for (const flow of ['cart', 'buy_now'] as const) {
      const cap = [{ productId: catalog.cap, size: '', color: '', quantity: 1 }];
      const first = await placed({ flow, lines: cap });
      const phone = first.order.phone;
      // The shopper forgot the tee: a second, different order a moment later goes through.
      const forgotten = await placeOrder(
        orderRequest(catalog, { flow, phone, lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }] }),
        sql,
      );
      expect(forgotten, flow).toMatchObject({ ok: true, replayed: false });
      // The first order tapped again (a new attempt key, the same order): refused, nothing written.
      const rowsBefore = await countOrderRows(sql);
      const doubleTap = await placeOrder(orderRequest(catalog, { flow, phone, lines: cap }), sql);
      expect(doubleTap, flow).toMatchObject({
        ok: false,
        refusal: { code: 'order_already_placed', details: { messageKey: 'alreadyPlaced', values: { minutes: 5 } } },
      });
      if (!doubleTap.ok) expect(doubleTap.refusal.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(await countOrderRows(sql)).toEqual(rowsBefore);
      // The identical order once the window has passed is a new order.
      await sql`update orders set created_at = created_at - interval '301 seconds' where number = ${first.order.number}`;
      expect(await placeOrder(orderRequest(catalog, { flow, phone, lines: cap }), sql), flow).toMatchObject({ ok: true, replayed: false });
      await setStock(sql, catalog.cap, '', '', 3);
    }
  });

  it('cart: the double-tap window is order_cooldown_seconds, and 0 turns it off', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    await sql`insert into site_settings (id) values (1) on conflict (id) do nothing`;
    const cap = [{ productId: catalog.cap, size: '', color: '', quantity: 1 }];
    try {
      await sql`update site_settings set order_cooldown_seconds = 0`;
      const first = await placed({ lines: cap });
      await placed({ lines: cap, phone: first.order.phone });
      await sql`update site_settings set order_cooldown_seconds = 900`;
      const third = await placeOrder(orderRequest(catalog, { lines: cap, phone: first.order.phone }), sql);
      expect(third).toMatchObject({ ok: false, refusal: { code: 'order_already_placed', details: { values: { minutes: 15 } } } });
    } finally {
      await sql`update site_settings set order_cooldown_seconds = 300`;
    }
  });

  it('refuses a delivery type the wilaya does not offer (price 0)', async () => {
    for (const [wilayaCode, deliveryType] of [
      ['33', 'home'],
      ['33', 'office'],
      ['20', 'office'],
    ] as const) {
      const result = await placeOrder(orderRequest(catalog, { wilayaCode, deliveryType }), sql);
      expect(result, `${wilayaCode} ${deliveryType}`).toMatchObject({ ok: false, refusal: { code: 'delivery_not_offered' } });
    }
    expect(await placeOrder(orderRequest(catalog, { wilayaCode: '99' }), sql)).toMatchObject({
      ok: false,
      refusal: { code: 'wilaya_unknown' },
    });
  });

  it('refuses unknown and unpublished products and unknown variants', async () => {
    const cases = [
      [{ productId: 'no-such-product', size: '', color: '', quantity: 1 }, 'product_not_found'],
      [{ productId: catalog.draft, size: '', color: '', quantity: 1 }, 'product_not_found'],
      [{ productId: catalog.tee, size: 'XXL', color: 'Black', quantity: 1 }, 'variant_not_found'],
      [{ productId: catalog.tee, size: 'M', color: 'Pink', quantity: 1 }, 'variant_not_found'],
    ] as const;
    const rowsBefore = await countOrderRows(sql);
    for (const [line, code] of cases) {
      expect(await placeOrder(orderRequest(catalog, { lines: [line] }), sql), line.productId).toMatchObject({
        ok: false,
        refusal: { code },
      });
    }
    expect(await countOrderRows(sql)).toEqual(rowsBefore);
  });
});
