// One tap to add before confirmation through the real handlers (issue 42 §3): her order link offers the
// piece, POST …/add puts it in (a retry replays), the owner's order screen marks it and its history
// line, the dashboard counts it, and once the owner confirms the offer is gone and a late tap is
// refused in her language.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import orderLink from '../../netlify/functions/order-link.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import dashboard from '../../netlify/functions/admin-dashboard.ts';
import pairs from '../../netlify/functions/admin-pairs.ts';
import { db } from '../../src/server/db/client.ts';
import { addMessages } from '../../src/domain/order-link/add-messages.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, stockOf, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, signedIn } from './admin-helpers.ts';

const sql = db();
const PREFIX = 'test-link-add';
const hat = `${PREFIX}-hat`;
let catalog: TestCatalog;
let admin: string;
let ip = 0;
const freshIp = () => `203.0.113.${100 + (++ip % 100)}`;

beforeAll(async () => {
  catalog = await createTestCatalog(sql, PREFIX);
  await sql`insert into products (id, name, price, category, sizes, position, published) values (${hat}, 'Bucket Hat', 1200, 'Hats', '{M,L}', 1003, true)`;
  await sql`insert into variants (product_id, size, color, stock) values (${hat}, 'M', '', 1), (${hat}, 'L', '', 1)`;
  await sql`update variants set stock = 50 where product_id like ${`${PREFIX}-%`} and product_id <> ${hat}`;
  admin = (await signedIn('owner-link-add@test.dz')).token;
});
afterAll(async () => {
  await sql`delete from orders where id in (select order_id from order_lines where product_id like ${`${PREFIX}-%`})`;
  await dropTestCatalog(sql, PREFIX);
});

async function place(locale: 'ar' | 'fr' | 'en') {
  const request = orderRequest(catalog, { phone: uniquePhone(), locale });
  const answer = await call(orders, '/api/orders', { body: request, ip: freshIp() });
  expect(answer.status).toBe(201);
  return answer.body.order as { number: number; viewToken: string; total: number };
}
const view = (token: string) => call(orderLink, `/api/order-link/${token}`, { ip: freshIp() });
const add = (token: string, body: unknown) => call(orderLink, `/api/order-link/${token}/add`, { method: 'POST', body, ip: freshIp() });
const figures = async () => (await call(dashboard, '/api/admin/dashboard', { token: admin })).body.today as Record<string, number>;

describe("the owner's pairs", () => {
  it('pairs a product with pieces to suggest, in order; refuses itself, a piece twice or one that does not exist', async () => {
    expect((await call(pairs, '/api/admin/pairs', {})).status).toBe(401);
    const put = (body: unknown) => call(pairs, '/api/admin/pairs', { method: 'PUT', token: admin, body });
    const saved = await put({ productId: catalog.tee, paired: [hat, catalog.cap] });
    expect(saved.status).toBe(200);
    expect((await call(pairs, '/api/admin/pairs', { token: admin })).body.pairs[catalog.tee]).toEqual([hat, catalog.cap]);
    expect((await put({ productId: catalog.tee, paired: [catalog.tee] })).body.error.fields).toEqual({ paired: 'invalid' });
    expect((await put({ productId: catalog.tee, paired: [hat, hat] })).body.error.fields).toEqual({ paired: 'duplicate' });
    const gone = await put({ productId: catalog.tee, paired: [`${PREFIX}-nothing`] });
    expect([gone.status, gone.body.error.fields]).toEqual([422, { paired: 'invalid' }]);
    expect((await put({ productId: `${PREFIX}-nothing`, paired: [] })).status).toBe(404);
    // What was saved stays as it was after the refusals.
    expect((await call(pairs, '/api/admin/pairs', { token: admin })).body.pairs[catalog.tee]).toEqual([hat, catalog.cap]);
  });
});

describe('one tap through her order link', () => {
  it('offers the piece, adds it once, shows the owner the line and its history, and counts it', async () => {
    const before = await figures();
    const order = await place('fr');
    const offered = await view(order.viewToken);
    // The owner's pair (the hat, another category) comes before the cap of the tee's category; only M is her size.
    expect(offered.body.offer).toMatchObject({ productId: hat, name: 'Bucket Hat', unitPrice: 1200, chosen: { size: 'M', color: '' } });
    await sql`update variants set stock = 50 where product_id = ${hat}`;
    const stock = await stockOf(sql, hat, 'M');
    const tap = { key: `tap-${randomUUID()}`, productId: hat, size: 'M', color: '', unitPrice: 1200 };
    const first = await add(order.viewToken, tap);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(order.total + 1200);
    expect(first.body.offer).toBeNull();
    expect(first.body.lines.map((l: { added: boolean }) => l.added)).toEqual([false, true]);
    const again = await add(order.viewToken, tap);
    expect(again.status).toBe(200);
    expect(again.body.total).toBe(order.total + 1200);
    expect(await stockOf(sql, hat, 'M')).toBe(stock - 1);

    const detail = (await call(adminOrder, `/api/admin/orders/${order.number}`, { token: admin })).body;
    expect(detail.lines.map((l: { addedByCustomer: boolean }) => l.addedByCustomer)).toEqual([false, true]);
    expect(detail.total).toBe(order.total + 1200);
    expect(detail.history.find((h: { kind: string }) => h.kind === 'line_added')).toMatchObject({
      by: 'customer',
      note: 'added by the customer: Bucket Hat · M, 1200',
    });
    const after = await figures();
    expect(after.addedItems).toBe(before.addedItems! + 1);

    // The owner confirms: the offer is gone.
    await call(adminOrder, `/api/admin/orders/${order.number}/status`, { method: 'POST', token: admin, body: { to: 'confirmed' } });
    expect((await view(order.viewToken)).body.offer).toBeNull();
  });

  it('refuses a tap after the owner confirmed, in her language, and takes nothing', async () => {
    const order = await place('ar');
    await call(adminOrder, `/api/admin/orders/${order.number}/status`, { method: 'POST', token: admin, body: { to: 'confirmed' } });
    const stock = await stockOf(sql, catalog.cap);
    const late = await add(order.viewToken, { key: `tap-${randomUUID()}`, productId: catalog.cap, size: '', color: '', unitPrice: 1500 });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: 'closed', message: addMessages.ar.addClosed });
    expect(late.body.order.total).toBe(order.total);
    expect(await stockOf(sql, catalog.cap)).toBe(stock);
  });

  it("refuses the owner's confirm sent with the version her screen read before the tap: stale, nothing moves", async () => {
    const order = await place('fr');
    const opened = (await call(adminOrder, `/api/admin/orders/${order.number}`, { token: admin })).body;
    const tapped = await add(order.viewToken, { key: `tap-${randomUUID()}`, productId: catalog.cap, size: '', color: '', unitPrice: 1500 });
    expect(tapped.status).toBe(200);
    const confirm = (updatedAt: string) =>
      call(adminOrder, `/api/admin/orders/${order.number}/status`, {
        method: 'POST',
        token: admin,
        body: { to: 'confirmed', note: '', updatedAt },
      });
    const late = await confirm(opened.updatedAt);
    expect([late.status, late.body.error.code]).toEqual([409, 'stale']);
    const now = (await call(adminOrder, `/api/admin/orders/${order.number}`, { token: admin })).body;
    expect(now.status).toBe('pending');
    expect(now.total).toBe(order.total + 1500);
    expect(now.history.filter((h: { kind: string }) => h.kind === 'status')).toHaveLength(
      opened.history.filter((h: { kind: string }) => h.kind === 'status').length,
    );
    // With the version of the screen that shows the added piece, the confirm goes through.
    const seen = await confirm(now.updatedAt);
    expect([seen.status, seen.body.status, seen.body.total]).toEqual([200, 'confirmed', order.total + 1500]);
  });

  it('a body that is no tap is a 422 in her language; an unknown link is a 404', async () => {
    const order = await place('en');
    const bad = await add(order.viewToken, { key: 'x', productId: catalog.cap });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe(addMessages.en.addFailed);
    const unknown = await add('A'.repeat(43), { key: `tap-${randomUUID()}`, productId: catalog.cap, size: '', color: '', unitPrice: 1500 });
    expect(unknown.status).toBe(404);
  });
});
