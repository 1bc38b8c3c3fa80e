// The shopper's order page's API (netlify/functions/order-link.ts) on the real order path: orders are
// placed through POST /api/orders, the owner moves them through the admin's own function, and the
// links are the ones the order's answer and the admin compute. Nothing is mocked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import orderLink from '../../netlify/functions/order-link.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import { db } from '../../src/server/db/client.ts';
import { linkToken, linkTokenHash } from '../../src/server/orders/link-tokens.ts';
import { gateCookieSecret } from '../../src/server/gate/cookie-secret.ts';
import { LOOKUPS_PER_WINDOW } from '../../src/server/order-link/order-link.service.ts';
import type { OrderView } from '../../src/domain/order-link/order-view.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, stockOf, uniquePhone, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, signedIn } from './admin-helpers.ts';

const sql = db();
const PREFIX = 'test-order-link';
let catalog: TestCatalog;
let admin: string;
let ipCounter = 0;
/** A fresh address per test, so the lookup limit of one never touches another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  await sql`update site_settings set order_link_self_confirm = true, order_link_days = 30 where id = 1`;
  catalog = await createTestCatalog(sql, PREFIX);
  await sql`update variants set stock = 50 where product_id like ${`${PREFIX}-%`}`;
  admin = (await signedIn('owner-links@test.dz')).token;
});
afterAll(async () => {
  await sql`delete from orders where id in (select order_id from order_lines where product_id like ${`${PREFIX}-%`})`;
  await dropTestCatalog(sql, PREFIX);
  await sql`delete from order_link_lookups`;
});

type Placed = { number: number; viewToken: string; confirmToken: string; key: string };

async function place(quantity = 2, locale: 'ar' | 'fr' | 'en' = 'ar'): Promise<Placed> {
  const request = orderRequest(catalog, {
    phone: uniquePhone(),
    locale,
    lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity }],
  });
  const answer = await call(orders, '/api/orders', { body: request, ip: freshIp() });
  expect(answer.status).toBe(201);
  return {
    number: answer.body.order.number,
    viewToken: answer.body.order.viewToken,
    confirmToken: linkToken(request.idempotencyKey, 'confirm', gateCookieSecret()),
    key: request.idempotencyKey,
  };
}

const view = (token: string, ip = freshIp()) => call(orderLink, `/api/order-link/${token}`, { ip });
const act = (token: string, action: string, body?: unknown, ip = freshIp()) =>
  call(orderLink, `/api/order-link/${token}/${action}`, { method: 'POST', body: body ?? {}, ip });

describe('the order page behind its link', () => {
  it("shows the order in the order's language, privately, with the success screen's link unable to confirm", async () => {
    const order = await place(2, 'fr');
    expect(order.viewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answer = await view(order.viewToken);
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const page = answer.body as OrderView;
    expect(page).toMatchObject({ number: order.number, status: 'pending', locale: 'fr', deliveryType: 'home' });
    expect(page.lines).toEqual([expect.objectContaining({ size: 'M', color: 'Black', quantity: 2 })]);
    expect(page.total).toBe(page.subtotal + page.shippingPrice);
    expect(page.can).toEqual({ confirm: false, cancel: true, call: true });
    // Nothing of the contact the shopper did not see on her own screen: no email, no phone.
    expect(JSON.stringify(page)).not.toMatch(/@|phone|email/i);
    // The token is stored only as its hash.
    const [row] = await sql<{ view_link_hash: string; confirm_link_hash: string }[]>`
      select view_link_hash, confirm_link_hash from orders where number = ${order.number}`;
    expect(row).toEqual({ view_link_hash: linkTokenHash(order.viewToken), confirm_link_hash: linkTokenHash(order.confirmToken) });
    const stored = JSON.stringify(await sql`select * from orders where number = ${order.number}`);
    expect(stored).not.toContain(order.viewToken);
    expect(stored).not.toContain(order.confirmToken);
    // The view link cannot confirm, whatever it sends.
    const refused = await act(order.viewToken, 'confirm');
    expect(refused.status).toBe(409);
    expect(refused.body.order.status).toBe('pending');
  });

  it('gives a retried checkout the same link', async () => {
    const request = orderRequest(catalog, { phone: uniquePhone(), lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }] });
    const first = await call(orders, '/api/orders', { body: request, ip: freshIp() });
    const again = await call(orders, '/api/orders', { body: request, ip: freshIp() });
    expect(again.body.replayed).toBe(true);
    expect(again.body.order.viewToken).toBe(first.body.order.viewToken);
  });

  it('confirms through the confirming link once, and the admin sees the customer confirmed it', async () => {
    const order = await place();
    const confirming = await view(order.confirmToken);
    expect(confirming.body.can).toEqual({ confirm: true, cancel: true, call: true });
    const [first, second] = await Promise.all([act(order.confirmToken, 'confirm'), act(order.confirmToken, 'confirm')]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const after = (await view(order.viewToken)).body as OrderView;
    expect(after).toMatchObject({ status: 'confirmed', confirmedVia: 'link', can: { confirm: false, cancel: false, call: false } });
    expect(after.steps.map((s) => s.status)).toEqual(['pending', 'confirmed']);
    const detail = (await call(adminOrder, `/api/admin/orders/${order.number}`, { token: admin })).body;
    expect(detail.history).toContainEqual(
      expect.objectContaining({ status: 'confirmed', by: 'customer', note: 'confirmed by the customer through her link' }),
    );
  });

  it('cancels with her reason and gives the units back exactly once, even against the owner confirming at the same moment', async () => {
    const before = await stockOf(sql, catalog.tee, 'M', 'Black');
    const order = await place(3);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before - 3);
    const [cancel, again, owner] = await Promise.all([
      act(order.viewToken, 'cancel', { reason: 'ordered twice' }),
      act(order.viewToken, 'cancel'),
      call(adminOrder, `/api/admin/orders/${order.number}/status`, { method: 'POST', token: admin, body: { to: 'confirmed' } }),
    ]);
    const [row] = await sql<{ status: string }[]>`select status from orders where number = ${order.number}`;
    if (row!.status === 'cancelled') {
      expect([cancel.status, again.status].sort()).toEqual([200, 409]);
      expect(owner.status).toBe(409);
      expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before);
      const notes = await sql<{ note: string }[]>`
        select h.note from order_status_history h join orders o on o.id = h.order_id where o.number = ${order.number} and h.status = 'cancelled' and h.kind = 'status'`;
      expect(notes).toHaveLength(1);
    } else {
      // The owner was first: both taps are told the order moved on, and its units stay taken.
      expect(row!.status).toBe('confirmed');
      expect([cancel.status, again.status]).toEqual([409, 409]);
      expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before - 3);
    }
  });

  it('a pending order confirmed by the owner shows "confirmed" with no buttons; a call request flags the order once', async () => {
    const order = await place();
    const asked = await act(order.viewToken, 'call');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ callRequested: true, can: { call: false, cancel: true } });
    expect((await act(order.viewToken, 'call')).status).toBe(409);
    await call(adminOrder, `/api/admin/orders/${order.number}/status`, { method: 'POST', token: admin, body: { to: 'confirmed' } });
    const page = (await view(order.confirmToken)).body as OrderView;
    expect(page).toMatchObject({ status: 'confirmed', confirmedVia: 'owner', can: { confirm: false, cancel: false, call: false } });
  });

  it('obeys the owner: no self-confirmation when it is off', async () => {
    await sql`update site_settings set order_link_self_confirm = false where id = 1`;
    try {
      const order = await place();
      expect((await view(order.confirmToken)).body.can.confirm).toBe(false);
      expect((await act(order.confirmToken, 'confirm')).status).toBe(409);
    } finally {
      await sql`update site_settings set order_link_self_confirm = true where id = 1`;
    }
  });

  it('answers a guessed, malformed or expired token exactly like a missing one', async () => {
    const order = await place();
    const guessed = `${order.viewToken.slice(0, 42)}${order.viewToken.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all([
      view(guessed),
      view('short'),
      view(`${order.viewToken}x`),
      act(guessed, 'cancel'),
      call(orderLink, `/api/order-link/${order.viewToken}/delete`, { method: 'POST', body: {}, ip: freshIp() }),
    ]);
    for (const a of answers) expect([a.status, a.body]).toEqual([404, answers[0]!.body]);
    // Expired: the owner's days after the last status change.
    await sql`update order_status_history set changed_at = now() - interval '31 days'
              where order_id = (select id from orders where number = ${order.number})`;
    await sql`update orders set created_at = now() - interval '31 days' where number = ${order.number}`;
    const expired = await view(order.viewToken);
    expect([expired.status, expired.body]).toEqual([404, answers[0]!.body]);
    await sql`update site_settings set order_link_days = 60 where id = 1`;
    expect((await view(order.viewToken)).status).toBe(200);
    await sql`update site_settings set order_link_days = 30 where id = 1`;
  });

  it('refuses a reason that is not one, and other methods', async () => {
    const order = await place();
    expect((await act(order.viewToken, 'cancel', { reason: 'x'.repeat(301) })).status).toBe(422);
    expect((await call(orderLink, `/api/order-link/${order.viewToken}`, { method: 'DELETE', ip: freshIp() })).status).toBe(405);
    expect((await view(order.viewToken)).body.status).toBe('pending');
  });

  it('refuses a reason with a NUL, a control character, a lone surrogate or a bidi override: 422 in her language, nothing moved', async () => {
    const order = await place(1, 'ar');
    for (const reason of ['\u0000', 'ok\u0007', 'half \ud83d', 'gpj.\u202eexe', '\u009b2J', 'x'.repeat(301)]) {
      const refused = await act(order.viewToken, 'cancel', { reason });
      expect(refused.status, JSON.stringify(reason)).toBe(422);
      expect(refused.body.error.code).toBe('invalid_reason');
      // The order was placed in Arabic: the sentence is Arabic.
      expect(refused.body.error.message, JSON.stringify(reason)).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await act(order.viewToken, 'cancel', { reason: 'x'.repeat(301) })).body.error.problem).toBe('notesTooLong');
    expect((await act(order.viewToken, 'cancel', { reason: '\u0000' })).body.error.problem).toBe('plainTextOnly');
    expect((await act(order.viewToken, 'cancel', { reason: 'a\u202eb' })).body.error.problem).toBe('hiddenFormatting');
    const french = await place(1, 'fr');
    expect((await act(french.viewToken, 'cancel', { reason: '\u0000' })).body.error.message).toMatch(/texte simple/);
    expect((await view(order.viewToken)).body.status).toBe('pending');
    // Whitespace is folded, not refused: a tab and a line break in her reason keep one space each.
    const cancelled = await act(order.viewToken, 'cancel', { reason: '  commandé\tdeux\n\nfois\u00a0 ' });
    expect(cancelled.status).toBe(200);
    const [row] = await sql<{ note: string }[]>`
      select h.note from order_status_history h join orders o on o.id = h.order_id
      where o.number = ${order.number} and h.status = 'cancelled' and h.kind = 'status'`;
    expect(row!.note.endsWith(': commandé deux fois')).toBe(true);
  });

  it('counts only unknown tokens against an address: junk is held back, a valid link from the same address keeps working', async () => {
    const ip = `198.18.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
    const order = await place();
    // A valid link's own views never count: more than the limit of them, all answered.
    for (let i = 0; i < LOOKUPS_PER_WINDOW + 5; i++) expect((await view(order.viewToken, ip)).status).toBe(200);
    for (let i = 0; i < LOOKUPS_PER_WINDOW; i++) expect((await view(randomUUID().replace(/-/g, '').padEnd(43, 'x'), ip)).status).toBe(404);
    const limited = await view(randomUUID().replace(/-/g, '').padEnd(43, 'y'), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await act('not-a-token', 'cancel', {}, ip)).status).toBe(429); // a move on junk is junk too
    // Her link, from the same shared address, after the junk: she sees her order and can still act on it.
    const mine = await view(order.viewToken, ip);
    expect([mine.status, mine.body.number]).toEqual([200, order.number]);
    expect((await act(order.viewToken, 'call', {}, ip)).status).toBe(200);
    expect((await view(order.viewToken)).status).toBe(200); // another address is not held back either
  });
});

describe('a deployed site without GATE_COOKIE_SECRET', () => {
  it('still takes orders, without a link, and says why in its log', async () => {
    const saved = { NETLIFY: process.env.NETLIFY, GATE_COOKIE_SECRET: process.env.GATE_COOKIE_SECRET };
    process.env.NETLIFY = 'true';
    delete process.env.GATE_COOKIE_SECRET;
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const request = orderRequest(catalog, {
        phone: uniquePhone(),
        lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }],
      });
      const answer = await call(orders, '/api/orders', { body: request, ip: freshIp() });
      expect(answer.status).toBe(201);
      expect(answer.body.order.viewToken).toBeUndefined();
      const [row] = await sql<
        { view_link_hash: string | null }[]
      >`select view_link_hash from orders where number = ${answer.body.order.number}`;
      expect(row).toEqual({ view_link_hash: null });
      expect(warnings.join('\n')).toMatch(/no order links: GATE_COOKIE_SECRET is not set/);
    } finally {
      console.warn = warn;
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});
