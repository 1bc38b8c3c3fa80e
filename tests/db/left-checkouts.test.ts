// The left checkouts' SQL on the real database (PGlite and PostgreSQL 15): the drafts' limits and caps
// in the one saving statement, the orders insert trigger that closes her drafts (linked when she had
// left, deleted when she was still typing), and the expiry by the owner's days.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { saveLeftCheckout } from '../../src/server/left-checkouts/save-left-checkout.ts';
import { forgetExpiredDrafts, listLeftCheckouts } from '../../src/server/left-checkouts/left-checkouts.repo.ts';
import { LEFT_CHECKOUT_LIMITS } from '../../src/domain/left-checkouts/limits.ts';
import type { LeftCheckoutSave } from '../../src/domain/left-checkouts/left-checkout-request.ts';
import { orderRequest, uniquePhone, useTestCatalog } from './orders.fixtures.ts';

const sql = connect(inject('databaseUrl'), { max: 2 });
const catalog = useTestCatalog(sql, 'test-left');
let addressCounter = 0;
const freshAddress = () => `ip:192.0.2.${++addressCounter}`;

const draft = (overrides: Partial<LeftCheckoutSave> = {}): LeftCheckoutSave => ({
  draftKey: `draft-${randomUUID()}`,
  flow: 'cart',
  locale: 'fr',
  consent: true,
  phone: uniquePhone(),
  name: 'Amina Benali',
  wilayaCode: '16',
  commune: 'Alger Centre',
  lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 2 }],
  left: true,
  website: '',
  typingMs: 20_000,
  ...overrides,
});

const rowOf = async (draftKey: string) => {
  const [row] = await sql`select * from left_checkouts where draft_key = ${draftKey}`;
  return row;
};

beforeAll(async () => {
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  await sql`update variants set stock = 50 where product_id like 'test-left-%'`;
});
afterAll(async () => {
  await sql`delete from left_checkouts where lines::text like '%test-left-%'`;
  await sql`delete from orders where id in (select order_id from order_lines where product_id like 'test-left-%')`;
  await sql`delete from left_checkout_saves`;
});

describe('a draft', () => {
  it('is kept with her phone, name, wilaya, commune, lines and language, and her next save replaces it', async () => {
    const save = draft({ left: false });
    expect(await saveLeftCheckout(sql, save, freshAddress())).toMatchObject({ kind: 'saved' });
    const again = { ...save, name: 'Amina B.', lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }], left: true };
    expect(await saveLeftCheckout(sql, again, freshAddress())).toMatchObject({ kind: 'saved' });
    const rows = await sql`select * from left_checkouts where draft_key = ${save.draftKey}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: save.phone,
      customer_name: 'Amina B.',
      wilaya_code: '16',
      commune: 'Alger Centre',
      flow: 'cart',
      locale: 'fr',
      lines: [{ productId: catalog.cap, size: '', color: '', quantity: 1 }],
      converted_order_id: null,
    });
    expect(rows[0]!.left_at).toBeInstanceOf(Date);
  });

  it('holds no stock', async () => {
    const [before] = await sql<{ stock: number }[]>`select stock from variants where product_id = ${catalog.tee} and size = 'M'`;
    await saveLeftCheckout(sql, draft({ lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 10 }] }), freshAddress());
    const [after] = await sql<{ stock: number }[]>`select stock from variants where product_id = ${catalog.tee} and size = 'M'`;
    expect(after!.stock).toBe(before!.stock);
  });

  it('keeps nothing from a script: a filled honeypot or a form filled faster than a person types', async () => {
    const trapped = draft({ website: 'http://spam.example' });
    const fast = draft({ typingMs: LEFT_CHECKOUT_LIMITS.minTypingMs - 1 });
    expect(await saveLeftCheckout(sql, trapped, freshAddress())).toEqual({ kind: 'ignored' });
    expect(await saveLeftCheckout(sql, fast, freshAddress())).toEqual({ kind: 'ignored' });
    expect(await rowOf(trapped.draftKey)).toBeUndefined();
    expect(await rowOf(fast.draftKey)).toBeUndefined();
  });

  it('refuses a wilaya the shop does not have', async () => {
    const save = draft({ wilayaCode: '99' });
    expect(await saveLeftCheckout(sql, save, freshAddress())).toEqual({ kind: 'wilaya_unknown' });
    expect(await rowOf(save.draftKey)).toBeUndefined();
  });
});

describe('the limits', () => {
  it(`keeps at most ${LEFT_CHECKOUT_LIMITS.openPerPhone} open drafts of one phone; her own draft still saves`, async () => {
    const phone = uniquePhone();
    const saves = Array.from({ length: LEFT_CHECKOUT_LIMITS.openPerPhone + 1 }, () => draft({ phone }));
    for (const save of saves.slice(0, -1)) expect(await saveLeftCheckout(sql, save, freshAddress())).toMatchObject({ kind: 'saved' });
    expect(await saveLeftCheckout(sql, saves.at(-1)!, freshAddress())).toEqual({ kind: 'too_many_drafts' });
    expect(await rowOf(saves.at(-1)!.draftKey)).toBeUndefined();
    expect(await saveLeftCheckout(sql, { ...saves[0]!, name: 'Still typing' }, freshAddress())).toMatchObject({ kind: 'saved' });
  });

  it(`takes at most ${LEFT_CHECKOUT_LIMITS.newPerAddressPerHour} new drafts an hour from one address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < LEFT_CHECKOUT_LIMITS.newPerAddressPerHour; i++)
      expect(await saveLeftCheckout(sql, draft(), address)).toMatchObject({ kind: 'saved' });
    expect(await saveLeftCheckout(sql, draft(), address)).toEqual({ kind: 'too_many_drafts' });
    // An hour later the address may start again.
    await sql`update left_checkouts set created_at = created_at - interval '61 minutes' where client_key = ${address}`;
    expect(await saveLeftCheckout(sql, draft(), address)).toMatchObject({ kind: 'saved' });
  });

  it(`counts at most ${LEFT_CHECKOUT_LIMITS.savesPerAddress} saves of one address in its window, a script's included`, async () => {
    const address = freshAddress();
    const save = draft();
    await sql`insert into left_checkout_saves (client_key, window_start, saves) values (${address}, now(), ${LEFT_CHECKOUT_LIMITS.savesPerAddress - 1})`;
    expect(await saveLeftCheckout(sql, save, address)).toMatchObject({ kind: 'saved' });
    const refused = await saveLeftCheckout(sql, { ...save, name: 'again' }, address);
    expect(refused).toMatchObject({ kind: 'too_many_saves' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(await saveLeftCheckout(sql, draft({ website: 'bot' }), address)).toMatchObject({ kind: 'too_many_saves' });
    // The window over, the count starts again from one.
    await sql`update left_checkout_saves set window_start = now() - interval '11 minutes' where client_key = ${address}`;
    expect(await saveLeftCheckout(sql, { ...save, name: 'later' }, address)).toMatchObject({ kind: 'saved' });
  });

  it('the table refuses what the schema would: a malformed phone, an overlong name, too many lines', async () => {
    const base = { key: `draft-${randomUUID()}`, lines: sql.json([{ productId: 'x', size: '', color: '', quantity: 1 }]) };
    await expect(sql`insert into left_checkouts (draft_key, phone, wilaya_code, flow, locale, lines)
                     values (${base.key}, '0123', '16', 'cart', 'ar', ${base.lines})`).rejects.toThrow(/check/);
    await expect(sql`insert into left_checkouts (draft_key, phone, customer_name, wilaya_code, flow, locale, lines)
                     values (${base.key}, '0555123456', ${'x'.repeat(121)}, '16', 'cart', 'ar', ${base.lines})`).rejects.toThrow(/check/);
    const many = sql.json(Array.from({ length: 51 }, (_, i) => ({ productId: `p${i}`, size: '', color: '', quantity: 1 })));
    await expect(sql`insert into left_checkouts (draft_key, phone, wilaya_code, flow, locale, lines)
                     values (${base.key}, '0555123456', '16', 'cart', 'ar', ${many})`).rejects.toThrow(/check/);
  });
});

describe('her order with the same phone', () => {
  it('links a draft she had left to the order, and deletes one she was still typing', async () => {
    const phone = uniquePhone();
    const left = draft({ phone, left: true });
    const typing = draft({ phone, left: false });
    const other = draft({ left: true });
    for (const save of [left, typing, other]) expect(await saveLeftCheckout(sql, save, freshAddress())).toMatchObject({ kind: 'saved' });

    const placed = await placeOrder(orderRequest(catalog, { phone }), sql);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    const [order] = await sql<{ id: string; created_at: Date }[]>`select id, created_at from orders where number = ${placed.order.number}`;

    const linked = await rowOf(left.draftKey);
    expect(linked).toMatchObject({ converted_order_id: order!.id });
    expect((linked!.converted_at as Date).getTime()).toBe(order!.created_at.getTime());
    expect(await rowOf(typing.draftKey)).toBeUndefined();
    expect(await rowOf(other.draftKey)).toMatchObject({ converted_order_id: null });
    // A converted draft is not saved over again (the tab that left it is still open somewhere).
    expect(await saveLeftCheckout(sql, { ...left, name: 'again' }, freshAddress())).toEqual({ kind: 'closed' });

    const listed = (await listLeftCheckouts(sql)).find((d) => d.phone === phone);
    expect(listed).toMatchObject({ converted: { number: placed.order.number }, locale: 'fr', wilayaCode: '16' });
    expect(listed!.lines).toEqual([{ productId: catalog.tee, name: 'Order Test Tee', size: 'M', color: 'Black', quantity: 2 }]);
  });

  it('a draft not touched for the typing time counts as left even without a hidden page', async () => {
    const phone = uniquePhone();
    const quiet = draft({ phone, left: false });
    await saveLeftCheckout(sql, quiet, freshAddress());
    expect((await listLeftCheckouts(sql)).some((d) => d.phone === phone)).toBe(false);
    await sql`update left_checkouts set updated_at = now() - make_interval(mins => ${LEFT_CHECKOUT_LIMITS.typingMinutes + 1})
              where draft_key = ${quiet.draftKey}`;
    expect((await listLeftCheckouts(sql)).some((d) => d.phone === phone)).toBe(true);
    const placed = await placeOrder(orderRequest(catalog, { phone }), sql);
    expect(placed.ok).toBe(true);
    expect(await rowOf(quiet.draftKey)).toMatchObject({ converted_at: expect.any(Date) });
  });
});

describe('the expiry', () => {
  it("forgets an open draft after the owner's days, a converted one after 90 days, a save window once over", async () => {
    await sql`update site_settings set left_checkout_days = 3 where id = 1`;
    try {
      const old = draft();
      const recent = draft();
      const convertedOld = draft();
      for (const save of [old, recent, convertedOld]) await saveLeftCheckout(sql, save, freshAddress());
      await sql`update left_checkouts set updated_at = now() - interval '3 days 1 minute' where draft_key = ${old.draftKey}`;
      await sql`update left_checkouts set updated_at = now() - interval '2 days 23 hours' where draft_key = ${recent.draftKey}`;
      await placeOrder(orderRequest(catalog, { phone: convertedOld.phone }), sql);
      await sql`update left_checkouts set updated_at = now() - interval '100 days', converted_at = now() - interval '91 days'
                where draft_key = ${convertedOld.draftKey}`;
      const stale = freshAddress();
      await sql`insert into left_checkout_saves values (${stale}, now() - interval '11 minutes', 5)`;

      const forgotten = await forgetExpiredDrafts(sql);
      expect(forgotten.open).toBeGreaterThanOrEqual(1);
      expect(forgotten.converted).toBeGreaterThanOrEqual(1);
      expect(await rowOf(old.draftKey)).toBeUndefined();
      expect(await rowOf(convertedOld.draftKey)).toBeUndefined();
      expect(await rowOf(recent.draftKey)).toBeDefined();
      expect(await sql`select 1 from left_checkout_saves where client_key = ${stale}`).toHaveLength(0);
    } finally {
      await sql`update site_settings set left_checkout_days = 7 where id = 1`;
    }
  });
});
