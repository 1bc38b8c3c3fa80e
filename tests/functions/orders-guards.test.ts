// POST /api/orders against what a hostile client or a drop brings: totals past the owner's ceiling,
// more units of one variant than the owner allows (stricter during a drop), many orders from one
// client address (IPv6 counted per /64), and during a drop more units of one variant from one client
// address than the owner allows in the window. The real handler and the real database; the client
// address is what Netlify gives the function (context.ip).
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import orders from '../../netlify/functions/orders.ts';
import { connect } from '../../src/server/db/client.ts';
import {
  countOrderRows,
  createTestCatalog,
  dropTestCatalog,
  orderRequest,
  setStock,
  stockOf,
  type TestCatalog,
} from '../db/orders.fixtures.ts';

const onPostgres = inject('databaseKind') === 'postgres15';
const sql = connect(inject('databaseUrl'), { max: 2 });
const PREFIX = 'test-orders-guard';
const EXPENSIVE = Array.from({ length: 30 }, (_, i) => `${PREFIX}-gold-${i}`);
const DROP = `${PREFIX}-drop`;
let catalog: TestCatalog;

beforeAll(async () => {
  delete process.env.ORDER_WEBHOOK_URL;
  catalog = await createTestCatalog(sql, PREFIX);
  // Thirty products at the highest price the catalog allows, and a limited drop hoodie.
  await sql`insert into products (id, name, price, category) select id, 'Gold ' || id, 10000000, 'Test' from unnest(${EXPENSIVE}::text[]) id`;
  await sql`insert into variants (product_id, stock) select id, 1000 from unnest(${EXPENSIVE}::text[]) id`;
  await sql`insert into products (id, name, price, category, sizes, badge) values (${DROP}, 'Drop Hoodie', 9000, 'Test', '{M,L}', 'limited')`;
  await sql`insert into variants (product_id, size, stock) values (${DROP}, 'M', 100), (${DROP}, 'L', 100)`;
  await sql`insert into site_settings (id) values (1) on conflict (id) do nothing`;
});
afterEach(async () => {
  await sql`update site_settings set order_total_ceiling = default, order_rate_per_address = default, order_rate_window_seconds = default,
            order_max_units_per_variant = default, order_max_units_per_variant_drop = default, password_enabled = false, order_cooldown_seconds = default,
            order_drop_units_per_address = default`;
});
afterAll(async () => {
  await dropTestCatalog(sql, PREFIX);
  await sql.end();
});

let addressCount = 0;
/** A fresh documentation address (TEST-NET-3) per call: no test meets another's orders. */
const freshAddress = () => `203.0.113.${(++addressCount % 250) + 1}`;
const post = (body: unknown, ip?: string) =>
  orders(
    new Request('http://localhost/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    ip ? { ip } : {},
  );
const line = (productId: string, quantity: number, size = '', color = '') => ({ productId, size, color, quantity });

describe('the order total ceiling', () => {
  it('30 lines of 10 units at 10,000,000 DZD: a 422 with a message, never a 500, and nothing written', async () => {
    const before = await countOrderRows(sql);
    const response = await post(orderRequest(catalog, { lines: EXPENSIVE.map((id) => line(id, 10)) }), freshAddress());
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'order_total_too_high',
        message: 'Order Limit: an order can total at most 10,000,000 DZD. Please remove some items.',
      },
    });
    const arabic = await post({ ...orderRequest(catalog, { lines: EXPENSIVE.map((id) => line(id, 10)) }), locale: 'ar' }, freshAddress());
    expect((await arabic.json()).error.message).toBe('حد الطلبية: لا يمكن أن يتجاوز مجموع الطلبية 10,000,000 DZD. يرجى حذف بعض المنتجات.');
    expect(await countOrderRows(sql)).toEqual(before);
    expect(await stockOf(sql, EXPENSIVE[0]!)).toBe(1000);
  });

  it("follows the owner's ceiling: a total up to it is placed, one past it refused", async () => {
    // One gold item at 10,000,000 with home delivery above the free-shipping threshold: total 10,000,000.
    const one = await post(orderRequest(catalog, { lines: [line(EXPENSIVE[1]!, 1)] }), freshAddress());
    expect(one.status).toBe(201);
    expect((await one.json()).order.total).toBe(10_000_000);
    await sql`update site_settings set order_total_ceiling = 3799`;
    const over = await post(orderRequest(catalog), freshAddress()); // one tee, 3,200 + 600 delivery = 3,800
    expect(over.status).toBe(422);
    expect((await over.json()).error.code).toBe('order_total_too_high');
    await sql`update site_settings set order_total_ceiling = 3800`;
    expect((await post(orderRequest(catalog), freshAddress())).status).toBe(201);
  });
});

describe('the most units of one variant per order', () => {
  it('10 by default; the owner may lower it; 2 for a limited product and for every product while the site password is on', async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 50);
    const tee = (quantity: number) => orderRequest(catalog, { lines: [line(catalog.tee, quantity, 'M', 'Black')] });
    expect((await post(tee(10), freshAddress())).status).toBe(201);

    await sql`update site_settings set order_max_units_per_variant = 4`;
    const five = await post(tee(5), freshAddress());
    expect(five.status).toBe(422);
    expect(await five.json()).toEqual({
      error: {
        code: 'too_many_units',
        message: 'Order Limit: you can order at most 4 of Order Test Tee (Black, M) in one order.',
        fields: { quantity: 'Order Limit: you can order at most 4 of Order Test Tee (Black, M) in one order.' },
      },
    });
    expect((await post(tee(4), freshAddress())).status).toBe(201);

    const limited = await post({ ...orderRequest(catalog, { lines: [line(DROP, 3, 'M')] }), flow: 'buy_now' }, freshAddress());
    expect(limited.status).toBe(422);
    expect((await limited.json()).error.message).toBe('حد الطلبية: يمكنك طلب 2 قطع على الأكثر من Drop Hoodie (M) في الطلبية الواحدة.');
    expect((await post(orderRequest(catalog, { lines: [line(DROP, 2, 'M')] }), freshAddress())).status).toBe(201);

    // A password-protected drop: every product is limited to the drop's number.
    const [settings] = await sql<{ password_hash: string | null }[]>`select password_hash from site_settings where id = 1`;
    const hash = settings?.password_hash ?? null;
    try {
      await sql`update site_settings set password_enabled = true, password_hash = coalesce(password_hash, 'test-hash')`;
      expect((await post(tee(3), freshAddress())).status).toBe(422);
      await sql`update site_settings set order_max_units_per_variant_drop = 3`;
      expect((await post(tee(3), freshAddress())).status).toBe(201);
    } finally {
      await sql`update site_settings set password_enabled = false, password_hash = ${hash}`;
    }
  });

  it('a retry of an order placed before the owner lowered the limit still gets that order back', async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 50);
    const request = orderRequest(catalog, { lines: [line(catalog.tee, 3, 'M', 'Black')] });
    const first = await post(request, freshAddress());
    expect(first.status).toBe(201);
    await sql`update site_settings set order_max_units_per_variant = 2`;
    const retry = await post(request, freshAddress());
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ replayed: true, order: { number: (await first.json()).order.number } });
    expect((await post({ ...request, idempotencyKey: `${request.idempotencyKey}-new` }, freshAddress())).status).toBe(422);
  });
});

describe('orders per client address', () => {
  it("the owner's number of orders per window from one address, then 429 with a message; other addresses go on", async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 50);
    await sql`update site_settings set order_rate_per_address = 3, order_rate_window_seconds = 600`;
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await post(orderRequest(catalog), address)).status).toBe(201);
    const before = await countOrderRows(sql);
    const fourth = await post(orderRequest(catalog), address);
    expect(fourth.status).toBe(429);
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await fourth.json()).toEqual({
      error: {
        code: 'order_rate_limited',
        message: 'Order Limit: too many orders were sent from your network. Please try again in 10 minutes.',
      },
    });
    const arabic = await post({ ...orderRequest(catalog), locale: 'ar' }, address);
    expect((await arabic.json()).error.message).toBe('حد الطلبيات: أُرسلت طلبيات كثيرة من شبكتك. يرجى المحاولة بعد 10 دقائق.');
    expect(await countOrderRows(sql)).toEqual(before);
    expect((await post(orderRequest(catalog), freshAddress())).status).toBe(201);

    // Once the oldest order has left the window, the address may order again; 0 turns the limit off.
    await sql`update orders set created_at = created_at - interval '601 seconds'
              where id = (select id from orders where client_key = ${`ip:${address}`} order by created_at limit 1)`;
    expect((await post(orderRequest(catalog), address)).status).toBe(201);
    expect((await post(orderRequest(catalog), address)).status).toBe(429);
    await sql`update site_settings set order_rate_per_address = 0`;
    expect((await post(orderRequest(catalog), address)).status).toBe(201);
  });

  it('IPv6 addresses count per /64: a client cannot get a new budget by changing the last 64 bits', async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 50);
    await sql`update site_settings set order_rate_per_address = 2`;
    const prefix = `2001:db8:${(++addressCount).toString(16)}:1`;
    expect((await post(orderRequest(catalog), `${prefix}::1`)).status).toBe(201);
    expect((await post(orderRequest(catalog), `${prefix}:0:0:0:beef`)).status).toBe(201);
    expect((await post(orderRequest(catalog), `${prefix}:ffff:1234:5678:9abc`)).status).toBe(429);
    // The neighbouring /64 is another household.
    expect((await post(orderRequest(catalog), `2001:db8:${addressCount.toString(16)}:2::1`)).status).toBe(201);
  });

  it("the address is context.ip, else Netlify's x-nf-client-connection-ip header; a header cannot change the address context.ip gives", async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 50);
    await sql`update site_settings set order_rate_per_address = 1`;
    const viaHeader = (address: string, ip?: string) =>
      orders(
        new Request('http://localhost/api/orders', {
          method: 'POST',
          body: JSON.stringify(orderRequest(catalog)),
          headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': address },
        }),
        ip ? { ip } : {},
      );
    const address = freshAddress();
    expect((await viaHeader(address)).status).toBe(201);
    expect((await viaHeader(address)).status).toBe(429);
    // A client that forges the header still counts on the address the platform saw.
    expect((await viaHeader(freshAddress(), address)).status).toBe(429);
    const [row] = await sql`select count(*)::int as n from orders where client_key = ${`ip:${address}`}`;
    expect(row!.n).toBe(1);
  });

  it('the defaults are generous for carrier NAT: 30 orders per 10 minutes; during a drop 2 units of a variant per order and 4 per address', async () => {
    const [row] =
      await sql`select order_rate_per_address, order_rate_window_seconds, order_max_units_per_variant, order_max_units_per_variant_drop,
                                   order_total_ceiling, order_drop_units_per_address from site_settings where id = 1`;
    expect(row).toEqual({
      order_rate_per_address: 30,
      order_rate_window_seconds: 600,
      order_max_units_per_variant: 10,
      order_max_units_per_variant_drop: 2,
      order_total_ceiling: 10_000_000,
      order_drop_units_per_address: 4,
    });
  });
});

describe(`a drop flooded by one client with invented phone numbers (${onPostgres ? 'PostgreSQL 15, side by side' : 'PGlite, one after another'})`, () => {
  it("the flooder gets at most its address's units of the drop; every real buyer gets the units asked for", async () => {
    await setStock(sql, DROP, 'M', '', 100);
    const flooder = '198.51.100.77';
    // 200 orders at once, each from a made-up phone, each for as many hoodies as it may (the drop's 2),
    // mixed with 20 real shoppers on their own addresses, one or two hoodies each.
    const floods = Array.from({ length: 200 }, () => () => post(orderRequest(catalog, { lines: [line(DROP, 2, 'M')] }), flooder));
    const buyers = Array.from(
      { length: 20 },
      (_, i) => () => post(orderRequest(catalog, { lines: [line(DROP, 1 + (i % 2), 'M')] }), `192.0.2.${10 + i}`),
    );
    // Interleaved: a buyer after every ten flood requests, all sent at once.
    const shots = floods.flatMap((f, i) => [{ who: 'flooder', f }, ...(i % 10 === 9 ? [{ who: 'buyer', f: buyers[(i - 9) / 10]! }] : [])]);
    expect(shots.length).toBe(220);
    // PGlite answers one statement at a time, so the 220 wait in one line: the last waits for all the
    // others, which no deployed shop does (PostgreSQL runs them side by side, and the PostgreSQL run of
    // this test keeps the order's 8 s deadline). Here the deadline would measure the line, not an order.
    const deadline = process.env.FUNCTION_DEADLINE_MS;
    if (!onPostgres) process.env.FUNCTION_DEADLINE_MS = '120000';
    const answers = await Promise.all(shots.map(async (s) => ({ who: s.who, status: (await s.f()).status }))).finally(() => {
      if (deadline === undefined) delete process.env.FUNCTION_DEADLINE_MS;
      else process.env.FUNCTION_DEADLINE_MS = deadline;
    });

    const flooderPlaced = answers.filter((a) => a.who === 'flooder' && a.status === 201).length;
    const flooderRefused = answers.filter((a) => a.who === 'flooder' && a.status === 429).length;
    // The drop's 4 units per address: two orders of 2 (without it, 30 orders and 60 units).
    expect(flooderPlaced).toBe(2);
    expect(flooderRefused).toBe(198);
    expect(answers.filter((a) => a.who === 'buyer').map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    // 2 × 2 to the flooder, 30 to the buyers (ten of one, ten of two): 66 left for later buyers.
    expect(await stockOf(sql, DROP, 'M')).toBe(66);
    expect(await dropUnitsOf(`ip:${flooder}`)).toBe(4);
  }, 120_000);
});

/** The units of the drop's M hoodie the orders from one client address hold. */
async function dropUnitsOf(clientKey: string, size = 'M'): Promise<number> {
  const [units] = await sql`select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
                            where l.product_id = ${DROP} and l.size = ${size} and o.client_key = ${clientKey}`;
  return units!.n;
}

describe('the units of one drop variant per client address (during a drop, in the per-address window)', () => {
  const hoodie = (quantity: number, size = 'M') => orderRequest(catalog, { lines: [line(DROP, quantity, size)] });

  it('one address sending 25 orders with invented phones gets 4 of a 50-unit Limited drop, then a 429 in its language; another address still buys', async () => {
    await setStock(sql, DROP, 'M', '', 50);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await post(hoodie(2), address)).status);
    expect(statuses).toEqual([201, 201, ...Array(23).fill(429)]);
    expect(await dropUnitsOf(`ip:${address}`)).toBe(4);

    const before = await countOrderRows(sql);
    const refused = await post(hoodie(1), address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      error: {
        code: 'drop_units_limited',
        message: 'Order Limit: during a drop, your network can order at most 4 of Drop Hoodie (M). Please try again in 10 minutes.',
      },
    });
    const french = await post({ ...hoodie(1), locale: 'fr' }, address);
    expect((await french.json()).error.message).toBe(
      'Limite de commande\u00a0: pendant un drop, votre réseau peut commander 4 pièces au maximum de Drop Hoodie (M). Réessayez dans 10 minutes.',
    );
    const arabic = await post({ ...hoodie(1), flow: 'buy_now' }, address);
    expect((await arabic.json()).error.message).toBe(
      'حد الطلبيات: خلال الإصدار يمكن لشبكتك طلب 4 قطع على الأكثر من Drop Hoodie (M). يرجى المحاولة بعد 10 دقائق.',
    );
    // A refused order writes nothing and uses no order number.
    expect(await countOrderRows(sql)).toEqual(before);

    // Another variant of the drop has its own 4; another address its own.
    expect((await post(hoodie(2, 'L'), address)).status).toBe(201);
    expect((await post(hoodie(2), freshAddress())).status).toBe(201);
    expect(await stockOf(sql, DROP, 'M')).toBe(50 - 4 - 2);
  });

  it('says how many the address may still order when the quantity is what takes it past the cap, and a retry of a placed order still gets it back', async () => {
    await setStock(sql, DROP, 'M', '', 50);
    const address = freshAddress();
    const first = hoodie(2);
    expect((await post(first, address)).status).toBe(201);
    expect((await post(hoodie(1), address)).status).toBe(201);
    const two = await post(hoodie(2), address);
    expect(two.status).toBe(429);
    const message =
      'Order Limit: during a drop, your network can order at most 4 of Drop Hoodie (M), and only 1 more now. Please lower the quantity.';
    expect(await two.json()).toEqual({ error: { code: 'drop_units_limited', message, fields: { quantity: message } } });
    expect((await post(hoodie(1), address)).status).toBe(201);
    expect((await post(hoodie(1), address)).status).toBe(429);
    const retry = await post(first, address);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ replayed: true });
    expect(await dropUnitsOf(`ip:${address}`)).toBe(4);

    // Once the address's oldest units have left the window, it may order again.
    await sql`update orders set created_at = created_at - interval '601 seconds'
              where id = (select id from orders where client_key = ${`ip:${address}`} order by created_at limit 1)`;
    expect((await post(hoodie(2), address)).status).toBe(201);
    expect((await post(hoodie(1), address)).status).toBe(429);
  });

  it.each(['on', 'off'])(
    `concurrently (${onPostgres ? 'PostgreSQL 15, side by side' : 'PGlite, one after another'}), with the orders per address %s: 25 orders at once from one address still get 4 units, buyers on other addresses theirs`,
    async (rate) => {
      // Off, the drop cap alone makes settle_order take the address's lock (only for a drop order).
      if (rate === 'off') await sql`update site_settings set order_rate_per_address = 0`;
      await setStock(sql, DROP, 'M', '', 50);
      const flooder = freshAddress();
      const shots = [
        ...Array.from({ length: 25 }, () => ({ who: 'flooder', send: () => post(hoodie(2), flooder) })),
        ...Array.from({ length: 5 }, (_, i) => ({ who: 'buyer', send: () => post(hoodie(1 + (i % 2)), freshAddress()) })),
      ];
      const answers = await Promise.all(shots.map(async (s) => ({ who: s.who, status: (await s.send()).status })));
      expect(answers.filter((a) => a.who === 'flooder' && a.status === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.who === 'flooder' && a.status === 429)).toHaveLength(23);
      expect(answers.filter((a) => a.who === 'buyer').map((a) => a.status)).toEqual(Array(5).fill(201));
      expect(await dropUnitsOf(`ip:${flooder}`)).toBe(4);
      expect(await stockOf(sql, DROP, 'M')).toBe(50 - 4 - 7);
    },
    60_000,
  );

  it("counts IPv6 per /64, follows the owner's number (0 = no cap), and applies to every product while the site password is on, to no other", async () => {
    await setStock(sql, DROP, 'M', '', 100);
    await setStock(sql, catalog.tee, 'M', 'Black', 100);
    const prefix = `2001:db8:${(++addressCount).toString(16)}:7`;
    expect((await post(hoodie(2), `${prefix}::1`)).status).toBe(201);
    expect((await post(hoodie(2), `${prefix}:0:0:0:beef`)).status).toBe(201);
    expect((await post(hoodie(1), `${prefix}:ffff:1234:5678:9abc`)).status).toBe(429);
    expect((await post(hoodie(1), `2001:db8:${addressCount.toString(16)}:8::1`)).status).toBe(201);

    await sql`update site_settings set order_drop_units_per_address = 6`;
    const six = freshAddress();
    for (let i = 0; i < 3; i++) expect((await post(hoodie(2), six)).status).toBe(201);
    expect((await post(hoodie(1), six)).status).toBe(429);
    await sql`update site_settings set order_drop_units_per_address = 0`;
    expect((await post(hoodie(2), six)).status).toBe(201);
    await sql`update site_settings set order_drop_units_per_address = default`;

    // The tee is no drop: only the per-order and per-address order limits apply to it.
    const tee = () => orderRequest(catalog, { lines: [line(catalog.tee, 2, 'M', 'Black')] });
    const teeBuyer = freshAddress();
    for (let i = 0; i < 4; i++) expect((await post(tee(), teeBuyer)).status).toBe(201);
    const [settings] = await sql<{ password_hash: string | null }[]>`select password_hash from site_settings where id = 1`;
    try {
      await sql`update site_settings set password_enabled = true, password_hash = coalesce(password_hash, 'test-hash')`;
      const locked = freshAddress();
      expect((await post(tee(), locked)).status).toBe(201);
      expect((await post(tee(), locked)).status).toBe(201);
      expect((await post(tee(), locked)).status).toBe(429);
    } finally {
      await sql`update site_settings set password_enabled = false, password_hash = ${settings?.password_hash ?? null}`;
    }
  });
});
