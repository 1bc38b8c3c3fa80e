// POST /api/orders through the real handler and the real database: statuses, messages, replays.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import { connect } from '../../src/server/db/client.ts';
import {
  COMMUNE_OF,
  countOrderRows,
  createTestCatalog,
  dropTestCatalog,
  orderRequest,
  setStock,
  stockOf,
  type TestCatalog,
} from '../db/orders.fixtures.ts';

const sql = connect(inject('databaseUrl'), { max: 1 });
const PREFIX = 'test-orders-fn';
let catalog: TestCatalog;

beforeAll(async () => {
  delete process.env.ORDER_WEBHOOK_URL;
  catalog = await createTestCatalog(sql, PREFIX);
});
afterAll(async () => {
  await dropTestCatalog(sql, PREFIX);
  await sql.end();
});
beforeEach(async () => {
  await setStock(sql, catalog.tee, 'M', 'Black', 5);
  await setStock(sql, catalog.cap, '', '', 3);
});

const post = (body: unknown, init: RequestInit = {}) =>
  orders(
    new Request('http://localhost/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    }),
  );

describe('POST /api/orders', () => {
  it('places an order: 201 with the server-computed totals; a replay of the key is a 200 with the same order', async () => {
    const body = {
      ...orderRequest(catalog),
      total: 5,
      lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1, price: 1 }],
    };
    const response = await post(body);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 3200,
      shippingPrice: 600,
      total: 3800,
      flow: 'cart',
      deliveryType: 'home',
      wilayaCode: '16',
    });
    expect(order.lines).toEqual([
      { productId: catalog.tee, name: 'Order Test Tee', size: 'M', color: 'Black', unitPrice: 3200, quantity: 1, lineTotal: 3200 },
    ]);
    expect(order).not.toHaveProperty('phone');

    const replay = await post(body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ order, replayed: true });
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(4);
  });

  it('405 for other methods, 413 over 16 KB (even without a Content-Length), 400 for broken JSON', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await orders(
        new Request('http://localhost/api/orders', {
          method,
          ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
        }),
      );
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    expect((await post({ ...orderRequest(catalog), notes: 'x'.repeat(17_000) })).status).toBe(413);
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await orders(
      new Request('http://localhost/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunks,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    const broken = await post('{"name": "Amina",');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: 'invalid_json', message: expect.any(String) } });
  });

  it('422 with per-field messages, worded for the flow: English for the cart, Arabic for Buy Now', async () => {
    const cart = await post({ ...orderRequest(catalog), name: '', address: 'short', wilayaCode: '' });
    expect(cart.status).toBe(422);
    expect(await cart.json()).toEqual({
      error: {
        code: 'invalid_fields',
        message: 'Please select shipping information before completing your order',
        fields: {
          name: 'Name is required',
          address: 'Please enter a complete address (at least 10 characters)',
          wilayaCode: 'Please select your province',
        },
      },
    });
    const buyNow = await post({ ...orderRequest(catalog), flow: 'buy_now', email: 'nope' });
    expect(await buyNow.json()).toEqual({
      error: {
        code: 'invalid_fields',
        message: 'يرجى ملء جميع الحقول المطلوبة بشكل صحيح',
        fields: { email: 'يرجى إدخال بريد إلكتروني صحيح' },
      },
    });
    const arabicCart = await post({ ...orderRequest(catalog), locale: 'ar', phone: '12' });
    expect((await arabicCart.json()).error.fields).toEqual({ phone: 'يرجى إدخال رقم هاتف صحيح من 10 أرقام يبدأ بـ 05 أو 06 أو 07' });
  });

  it("422 for invisible formatting in a name or an address, in the flow's language; nothing is stored", async () => {
    const before = await countOrderRows(sql);
    const cart = await post(orderRequest(catalog, { name: 'Amina \u202eilA', address: '12 rue Didouche\u2028Mourad' }));
    expect(cart.status).toBe(422);
    expect((await cart.json()).error.fields).toEqual({
      name: 'Please retype this text: it contains invisible formatting characters or unusual line breaks',
      address: 'Please retype this text: it contains invisible formatting characters or unusual line breaks',
    });
    const buyNow = await post(orderRequest(catalog, { flow: 'buy_now', name: 'أمينة\u200f بن علي' }));
    expect((await buyNow.json()).error.fields).toEqual({
      name: 'يرجى إعادة كتابة هذا النص: فهو يحتوي على رموز تنسيق غير مرئية أو فواصل أسطر غير عادية',
    });
    expect(await countOrderRows(sql)).toEqual(before);
  });

  it("an order names one of its wilaya's communes, in French or Arabic as typed, stored with both official names; another is a 422", async () => {
    for (const [typed, flow] of [
      ['bab ezzouar', 'cart'],
      ['BAB-EZZOUAR', 'checkout'],
      ['باب الزوار', 'buy_now'],
    ] as const) {
      const response = await post(orderRequest(catalog, { flow, commune: typed }));
      expect({ typed, status: response.status }).toEqual({ typed, status: 201 });
      const { order } = await response.json();
      expect(order).toMatchObject({ commune: 'Bab Ezzouar', communeAr: 'باب الزوار' });
      const [row] =
        await sql`select o.commune, o.commune_ar, x.payload from orders o join outbox x on (x.payload->>'orderId')::uuid = o.id where o.number = ${order.number}`;
      expect(row).toMatchObject({ commune: 'Bab Ezzouar', commune_ar: 'باب الزوار' });
      expect(row!.payload.message.content).toContain('Bab Ezzouar (باب الزوار), 16 Alger');
    }
    const before = await countOrderRows(sql);
    for (const [wilayaCode, commune] of [
      ['16', 'Atlantis'],
      ['05', 'Bab Ezzouar'],
      ['16', 'Bab'],
    ] as const) {
      const response = await post(orderRequest(catalog, { wilayaCode, commune }));
      expect({ commune, status: response.status }).toEqual({ commune, status: 422 });
      expect(await response.json()).toEqual({
        error: {
          code: 'commune_unknown',
          message: 'Please choose your municipality from the list of the selected province',
          fields: { commune: 'Please choose your municipality from the list of the selected province' },
        },
      });
    }
    const arabic = await post({ ...orderRequest(catalog, { commune: 'Atlantis' }), locale: 'ar' });
    expect((await arabic.json()).error.fields).toEqual({ commune: 'يرجى اختيار بلديتك من قائمة بلديات الولاية المختارة' });
    expect(await countOrderRows(sql)).toEqual(before);
  });

  it('409 out of stock naming the line, 422 for a delivery type the wilaya lacks, 404 unknown product, 422 unknown variant', async () => {
    const before = await countOrderRows(sql);
    const short = await post(orderRequest(catalog, { lines: [{ productId: catalog.cap, size: '', color: '', quantity: 4 }] }));
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({
      error: {
        code: 'out_of_stock',
        message: 'Only 3 left of Order Test Cap. Please lower the quantity.',
        line: { productId: catalog.cap, requested: 4, available: 3 },
      },
    });
    await setStock(sql, catalog.tee, 'L', 'Black', 0);
    const none = await post(
      orderRequest(catalog, { flow: 'buy_now', lines: [{ productId: catalog.tee, size: 'L', color: 'Black', quantity: 1 }] }),
    );
    expect(await none.json()).toMatchObject({ error: { code: 'out_of_stock', message: 'نفدت الكمية من Order Test Tee (Black, L).' } });

    const illizi = await post(orderRequest(catalog, { wilayaCode: '33', deliveryType: 'home' }));
    expect(illizi.status).toBe(422);
    expect(await illizi.json()).toMatchObject({
      error: { code: 'delivery_not_offered', message: 'This delivery type is not available for Illizi. Please choose another one.' },
    });
    const illiziAr = await post({ ...orderRequest(catalog, { wilayaCode: '33', deliveryType: 'home' }), locale: 'ar' });
    expect(await illiziAr.json()).toMatchObject({
      error: { code: 'delivery_not_offered', message: 'نوع التوصيل هذا غير متوفر في ولاية إليزي. يرجى اختيار نوع آخر.' },
    });
    const unknown = await post(orderRequest(catalog, { lines: [{ productId: 'no-such-product', size: '', color: '', quantity: 1 }] }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'product_not_found', message: 'Product not found' } });
    const variant = await post(orderRequest(catalog, { lines: [{ productId: catalog.tee, size: 'S', color: 'Black', quantity: 1 }] }));
    expect(variant.status).toBe(422);
    expect((await variant.json()).error.code).toBe('variant_not_found');
    expect(await countOrderRows(sql)).toEqual(before);
  });

  it('429 with the spec cooldown message for a second order from the same phone in the standalone checkout', async () => {
    const first = orderRequest(catalog, { flow: 'checkout' });
    expect((await post(first)).status).toBe(201);
    const second = await post({ ...orderRequest(catalog, { flow: 'checkout' }), phone: first.phone });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await second.json()).toEqual({
      error: { code: 'order_cooldown', message: 'Order Cooldown: You can only place one order every 5 minutes. Please try again later.' },
    });
    const arabic = await post({ ...orderRequest(catalog, { flow: 'checkout', locale: 'ar' }), phone: first.phone });
    expect((await arabic.json()).error.message).toBe('تنبيه: يمكنك إرسال طلبية واحدة فقط كل 5 دقائق. يرجى المحاولة لاحقاً.');
  });

  it('Buy Now: a different order from the same phone is placed; the same order again is a 409 in Arabic', async () => {
    const first = orderRequest(catalog, { flow: 'buy_now' });
    expect((await post(first)).status).toBe(201);
    const other = await post({
      ...orderRequest(catalog, { flow: 'buy_now', lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }] }),
      phone: first.phone,
    });
    expect(other.status).toBe(201);
    const doubleTap = await post({ ...first, idempotencyKey: `${first.idempotencyKey}-tap2` });
    expect(doubleTap.status).toBe(409);
    expect(Number(doubleTap.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await doubleTap.json()).toEqual({
      error: { code: 'order_already_placed', message: 'الطلبية مرسلة مسبقاً: أُرسلت الطلبية نفسها من هذا الهاتف منذ أقل من 5 دقائق.' },
    });
  });

  it('422 idempotency_key_reused for a used key with another order (English and Arabic); the same body is the first order again', async () => {
    const first = orderRequest(catalog);
    const placed = await post(first);
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    const before = await countOrderRows(sql);
    const otherWilaya = await post({ ...first, wilayaCode: '05', commune: COMMUNE_OF['05']! });
    expect(otherWilaya.status).toBe(422);
    expect(await otherWilaya.json()).toEqual({
      error: {
        code: 'idempotency_key_reused',
        message: 'This order was already sent with other details. Press Place Order again to send it as a new order.',
      },
    });
    const otherLinesArabic = await post({ ...first, locale: 'ar', lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }] });
    expect(otherLinesArabic.status).toBe(422);
    expect((await otherLinesArabic.json()).error).toEqual({
      code: 'idempotency_key_reused',
      message: 'أُرسلت هذه الطلبية من قبل بتفاصيل أخرى. اضغط على زر الطلب مرة أخرى لإرسالها كطلبية جديدة.',
    });
    expect(await countOrderRows(sql)).toEqual(before);
    const replay = await post(first);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ order, replayed: true });
  });

  it('stores SQL-looking text verbatim: it is data, never code', async () => {
    const name = "Robert'); DROP TABLE orders; --";
    const response = await post(orderRequest(catalog, { name, notes: "1' OR '1'='1" }));
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const [row] = await sql`select customer_name, notes from orders where number = ${order.number}`;
    expect(row).toEqual({ customer_name: name, notes: "1' OR '1'='1" });
  });
});
