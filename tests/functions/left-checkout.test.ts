// The left checkouts through the real function handlers (netlify/functions/left-checkout.ts and
// admin-left-checkouts.ts) on the real database: what a consenting shopper's form sends is kept, a
// bot's empty form or honeypot keeps nothing, every refusal is a clear JSON in her language (never a
// 500), her untick deletes, and the owner's list shows the left one, then converted once she orders
// with the same phone through POST /api/orders.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import leftCheckout from '../../netlify/functions/left-checkout.ts';
import adminLeftCheckouts from '../../netlify/functions/admin-left-checkouts.ts';
import orders from '../../netlify/functions/orders.ts';
import settings from '../../netlify/functions/admin-settings.ts';
import { db } from '../../src/server/db/client.ts';
import { LEFT_CHECKOUT_LIMITS } from '../../src/domain/left-checkouts/limits.ts';
import type { LeftCheckoutList } from '../../src/domain/left-checkouts/left-checkout.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, signedIn } from './admin-helpers.ts';

const sql = db();
const PREFIX = 'test-left-fn';
let catalog: TestCatalog;
let token: string;
let ipCounter = 0;
const freshIp = () => `203.0.113.${100 + ++ipCounter}`;

beforeAll(async () => {
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  catalog = await createTestCatalog(sql, PREFIX);
  await sql`update variants set stock = 50 where product_id like ${`${PREFIX}-%`}`;
  token = (await signedIn('staff-left@test.dz')).token;
});
afterAll(async () => {
  await sql`delete from left_checkouts where lines::text like ${`%${PREFIX}-%`}`;
  await sql`delete from orders where id in (select order_id from order_lines where product_id like ${`${PREFIX}-%`})`;
  await dropTestCatalog(sql, PREFIX);
  await sql`delete from left_checkout_saves`;
});

/** What the checkout form sends (useLeftCheckout), as she typed it. */
const body = (overrides: Record<string, unknown> = {}) => ({
  draftKey: `draft-${randomUUID()}`,
  flow: 'buy_now',
  locale: 'ar',
  consent: true,
  phone: '0555 12 34 56',
  name: 'أمينة',
  wilayaCode: '16',
  commune: 'Alger Centre',
  lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }],
  left: true,
  website: '',
  typingMs: 30_000,
  ...overrides,
});
const save = (json: unknown, ip = freshIp()) => call(leftCheckout, '/api/left-checkout', { body: json, ip });
const rowsWithKey = (key: unknown) => sql`select * from left_checkouts where draft_key = ${String(key)}`;
const draftCount = async () => (await sql<{ n: number }[]>`select count(*)::int as n from left_checkouts`)[0]!.n;

describe('POST /api/left-checkout', () => {
  it('keeps a consenting draft (phone as 0XXXXXXXXX) and answers 202 in her language', async () => {
    const json = body({ phone: uniquePhone().replace(/^0/, '+213 ') });
    const answer = await save(json);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ saved: true, message: expect.stringContaining('يمكن للمتجر') });
    const [row] = await rowsWithKey(json.draftKey);
    expect(row).toMatchObject({ phone: expect.stringMatching(/^0[567]\d{8}$/), locale: 'ar', flow: 'buy_now', customer_name: 'أمينة' });
  });

  it("keeps nothing of a bot's empty form: a 422 that names the phone and the wilaya, in French", async () => {
    const before = await draftCount();
    const answer = await save({ locale: 'fr', flow: 'cart' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('invalid_fields');
    expect(answer.body.error.message).toMatch(/téléphone/);
    expect(answer.body.error.fields.phone).toBeTruthy();
    expect(answer.body.error.fields.wilayaCode).toBeTruthy();
    expect(await draftCount()).toBe(before);
  });

  it("keeps nothing of a bot's filled form (honeypot, or filled in no time) and tells it nothing", async () => {
    const trapped = body({ website: 'http://spam.example' });
    const instant = body({ typingMs: 40 });
    for (const json of [trapped, instant]) {
      const answer = await save(json);
      expect(answer.status).toBe(202);
      expect(await rowsWithKey(json.draftKey)).toHaveLength(0);
    }
  });

  it('refuses without her consent, an unknown wilaya, markup in her name: 422, nothing kept', async () => {
    const cases = [body({ consent: false }), body({ wilayaCode: '99' }), body({ name: '<b>Amina</b>' }), body({ draftKey: 'short' })];
    for (const json of cases) {
      const answer = await save(json);
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body.error.message).toBeTruthy();
      expect(await rowsWithKey(json.draftKey)).toHaveLength(0);
    }
    expect((await save(body({ name: '<b>Amina</b>', locale: 'en', flow: 'cart' }))).body.error.fields.name).toMatch(/plain text/);
  });

  it('answers a body too large 413, broken JSON 400, another method 405: JSON, never a 500', async () => {
    const huge = await save(body({ name: 'x'.repeat(LEFT_CHECKOUT_LIMITS.bodyBytes) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('body_too_large');
    const broken = await call(leftCheckout, '/api/left-checkout', { body: '{"broken', ip: freshIp() });
    expect(broken.status).toBe(400);
    const get = await call(leftCheckout, '/api/left-checkout');
    expect(get.status).toBe(405);
    expect(get.response.headers.get('allow')).toBe('POST, DELETE');
  });

  it(`refuses a phone's ${LEFT_CHECKOUT_LIMITS.openPerPhone + 1}th open draft, and an address past its saves, 429`, async () => {
    const phone = uniquePhone();
    for (let i = 0; i < LEFT_CHECKOUT_LIMITS.openPerPhone; i++) expect((await save(body({ phone }))).status).toBe(202);
    const capped = await save(body({ phone, locale: 'fr' }));
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatchObject({ code: 'left_checkout_limited', message: expect.stringMatching(/Trop/) });

    const ip = freshIp();
    await sql`insert into left_checkout_saves (client_key, window_start, saves)
              values (${`ip:${ip}`}, now(), ${LEFT_CHECKOUT_LIMITS.savesPerAddress})`;
    const limited = await save(body(), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('left_checkout_rate_limited');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('DELETE /api/left-checkout/{draftKey}', () => {
  it('deletes her draft when she unticks, and answers 404 JSON for one that is not there', async () => {
    const json = body();
    expect((await save(json)).status).toBe(202);
    const removed = await call(leftCheckout, `/api/left-checkout/${json.draftKey}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await rowsWithKey(json.draftKey)).toHaveLength(0);
    const again = await call(leftCheckout, `/api/left-checkout/${json.draftKey}?locale=fr`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toMatch(/Aucune/);
  });
});

describe("the owner's list", () => {
  const list = async () => {
    const answer = await call(adminLeftCheckouts, '/api/admin/left-checkouts', { token });
    expect(answer.status).toBe(200);
    return answer.body as LeftCheckoutList;
  };

  it('shows the checkout she left; once she orders with the same phone it shows converted, with the order', async () => {
    const phone = uniquePhone();
    const json = body({ phone, flow: 'cart', locale: 'fr', lines: [{ productId: catalog.cap, size: '', color: '', quantity: 2 }] });
    expect((await save(json)).status).toBe(202);
    const shown = (await list()).entries.find((d) => d.phone === phone);
    expect(shown).toMatchObject({ locale: 'fr', flow: 'cart', converted: null, wilayaName: { fr: expect.any(String) } });
    expect(shown!.lines).toEqual([{ productId: catalog.cap, name: 'Order Test Cap', size: '', color: '', quantity: 2 }]);

    const placed = await call(orders, '/api/orders', { body: orderRequest(catalog, { phone }), ip: freshIp() });
    expect(placed.status).toBe(201);
    const after = (await list()).entries.find((d) => d.phone === phone);
    expect(after!.converted).toMatchObject({ number: placed.body.order.number });
  });

  it('lists newest first and takes the marks (called, no answer, not interested); a bad mark is a 422', async () => {
    const first = body({ phone: uniquePhone() });
    const second = body({ phone: uniquePhone() });
    await save(first);
    await save(second);
    const entries = (await list()).entries;
    const times = entries.map((d) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries.findIndex((d) => d.phone === second.phone)).toBeLessThan(entries.findIndex((d) => d.phone === first.phone));
    const id = entries.find((d) => d.phone === first.phone)!.id;
    for (const mark of ['called', 'no_answer', 'not_interested', null]) {
      const marked = await call(adminLeftCheckouts, `/api/admin/left-checkouts/${id}/mark`, { method: 'PUT', token, body: { mark } });
      expect(marked.status).toBe(204);
      expect((await list()).entries.find((d) => d.id === id)!.mark).toBe(mark);
    }
    const bad = await call(adminLeftCheckouts, `/api/admin/left-checkouts/${id}/mark`, { method: 'PUT', token, body: { mark: 'rude' } });
    expect(bad.status).toBe(422);
    const gone = await call(adminLeftCheckouts, `/api/admin/left-checkouts/${randomUUID()}/mark`, {
      method: 'PUT',
      token,
      body: { mark: null },
    });
    expect(gone.status).toBe(404);
  });

  it('is for signed-in admins only', async () => {
    expect((await call(adminLeftCheckouts, '/api/admin/left-checkouts')).status).toBe(401);
  });
});

describe("the owner's days (Order settings)", () => {
  it('shows 7 by default, saves 1 to 30 into site_settings and the list, refuses 0 and 31', async () => {
    await sql`update site_settings set left_checkout_days = 7 where id = 1`;
    const read = async () => (await call(settings, '/api/admin/settings', { token })).body;
    const current = await read();
    expect(current.orders.leftCheckoutDays).toBe(7);
    const put = (orders: object, updatedAt: string) =>
      call(settings, '/api/admin/settings/orders', { method: 'PUT', token, body: { ...orders, updatedAt } });
    const saved = await put({ ...current.orders, leftCheckoutDays: 3 }, current.updatedAt);
    expect(saved.status).toBe(200);
    expect((await sql`select left_checkout_days from site_settings where id = 1`)[0]).toEqual({ left_checkout_days: 3 });
    expect((await call(adminLeftCheckouts, '/api/admin/left-checkouts', { token })).body.days).toBe(3);
    for (const days of [0, 31])
      expect((await put({ ...saved.body.orders, leftCheckoutDays: days }, saved.body.updatedAt)).status).toBe(422);
    expect((await put({ ...saved.body.orders, leftCheckoutDays: 7 }, saved.body.updatedAt)).status).toBe(200);
  });
});
