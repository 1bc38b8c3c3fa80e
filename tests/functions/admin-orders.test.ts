// The owner's daily work on orders through the real admin functions and the real order path: the
// list (filters, search, pages, counts, signals), one order, edits before shipping, the workflow with
// its stock returns, bulk moves, the call log and the blacklist. Nothing is mocked: the orders are
// placed by placeOrder, the functions read and write the test database.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import blacklist from '../../netlify/functions/admin-blacklist.ts';
import orders from '../../netlify/functions/orders.ts';
import orderLink from '../../netlify/functions/order-link.ts';
import { linkTokenHash } from '../../src/server/orders/link-tokens.ts';
import { db } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';
import type { OrderDetail } from '../../src/domain/admin-orders/order-detail.ts';
import type { OrderListPage } from '../../src/domain/admin-orders/order-list.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, stockOf, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';

const sql = db();
const PREFIX = 'test-admin-orders';
let catalog: TestCatalog;
let token: string;

beforeAll(async () => {
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  catalog = await createTestCatalog(sql, PREFIX);
  await sql`update variants set stock = 100 where product_id like ${`${PREFIX}-%`}`;
  await makeAdmin('clerk@test.dz', 'the clerk password');
  token = (await signedIn('clerk@test.dz')).token;
});
afterAll(async () => {
  await sql`delete from orders where id in (select order_id from order_lines where product_id like ${`${PREFIX}-%`})`;
  await dropTestCatalog(sql, PREFIX);
  await sql`delete from phone_blacklist where added_by = 'clerk@test.dz'`;
});

/** An order through the real order path; `quantity` makes orders of one phone differ (the cart refuses a double tap). */
async function place(overrides: Partial<OrderRequest> = {}, quantity = 1): Promise<number> {
  const result = await placeOrder(
    orderRequest(catalog, { lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity }], ...overrides }),
    sql,
  );
  if (!result.ok) throw new Error(`order refused: ${result.refusal.code}`);
  return result.order.number;
}

const list = async (query: string) => {
  const answer = await call(adminOrders, `/api/admin/orders?${query}`, { token });
  expect(answer.status, query).toBe(200);
  return answer.body as OrderListPage;
};
const detail = async (number: number) => (await call(adminOrder, `/api/admin/orders/${number}`, { token })).body as OrderDetail;
const move = (number: number, to: string, note?: string) =>
  call(adminOrder, `/api/admin/orders/${number}/status`, { method: 'POST', token, body: { to, ...(note ? { note } : {}) } });

describe('the order list', () => {
  it('finds an order by its number, its phone, the start of its phone and the words of its name', async () => {
    const surname = `Zq${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
    const phone = uniquePhone();
    const number = await place({ name: `Karim ${surname}`, phone });
    for (const q of [
      String(number),
      phone,
      `+213 ${phone.slice(1, 4)} ${phone.slice(4)}`,
      phone.slice(0, 8),
      surname.toLowerCase(),
      `karim ${surname.slice(0, 4)}`,
    ]) {
      const page = await list(`q=${encodeURIComponent(q)}`);
      expect(
        page.orders.map((o) => o.number),
        q,
      ).toContain(number);
    }
    expect((await list(`q=${surname}&status=confirmed`)).orders).toEqual([]);
    expect((await list(`q=${encodeURIComponent('!!!')}`)).orders).toEqual([]);
    expect((await list(`q=Nobody${surname}`)).orders).toEqual([]);
  });

  it('pages newest first without repeating or skipping a row, and counts per status under the same filters', async () => {
    const word = `Pg${randomUUID().slice(0, 8).replace(/\d/g, 'y')}`;
    const placed: number[] = [];
    for (let i = 0; i < 5; i++) placed.push(await place({ name: `Sara ${word}` }));
    await move(placed[0]!, 'confirmed');
    await move(placed[1]!, 'cancelled');
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: OrderListPage = await list(`q=${word}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.orders.length).toBeLessThanOrEqual(2);
      expect(page.counts).toEqual({ pending: 3, confirmed: 1, shipped: 0, delivered: 0, returned: 0, cancelled: 1 });
      seen.push(...page.orders.map((o) => o.number));
      cursor = page.next;
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...placed].reverse());
    const pending = await list(`q=${word}&status=pending`);
    expect(pending.orders.map((o) => o.number)).toEqual(placed.slice(2).reverse());
    expect(pending.counts.cancelled).toBe(1);
  });

  it('filters by wilaya, flow and Algiers days', async () => {
    const word = `Fl${randomUUID().slice(0, 8).replace(/\d/g, 'w')}`;
    const batna = await place({ name: `Yacine ${word}`, wilayaCode: '05', commune: 'Batna' });
    const checkout = await place({ name: `Yacine ${word}`, flow: 'checkout', address: 'Cite 5 juillet' });
    expect((await list(`q=${word}&wilaya=05`)).orders.map((o) => o.number)).toEqual([batna]);
    expect((await list(`q=${word}&flow=checkout`)).orders.map((o) => o.number)).toEqual([checkout]);
    const [row] = await sql<
      { day: string }[]
    >`select to_char(created_at at time zone 'Africa/Algiers', 'YYYY-MM-DD') as day from orders where number = ${batna}`;
    const day = row!.day;
    expect((await list(`q=${word}&from=${day}&to=${day}`)).orders).toHaveLength(2);
    const before = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await list(`q=${word}&to=${before}`)).orders).toHaveLength(0);
    // An order placed at 23:30 Algiers (22:30 UTC) belongs to that Algiers day, not to the UTC one's neighbour.
    await sql`update orders set created_at = ${`${day}T22:30:00Z`}::timestamptz where number = ${batna}`;
    expect((await list(`q=${word}&from=${day}&to=${day}`)).orders.map((o) => o.number)).toContain(batna);
    const dayAfter = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`q=${word}&from=${dayAfter}`)).orders.map((o) => o.number)).not.toContain(batna);
  });

  it('shows each row with its customer record and the signals of a pending order', async () => {
    const phone = uniquePhone();
    const first = await place({ phone, name: 'Nadia Rahmani' }, 1);
    await move(first, 'cancelled');
    const second = await place({ phone, name: 'Nadia Rahmani' }, 2);
    const third = await place({ phone, name: 'Nadia Rahmani', address: 'aaaaaaaaaaaa' }, 3);
    const page = await list(`q=${phone}`);
    const row = page.orders.find((o) => o.number === third)!;
    expect(row).toMatchObject({
      phone,
      customerName: 'Nadia Rahmani',
      wilayaCode: '16',
      wilayaNameFr: 'Alger',
      commune: 'Alger Centre',
      deliveryType: 'home',
      status: 'pending',
      flow: 'cart',
      isTest: false,
      currency: 'DZD',
      customer: { orders: 3, pending: 2, delivered: 0, cancelled: 1, returned: 0 },
    });
    // 9,600 DZD is past the free-shipping threshold (5,000): the total is the lines'.
    expect([row.total, page.orders.find((o) => o.number === first)!.total]).toEqual([9600, 3200 + 600]);
    expect(row.signals).toEqual(['otherPending', 'pastCancellations', 'looksLikeTest']);
    expect(page.orders.find((o) => o.number === second)!.signals).toEqual(['otherPending', 'pastCancellations']);
    expect(page.orders.find((o) => o.number === first)!.signals).toEqual([]);
  });

  it('refuses a bad query with 422 and the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['wilaya=1', 'wilaya'],
      ['flow=phone', 'flow'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=abc', 'cursor'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['status=pending&status=confirmed', 'status'],
    ] as const) {
      const answer = await call(adminOrders, `/api/admin/orders?${query}`, { token });
      expect([answer.status, answer.body.error.code, Object.keys(answer.body.error.fields)], query).toEqual([422, 'invalid', [field]]);
    }
  });
});

describe('one order', () => {
  it('carries every field of the order, its lines, its history and the record of its phone', async () => {
    const phone = uniquePhone();
    const earlier = await place({ phone }, 1);
    const number = await place({ phone, notes: 'Call after 5 pm', email: 'reader@example.dz' }, 2);
    const order = await detail(number);
    expect(order).toMatchObject({
      number,
      status: 'pending',
      flow: 'cart',
      customerName: 'Amina Benali',
      email: 'reader@example.dz',
      phone,
      address: '12 rue Didouche Mourad',
      notes: 'Call after 5 pm',
      wilayaCode: '16',
      wilayaNameFr: 'Alger',
      wilayaNameAr: 'الجزائر',
      commune: 'Alger Centre',
      deliveryType: 'home',
      subtotal: 6400,
      shippingPrice: 0,
      total: 6400,
      currency: 'DZD',
      carrier: null,
      trackingNumber: null,
      stockReturnedAt: null,
      nextStatuses: ['confirmed', 'cancelled'],
      editable: true,
      awaitingReturn: false,
      calls: [],
      lines: [
        { productId: catalog.tee, productName: 'Order Test Tee', size: 'M', color: 'Black', unitPrice: 3200, quantity: 2, lineTotal: 6400 },
      ],
      history: [{ kind: 'status', status: 'pending', note: 'order placed', changes: null, by: 'system' }],
      customer: { phone, orders: 2, pending: 2, lastOrder: { number: earlier, status: 'pending' }, blacklisted: null },
    });
    expect(order.communeAr.length).toBeGreaterThan(0);
    expect(order.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect((await call(adminOrder, '/api/admin/orders/999999999', { token })).status).toBe(404);
    expect((await call(adminOrder, '/api/admin/orders/abc', { token })).status).toBe(404);
  });
});

describe('editing an order before it ships', () => {
  const form = (o: OrderDetail) => ({
    customerName: o.customerName,
    phone: o.phone,
    address: o.address,
    wilayaCode: o.wilayaCode,
    commune: o.commune,
    deliveryType: o.deliveryType,
    notes: o.notes,
    updatedAt: o.updatedAt,
  });
  const edit = (number: number, body: unknown) => call(adminOrder, `/api/admin/orders/${number}`, { method: 'PATCH', token, body });

  it("takes the commune from the new wilaya's list (its Arabic name too), prices the delivery again and writes the history", async () => {
    const number = await place();
    const before = await detail(number);
    const [batna] = await sql<
      { home_price: number; office_price: number }[]
    >`select home_price, office_price from wilayas where code = '05'`;
    const [commune] = await sql<
      { name_fr: string; name_ar: string }[]
    >`select name_fr, name_ar from communes where wilaya_code = '05' and name_fr = 'Ain Touta'`;
    const answer = await edit(number, {
      ...form(before),
      customerName: 'Amina Benali-Saadi',
      phone: '+213 661 22 33 44',
      wilayaCode: '05',
      commune: commune!.name_ar,
      deliveryType: 'office',
    });
    expect(answer.status).toBe(200);
    const after = answer.body as OrderDetail;
    expect(after).toMatchObject({
      customerName: 'Amina Benali-Saadi',
      phone: '0661223344',
      wilayaCode: '05',
      commune: 'Ain Touta',
      communeAr: commune!.name_ar,
      deliveryType: 'office',
      shippingPrice: batna!.office_price,
      total: 3200 + batna!.office_price,
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.history.at(-1)).toMatchObject({
      kind: 'edit',
      status: 'pending',
      by: 'clerk@test.dz',
      changes: {
        customerName: ['Amina Benali', 'Amina Benali-Saadi'],
        phone: [before.phone, '0661223344'],
        wilayaCode: ['16', '05'],
        commune: ['Alger Centre', 'Ain Touta'],
        deliveryType: ['home', 'office'],
        shippingPrice: [600, batna!.office_price],
      },
    });
    const [audit] = await sql`select email, action, subject from admin_audit where action = 'orders.edit' and subject = ${`#${number}`}`;
    expect(audit).toEqual({ email: 'clerk@test.dz', action: 'orders.edit', subject: `#${number}` });

    // The form it was opened with is stale now.
    const stale = await edit(number, { ...form(before), notes: 'late' });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'stale']);
  });

  it('keeps the delivery price when neither the wilaya nor the type changes, even after the owner changed the prices', async () => {
    const number = await place();
    const before = await detail(number);
    const [row] = await sql<{ home_price: number }[]>`select home_price from wilayas where code = '16'`;
    await sql`update wilayas set home_price = ${row!.home_price + 100} where code = '16'`;
    try {
      const answer = await edit(number, { ...form(before), notes: 'Leave it with the neighbour' });
      expect(answer.body).toMatchObject({ notes: 'Leave it with the neighbour', shippingPrice: 600, total: 3800 });
      expect(answer.body.history.at(-1).changes).toEqual({ notes: ['', 'Leave it with the neighbour'] });
    } finally {
      await sql`update wilayas set home_price = ${row!.home_price} where code = '16'`;
    }
  });

  it('refuses a commune outside the wilaya, a delivery type not offered, a shipped order, and writes nothing', async () => {
    const number = await place();
    const before = await detail(number);
    const snapshot = async () =>
      JSON.stringify(
        await sql`select o.*, (select count(*) from order_status_history h where h.order_id = o.id) as h from orders o where number = ${number}`,
      );
    const written = await snapshot();
    const refused = [
      [{ ...form(before), wilayaCode: '05', commune: 'Alger Centre' }, 'commune', 'unknownCommune'],
      [{ ...form(before), wilayaCode: '99' }, 'wilayaCode', 'unknownWilaya'],
      [{ ...form(before), phone: '0212345678' }, 'phone', 'invalidPhone'],
    ] as const;
    for (const [body, field, key] of refused) {
      const answer = await edit(number, body);
      expect([answer.status, answer.body.error.fields], field).toEqual([422, { [field]: key }]);
    }
    const [office] = await sql<{ office_price: number }[]>`select office_price from wilayas where code = '16'`;
    await sql`update wilayas set office_price = 0 where code = '16'`;
    try {
      const answer = await edit(number, { ...form(before), deliveryType: 'office' });
      expect([answer.status, answer.body.error.fields]).toEqual([422, { deliveryType: 'deliveryNotOffered' }]);
    } finally {
      await sql`update wilayas set office_price = ${office!.office_price} where code = '16'`;
    }
    expect(await snapshot()).toBe(written);
    await move(number, 'confirmed');
    await move(number, 'shipped');
    const shipped = await detail(number);
    const answer = await edit(number, { ...form(shipped), notes: 'too late' });
    expect([answer.status, answer.body.error.code]).toEqual([409, 'not_editable']);
    // The status it found, for the admin to word in the owner's language.
    expect(answer.body.error.details).toEqual({ status: 'shipped' });
  });
});

describe('the workflow', () => {
  it('pending -> confirmed -> shipped -> delivered, each move in the history with who and the note; others refused with 409', async () => {
    const number = await place();
    for (const [to, refused] of [
      ['confirmed', 'delivered'],
      ['shipped', 'pending'],
      ['delivered', 'cancelled'],
    ] as const) {
      const no = await move(number, refused);
      expect([no.status, no.body.error.code], `${to}: ${refused}`).toEqual([409, 'transition_refused']);
      expect(no.body.error.message).toMatch(/^This order is \w+: it cannot become \w+; it can become/);
      const yes = await move(number, to, `moved to ${to}`);
      expect([yes.status, yes.body.status]).toEqual([200, to]);
    }
    const order = await detail(number);
    expect(order.nextStatuses).toEqual([]);
    expect(order.history.map((h) => [h.status, h.note, h.by])).toEqual([
      ['pending', 'order placed', 'system'],
      ['confirmed', 'moved to confirmed', 'clerk@test.dz'],
      ['shipped', 'moved to shipped', 'clerk@test.dz'],
      ['delivered', 'moved to delivered', 'clerk@test.dz'],
    ]);
    const again = await move(number, 'delivered');
    expect([again.status, again.body.error.message]).toEqual([409, 'This order is already delivered.']);
  });

  it('a cancel gives the units back at once, and only once', async () => {
    const before = await stockOf(sql, catalog.tee, 'M', 'Black');
    const number = await place({}, 3);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before - 3);
    await move(number, 'confirmed');
    const cancelled = await move(number, 'cancelled', 'customer changed their mind');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', awaitingReturn: false });
    expect(cancelled.body.stockReturnedAt).not.toBeNull();
    expect(cancelled.body.history.at(-1)).toMatchObject({ kind: 'restock', status: 'cancelled', note: '3 units back to stock' });
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before);
    expect((await move(number, 'cancelled')).status).toBe(409);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before);
  });

  it('a returned parcel gives its units back when the owner marks it received, once', async () => {
    const before = await stockOf(sql, catalog.tee, 'M', 'Black');
    const number = await place({}, 2);
    const received = (n: number) => call(adminOrder, `/api/admin/orders/${n}/return-received`, { method: 'POST', token, body: {} });
    expect((await received(number)).body.error.message).toBe('This order is pending: only a returned parcel can be marked received.');
    for (const to of ['confirmed', 'shipped', 'returned']) await move(number, to);
    expect((await detail(number)).awaitingReturn).toBe(true);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before - 2);
    const first = await received(number);
    expect(first.body).toMatchObject({ status: 'returned', awaitingReturn: false });
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before);
    const second = await received(number);
    expect([second.status, second.body.error.code, second.body.error.message]).toEqual([
      409,
      'transition_refused',
      'This parcel was already marked received.',
    ]);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before);
  });

  it('bulk: each order with the same rules, one answer per order in the order sent', async () => {
    const a = await place();
    const b = await place();
    await move(b, 'cancelled');
    const answer = await call(adminOrder, '/api/admin/orders/bulk', {
      method: 'POST',
      token,
      body: { action: 'confirm', numbers: [a, 999999998, b] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { number: a, ok: true, status: 'confirmed' },
      { number: 999999998, ok: false, code: 'not_found', message: 'There is no order number 999999998.' },
      {
        number: b,
        ok: false,
        code: 'transition_refused',
        message: 'This order is cancelled: it cannot become confirmed; its status cannot change any more.',
      },
    ]);
    const shipped = await call(adminOrder, '/api/admin/orders/bulk', {
      method: 'POST',
      token,
      body: { action: 'ship', numbers: [a], note: 'Yalidine pickup' },
    });
    expect(shipped.body.results).toEqual([{ number: a, ok: true, status: 'shipped' }]);
    expect((await detail(a)).history.at(-1)).toMatchObject({ status: 'shipped', note: 'Yalidine pickup', by: 'clerk@test.dz' });
  });
});

describe('the call log', () => {
  it('keeps each attempt with its outcome, note and the time it was postponed to (Algiers), newest first; the order does not move', async () => {
    const number = await place();
    const log = (body: unknown) => call(adminOrder, `/api/admin/orders/${number}/calls`, { method: 'POST', token, body });
    expect((await log({ outcome: 'no_answer' })).status).toBe(201);
    const answer = await log({ outcome: 'postponed', note: 'At work, call tonight', postponedUntil: '2026-11-24T19:30' });
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('pending');
    expect(
      answer.body.calls.map((c: { outcome: string; note: string; postponedUntil: string | null; by: string }) => [
        c.outcome,
        c.note,
        c.postponedUntil,
        c.by,
      ]),
    ).toEqual([
      ['postponed', 'At work, call tonight', '2026-11-24T18:30:00.000Z', 'clerk@test.dz'],
      ['no_answer', '', null, 'clerk@test.dz'],
    ]);
    expect((await call(adminOrder, '/api/admin/orders/999999997/calls', { method: 'POST', token, body: { outcome: 'busy' } })).status).toBe(
      404,
    );
  });
});

describe('the blacklist', () => {
  it('an order from a listed phone is refused with a neutral message, nothing stored, the attempt kept for the owner', async () => {
    const phone = uniquePhone();
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
    const added = await call(blacklist, '/api/admin/blacklist', {
      method: 'POST',
      token,
      body: { phone: spaced, reason: 'Refused 3 parcels' },
    });
    expect([added.status, added.body]).toEqual([
      201,
      expect.objectContaining({ phone, reason: 'Refused 3 parcels', addedBy: 'clerk@test.dz', attempts: 0 }),
    ]);
    expect(
      (await call(blacklist, '/api/admin/blacklist', { method: 'POST', token, body: { phone, reason: 'again' } })).body.error.code,
    ).toBe('already_listed');

    const [before] = await sql<{ n: number }[]>`select count(*)::int as n from orders where phone = ${phone}`;
    const request = orderRequest(catalog, { phone, name: 'Blocked Buyer' });
    const response = await orders(
      new Request('https://shop.example/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      }),
      { ip: '198.51.100.9' },
    );
    const body = await response.json();
    expect([response.status, body.error.code]).toEqual([403, 'order_refused']);
    expect(body.error.message).toBe('We could not place this order. Please contact us to complete it.');
    expect(body.error.message).not.toMatch(/black|list|phone|block/i);
    const [after] = await sql<{ n: number }[]>`select count(*)::int as n from orders where phone = ${phone}`;
    expect(after!.n).toBe(before!.n);

    const listed = (await call(blacklist, '/api/admin/blacklist', { token })).body;
    expect(listed.entries.find((e: { phone: string }) => e.phone === phone)).toMatchObject({
      attempts: 1,
      lastAttemptAt: expect.any(String),
    });
    expect(listed.attempts[0]).toMatchObject({
      phone,
      customerName: 'Blocked Buyer',
      wilayaCode: '16',
      commune: 'Alger Centre',
      flow: 'cart',
      itemCount: 1,
    });

    const changed = await call(blacklist, `/api/admin/blacklist/${phone}`, { method: 'PUT', token, body: { reason: 'Fake orders' } });
    expect(changed.body.reason).toBe('Fake orders');
    expect((await call(blacklist, `/api/admin/blacklist/${phone}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call(blacklist, `/api/admin/blacklist/${phone}`, { method: 'DELETE', token })).status).toBe(404);
    // Off the list, the same phone orders again.
    expect((await placeOrder(orderRequest(catalog, { phone }), sql)).ok).toBe(true);
    const actions = await sql`select action from admin_audit where subject = ${phone} order by id`;
    expect(actions.map((a) => a.action)).toEqual(['blacklist.add', 'blacklist.reason', 'blacklist.remove']);
  });

  it('a listed phone ordering in a loop leaves only its newest 50 attempts, takes no stock and stores no order', async () => {
    const phone = uniquePhone();
    await call(blacklist, '/api/admin/blacklist', { method: 'POST', token, body: { phone, reason: 'Loops' } });
    // Units enough for the order to pass everything but the blacklist (given back at the end).
    await sql`update variants set stock = stock + 10 where product_id = ${catalog.tee} and size = 'M' and color = 'Black'`;
    const stockBefore = await stockOf(sql, catalog.tee, 'M', 'Black');
    for (let n = 1; n <= 55; n++) {
      const result = await placeOrder(
        orderRequest(catalog, { phone, name: `Loop ${n}`, lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 2 }] }),
        sql,
      );
      expect(result).toMatchObject({ ok: false, refusal: { code: 'order_refused' } });
    }
    const kept = await sql<{ customer_name: string; item_count: number }[]>`
      select customer_name, item_count from refused_order_attempts where phone = ${phone} order by at desc, id desc`;
    expect(kept).toHaveLength(50);
    expect([kept[0], kept[49]]).toEqual([
      { customer_name: 'Loop 55', item_count: 2 },
      { customer_name: 'Loop 6', item_count: 2 },
    ]);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(stockBefore);
    const [placed] = await sql<{ n: number }[]>`select count(*)::int as n from orders where phone = ${phone}`;
    expect(placed!.n).toBe(0);
    await sql`update variants set stock = stock - 10 where product_id = ${catalog.tee} and size = 'M' and color = 'Black'`;
  });

  it('an order of a phone listed after it came in carries the blacklisted signal, and its page shows the reason', async () => {
    const phone = uniquePhone();
    const number = await place({ phone });
    await call(blacklist, '/api/admin/blacklist', { method: 'POST', token, body: { phone, reason: 'Prank orders' } });
    const order = await detail(number);
    expect(order.signals).toContain('blacklisted');
    expect(order.customer.blacklisted).toMatchObject({ reason: 'Prank orders' });
  });
});

// Bad bodies per endpoint: each a 4xx with a message, and nothing written anywhere an order lives.
describe('every body an order endpoint rejects gets a 4xx with a message and changes nothing', () => {
  const common: unknown[] = ['', 'not json', '{"a":', '[]', 'null', '42', '"text"', '{}', [1, 2]];
  const long = (n: number) => 'x'.repeat(n);

  async function everything(): Promise<string> {
    const rows = await sql`
      select (select json_agg(o order by o.number) from (select number, status, customer_name, phone, address, wilaya_code, commune, delivery_type, notes,
                shipping_price, total, updated_at, stock_returned_at from orders) o) as orders,
             (select count(*) from order_status_history) as history, (select count(*) from order_calls) as calls,
             (select json_agg(b order by b.phone) from phone_blacklist b) as blacklist, (select count(*) from admin_audit) as audit,
             (select json_agg(v order by v.id) from variants v) as stock`;
    return JSON.stringify(rows);
  }

  it('edit, move, return-received, calls, bulk and blacklist bodies', async () => {
    const number = await place();
    const order = await detail(number);
    const good = {
      customerName: order.customerName,
      phone: order.phone,
      address: order.address,
      wilayaCode: '16',
      commune: 'Alger Centre',
      deliveryType: 'home',
      notes: '',
      updatedAt: order.updatedAt,
    };
    const listedPhone = uniquePhone();
    await call(blacklist, '/api/admin/blacklist', { method: 'POST', token, body: { phone: listedPhone, reason: 'test' } });
    const corpus: { name: string; method: string; path: string; handler: typeof adminOrder; bodies: unknown[] }[] = [
      {
        name: 'edit',
        method: 'PATCH',
        path: `/api/admin/orders/${number}`,
        handler: adminOrder,
        bodies: [
          ...common,
          { ...good, customerName: '' },
          { ...good, customerName: '   ' },
          { ...good, customerName: long(121) },
          { ...good, customerName: 'a<script>' },
          { ...good, customerName: 'a\u0000b' },
          { ...good, customerName: 'Ali\u202eilA' },
          { ...good, phone: '' },
          { ...good, phone: '0123' },
          { ...good, phone: 555123456 },
          { ...good, address: '' },
          { ...good, address: long(501) },
          { ...good, wilayaCode: 'AL' },
          { ...good, wilayaCode: '99' },
          { ...good, commune: '' },
          { ...good, commune: 'Batna' },
          { ...good, commune: long(121) },
          { ...good, deliveryType: 'drone' },
          { ...good, notes: long(1001) },
          { ...good, notes: 'half \ud83d emoji' },
          { ...good, updatedAt: undefined },
          { ...good, updatedAt: 'yesterday' },
          { ...good, updatedAt: '2020-01-01T00:00:00.000000Z', notes: 'stale' },
          { ...good, address: 'x' },
        ],
      },
      {
        name: 'status',
        method: 'POST',
        path: `/api/admin/orders/${number}/status`,
        handler: adminOrder,
        bodies: [
          ...common,
          { to: 'lost' },
          { to: 'delivered' },
          { to: 'shipped' },
          { to: 'returned' },
          { to: 'pending' },
          { to: 'confirmed', note: long(501) },
          { to: 'confirmed', note: 42 },
          { to: ['confirmed'] },
          { to: null },
        ],
      },
      {
        name: 'status of no order',
        method: 'POST',
        path: '/api/admin/orders/999999996/status',
        handler: adminOrder,
        bodies: [{ to: 'confirmed' }],
      },
      {
        name: 'return-received',
        method: 'POST',
        path: `/api/admin/orders/${number}/return-received`,
        handler: adminOrder,
        bodies: [...common.filter((b) => b !== '{}'), {}, { note: long(501) }],
      },
      {
        name: 'calls',
        method: 'POST',
        path: `/api/admin/orders/${number}/calls`,
        handler: adminOrder,
        bodies: [
          ...common,
          { outcome: 'hung_up' },
          { outcome: 'postponed' },
          { outcome: 'postponed', postponedUntil: 'tonight' },
          { outcome: 'postponed', postponedUntil: '2026-11-24T25:00' },
          { outcome: 'postponed', postponedUntil: '2026-11-24T19:30:00Z' },
          { outcome: 'busy', postponedUntil: '2026-11-24T19:30' },
          { outcome: 'busy', note: long(501) },
          { outcome: 'busy', note: 'a\u0007b' },
          { outcome: 42 },
        ],
      },
      {
        name: 'calls to no order',
        method: 'POST',
        path: '/api/admin/orders/999999995/calls',
        handler: adminOrder,
        bodies: [{ outcome: 'busy' }],
      },
      {
        name: 'bulk',
        method: 'POST',
        path: '/api/admin/orders/bulk',
        handler: adminOrder,
        bodies: [
          ...common,
          { action: 'deliver', numbers: [number] },
          { action: 'confirm', numbers: [] },
          { action: 'confirm', numbers: [number, number] },
          { action: 'confirm', numbers: ['1'] },
          { action: 'confirm', numbers: [1.5] },
          { action: 'confirm', numbers: [-1] },
          { action: 'confirm', numbers: Array.from({ length: 101 }, (_, i) => i + 1) },
          { action: 'confirm' },
          { numbers: [number] },
          { action: 'confirm', numbers: [number], note: long(501) },
          { action: 'toString', numbers: [number] },
          { action: '__proto__', numbers: [number] },
        ],
      },
      {
        name: 'blacklist POST',
        method: 'POST',
        path: '/api/admin/blacklist',
        handler: blacklist,
        bodies: [
          ...common,
          { phone: '0123456789', reason: 'x' },
          { phone: uniquePhone(), reason: '' },
          { phone: uniquePhone(), reason: long(301) },
          { phone: uniquePhone() },
          { reason: 'x' },
          { phone: listedPhone, reason: 'twice' },
          { phone: uniquePhone(), reason: 'a\u0000' },
        ],
      },
      {
        name: 'blacklist PUT',
        method: 'PUT',
        path: `/api/admin/blacklist/${listedPhone}`,
        handler: blacklist,
        bodies: [...common, { reason: '' }, { reason: long(301) }],
      },
      {
        name: 'blacklist PUT unlisted',
        method: 'PUT',
        path: `/api/admin/blacklist/${uniquePhone()}`,
        handler: blacklist,
        bodies: [{ reason: 'x' }],
      },
      { name: 'blacklist PUT not a phone', method: 'PUT', path: '/api/admin/blacklist/12', handler: blacklist, bodies: [{ reason: 'x' }] },
    ];
    const before = await everything();
    for (const entry of corpus) {
      for (const body of entry.bodies) {
        const answer = await call(entry.handler, entry.path, { method: entry.method, token, body });
        const label = `${entry.name} ${JSON.stringify(body)?.slice(0, 80)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expect(answer.body.error.code, label).toEqual(expect.any(String));
        expect(answer.body.error.message.length, label).toBeGreaterThan(0);
      }
    }
    expect(await everything()).toBe(before);
  });
});

describe("the customer's order link, from the owner's side", () => {
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${100 + (++ipCounter % 150)}`;
  /** The token at the end of a link's path (/fr/o/<token>). */
  const tokenOf = (path: string) => /\/o\/([A-Za-z0-9_-]{43})$/.exec(path)![1]!;
  const openLink = (path: string, action?: string) =>
    action
      ? call(orderLink, `/api/order-link/${tokenOf(path)}/${action}`, { method: 'POST', body: {}, ip: freshIp() })
      : call(orderLink, `/api/order-link/${tokenOf(path)}`, { ip: freshIp() });
  const hashes = async (number: number) =>
    (
      await sql<{ view_link_hash: string; confirm_link_hash: string }[]>`
      select view_link_hash, confirm_link_hash from orders where number = ${number}`
    )[0]!;
  let defaultLocale = 'en';
  /** A language's prefix on the shop: none for the shop's default language. */
  const prefix = (locale: string) => (locale === defaultLocale ? '' : `/${locale}`);

  beforeAll(async () => {
    await sql`update site_settings set order_link_self_confirm = true, order_link_days = 30 where id = 1`;
    const [row] = await sql<{ default_locale: string }[]>`select default_locale from site_settings where id = 1`;
    defaultLocale = row!.default_locale;
  });

  it("gives a pending order's confirming link in the order's language; it opens the order and confirms it; then the link shows it", async () => {
    const number = await place({ locale: 'fr' });
    const pending = await detail(number);
    expect(pending).toMatchObject({ locale: 'fr', confirmedVia: null, callRequestedAt: null, customerLink: { confirms: true } });
    const path = pending.customerLink!.path;
    expect(path).toMatch(new RegExp(`^${prefix('fr')}/o/[A-Za-z0-9_-]{43}$`));
    expect(linkTokenHash(tokenOf(path))).toBe((await hashes(number)).confirm_link_hash);

    const opened = await openLink(path);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ number, status: 'pending', can: { confirm: true } });
    expect((await openLink(path, 'confirm')).status).toBe(200);

    const confirmed = await detail(number);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedVia: 'link', customerLink: { confirms: false } });
    expect(confirmed.customerLink!.path.startsWith(`${prefix('fr')}/o/`)).toBe(true);
    expect(linkTokenHash(tokenOf(confirmed.customerLink!.path))).toBe((await hashes(number)).view_link_hash);
    expect((await openLink(confirmed.customerLink!.path)).body).toMatchObject({ status: 'confirmed', can: { confirm: false } });
    expect(confirmed.history.at(-1)).toMatchObject({ kind: 'status', status: 'confirmed', by: 'customer' });
    const row = (await list(`q=${number}`)).orders.find((o) => o.number === number);
    expect(row).toMatchObject({ confirmedVia: 'link', callRequestedAt: null });

    // An order the owner confirms is the owner's, in the list too.
    const other = await place({ locale: 'ar' });
    expect((await detail(other)).customerLink!.path.startsWith(`${prefix('ar')}/o/`)).toBe(true);
    await move(other, 'confirmed');
    expect((await list(`q=${other}`)).orders.find((o) => o.number === other)).toMatchObject({ confirmedVia: 'owner' });
    expect((await detail(other)).confirmedVia).toBe('owner');

    // The token is handed to the admin only: nothing of it in the audit.
    const [audit] = await sql<{ n: number }[]>`
      select count(*)::int as n from admin_audit where coalesce(old_value::text, '') || coalesce(new_value::text, '') || subject like ${`%${tokenOf(path)}%`}`;
    expect(audit!.n).toBe(0);
  });

  it("follows the owner's switch, the shop's default language, and gives no link that would not open", async () => {
    await sql`update site_settings set order_link_self_confirm = false where id = 1`;
    try {
      const number = await place({ locale: 'ar' });
      const link = (await detail(number)).customerLink!;
      expect(link.confirms).toBe(false);
      expect(linkTokenHash(tokenOf(link.path))).toBe((await hashes(number)).view_link_hash);
    } finally {
      await sql`update site_settings set order_link_self_confirm = true where id = 1`;
    }
    const number = await place({ locale: 'ar' });
    await sql`update orders set locale = null where number = ${number}`;
    expect((await detail(number)).customerLink!.path).toMatch(/^\/o\/[A-Za-z0-9_-]{43}$/);
    // A stored hash that is not the token's (another secret), no hash (an order from before links), an expired link: none.
    await sql`update orders set confirm_link_hash = ${'0'.repeat(64)} where number = ${number}`;
    expect((await detail(number)).customerLink).toBeNull();
    await sql`update orders set confirm_link_hash = null, view_link_hash = null where number = ${number}`;
    expect((await detail(number)).customerLink).toBeNull();
    const old = await place({ locale: 'fr' });
    await sql`update order_status_history set changed_at = now() - interval '31 days' where order_id = (select id from orders where number = ${old})`;
    await sql`update orders set created_at = now() - interval '31 days' where number = ${old}`;
    expect((await detail(old)).customerLink).toBeNull();
  });

  it('shows her call request in the history and the list until the owner logs a call', async () => {
    const number = await place({ locale: 'en' });
    const path = (await detail(number)).customerLink!.path;
    expect((await openLink(path, 'call')).status).toBe(200);
    const asked = await detail(number);
    expect(asked.callRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(asked.history.at(-1)).toMatchObject({ kind: 'call_request', status: 'pending', by: 'customer' });
    const row = () => list(`q=${number}`).then((page) => page.orders.find((o) => o.number === number)!);
    expect((await row()).callRequestedAt).toBe(asked.callRequestedAt);

    const logged = await call(adminOrder, `/api/admin/orders/${number}/calls`, { method: 'POST', token, body: { outcome: 'busy' } });
    expect(logged.status).toBe(201);
    expect(logged.body.callRequestedAt).toBeNull();
    expect((await row()).callRequestedAt).toBeNull();
    // She may ask again, and the flag comes back.
    expect((await openLink(path, 'call')).status).toBe(200);
    expect((await row()).callRequestedAt).not.toBeNull();
  });
});
