// Quantity offers and discount codes priced by the server and decided by the order statement
// (store_order + redeem_discount_code, supabase/definitions/): on PGlite and on PostgreSQL 15, where
// the 50-use code meets concurrent orders side by side.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder, type PlaceOrderResult } from '../../src/server/orders/place-order.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import { orderTranslator } from '../../src/domain/orders/messages.ts';
import { orderRequest, setStock, stockOf, uniquePhone, useTestCatalog } from './orders.fixtures.ts';

const onPostgres = inject('databaseKind') === 'postgres15';
const sql = connect(inject('databaseUrl'), { max: onPostgres ? 40 : 4 });
const PREFIX = 'test-offers';
const catalog = useTestCatalog(sql, PREFIX);
const CATEGORY = `${PREFIX}-cat`;

const teeLine = (quantity: number, size = 'M') => ({ productId: catalog.tee, size, color: 'Black', quantity });
const capLine = (quantity: number) => ({ productId: catalog.cap, size: '', color: '', quantity });
const refusalOf = (r: PlaceOrderResult) => (r.ok ? 'placed' : `${r.refusal.code}:${r.refusal.details.codeReason ?? ''}`);
const hour = 3600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

async function newCode(code: string, fields: Record<string, unknown> = {}) {
  const row = {
    kind: 'percent',
    value: 10,
    min_goods: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    once_per_phone: false,
    ...fields,
  };
  await sql`delete from discount_codes where code = ${code}`;
  await sql`insert into discount_codes ${sql({ code, ...row } as Record<string, unknown>)}`;
}
const usesOf = async (code: string) => (await sql<{ uses: number }[]>`select uses from discount_codes where code = ${code}`)[0]!.uses;

beforeAll(async () => {
  // The test products in their own category, so the category's offers meet only them.
  await sql`update products set category = ${CATEGORY} where id like ${`${PREFIX}-%`}`;
});

describe('quantity offers', () => {
  it('prices "2 pieces −10 %" in the order and stores on each line the offer and the amount she saw', async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 5);
    await setStock(sql, catalog.tee, 'L', 'Black', 5);
    const [offer] = await sql<{ id: string }[]>`
      insert into quantity_offers (product_id, kind, min_quantity, value, starts_at, ends_at)
      values (${catalog.tee}, 'percent', 2, 10, ${at(-hour)}, ${at(hour)}) returning id`;
    try {
      // One M and one L: two pieces of the product together, 2 × 3200 = 6400, saving 640.
      const placed = await placeOrder(orderRequest(catalog, { lines: [teeLine(1, 'M'), teeLine(1, 'L')] }), sql);
      expect(placed.ok).toBe(true);
      if (!placed.ok) return;
      expect(placed.order.subtotal).toBe(6400 - 640);
      expect(placed.order.total).toBe(6400 - 640 + placed.order.shippingPrice);
      const lines =
        await sql`select size, line_total, offer_discount, offer from order_lines where order_id = ${placed.order.id} order by size`;
      expect(lines).toEqual([
        { size: 'L', line_total: 2880, offer_discount: 320, offer: { id: Number(offer!.id), kind: 'percent', minQuantity: 2, value: 10 } },
        { size: 'M', line_total: 2880, offer_discount: 320, offer: { id: Number(offer!.id), kind: 'percent', minQuantity: 2, value: 10 } },
      ]);
      // One piece alone is at full price.
      const single = await placeOrder(orderRequest(catalog, { lines: [teeLine(1)] }), sql);
      expect(single.ok && single.order.subtotal).toBe(3200);
    } finally {
      await sql`delete from quantity_offers where id = ${offer!.id}`;
    }
  });

  it('an offer changed after the server remembered the prices is never charged: the order is priced again', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    // A first order makes this process remember the cap's price and the offers (none).
    expect((await placeOrder(orderRequest(catalog, { lines: [capLine(1)] }), sql)).ok).toBe(true);
    const [offer] = await sql<{ id: string }[]>`
      insert into quantity_offers (category, kind, min_quantity, value) values (${CATEGORY}, 'bundle_price', 2, 2000) returning id`;
    const [freeDelivery] = await sql<{ id: string }[]>`
      insert into quantity_offers (category, kind, min_quantity, value) values (${CATEGORY}, 'free_delivery', 2, 0) returning id`;
    try {
      const placed = await placeOrder(orderRequest(catalog, { lines: [capLine(2)] }), sql);
      expect(placed.ok).toBe(true);
      if (!placed.ok) return;
      // 2 × 1500 for 2000, and delivery free from 2 pieces.
      expect(placed.order).toMatchObject({ subtotal: 2000, shippingPrice: 0, total: 2000 });
      const [row] = await sql`select delivery_offer, delivery_discount from orders where id = ${placed.order.id}`;
      expect(row!.delivery_offer).toMatchObject({ id: Number(freeDelivery!.id), kind: 'free_delivery' });
      expect(row!.delivery_discount).toBeGreaterThan(0);
    } finally {
      await sql`delete from quantity_offers where id in ${sql([offer!.id, freeDelivery!.id])}`;
    }
  });

  it('an offer that has not started or has ended prices nothing', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    const rows = await sql<{ id: string }[]>`
      insert into quantity_offers (product_id, kind, min_quantity, value, starts_at, ends_at) values
        (${catalog.cap}, 'percent', 1, 50, ${at(hour)}, null), (${catalog.cap}, 'percent', 1, 50, ${at(-2 * hour)}, ${at(-hour)}) returning id`;
    try {
      const placed = await placeOrder(orderRequest(catalog, { lines: [capLine(1)] }), sql);
      expect(placed.ok && placed.order.subtotal).toBe(1500);
    } finally {
      await sql`delete from quantity_offers where id in ${sql(rows.map((r) => r.id))}`;
    }
  });
});

describe('discount codes', () => {
  it('takes the code off the goods, stores it with the order and counts one use', async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 5);
    await newCode('TESTTEN', { kind: 'percent', value: 10, max_uses: 5 });
    const placed = await placeOrder(orderRequest(catalog, { lines: [teeLine(1)], discountCode: ' testten ' }), sql);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.order).toMatchObject({ subtotal: 3200, total: 3200 - 320 + placed.order.shippingPrice });
    expect(placed.order.code).toEqual({ code: 'TESTTEN', kind: 'percent', discount: 320 });
    const [row] = await sql`select discount_code, code_discount from orders where id = ${placed.order.id}`;
    expect(row).toEqual({ discount_code: 'TESTTEN', code_discount: 320 });
    expect(await usesOf('TESTTEN')).toBe(1);
  });

  it('a free-delivery code makes delivery free and keeps what it would have cost', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    await newCode('TESTSHIP', { kind: 'free_delivery', value: 0 });
    const placed = await placeOrder(orderRequest(catalog, { lines: [capLine(1)], discountCode: 'TESTSHIP' }), sql);
    expect(placed.ok && placed.order).toMatchObject({ subtotal: 1500, shippingPrice: 0, total: 1500, deliveryDiscount: 600 });
    // A code without a limit takes no lock on its row: its uses are its rows.
    expect(await usesOf('TESTSHIP')).toBe(0);
    const [row] =
      await sql`select count(*)::int as n from discount_code_uses u join discount_codes c on c.id = u.code_id where c.code = 'TESTSHIP'`;
    expect(row!.n).toBe(1);
  });

  it('refuses a code for each reason with its sentence in her language, and writes nothing', async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 9);
    await newCode('TESTLATER', { starts_at: at(hour) });
    await newCode('TESTOLD', { starts_at: at(-2 * hour), ends_at: at(-hour) });
    await newCode('TESTMIN', { min_goods: 5000 });
    await newCode('TESTDONE', { max_uses: 1 });
    await newCode('TESTONCE', { once_per_phone: true });
    await sql`update discount_codes set uses = 1 where code = 'TESTDONE'`;
    const phone = uniquePhone();
    const first = await placeOrder(orderRequest(catalog, { flow: 'cart', phone, lines: [teeLine(1)], discountCode: 'TESTONCE' }), sql);
    expect(first.ok).toBe(true);
    const stock = await stockOf(sql, catalog.tee, 'M', 'Black');
    const [{ n: before }] = (await sql`select count(*)::int as n from orders`) as unknown as [{ n: number }];
    const tries: [string, string, string][] = [
      ['NOSUCH', 'unknown', 'Ce code n’existe pas. Vérifiez comment il est écrit.'],
      ['TESTLATER', 'not_yet', 'Ce code n’est pas encore valable.'],
      ['TESTOLD', 'expired', 'Ce code a expiré.'],
      ['TESTMIN', 'under_minimum', 'Ce code demande au moins 5\u202f000\u00a0DA d’articles dans votre commande.'],
      ['TESTDONE', 'used_up', 'Ce code a été utilisé autant de fois que possible.'],
    ];
    for (const [code, reason, sentence] of tries) {
      const result = await placeOrder(orderRequest(catalog, { locale: 'fr', lines: [teeLine(1)], discountCode: code }), sql);
      expect(refusalOf(result), code).toBe(`discount_code_refused:${reason}`);
      if (result.ok) continue;
      expect(result.refusal.details.field).toBe('discountCode');
      const { messageKey, values } = result.refusal.details;
      expect(orderTranslator('cart', 'fr')(messageKey, values)).toContain(sentence);
    }
    // Another order from the same phone, after its cooldown: the code was already used with it (in Arabic).
    await sql`update orders set created_at = created_at - interval '1 day' where phone = ${phone}`;
    const again = await placeOrder(
      orderRequest(catalog, { flow: 'cart', locale: 'ar', phone, lines: [teeLine(2)], discountCode: 'testonce' }),
      sql,
    );
    expect(refusalOf(again)).toBe('discount_code_refused:phone_used');
    if (!again.ok) expect(orderTranslator('cart', 'ar')(again.refusal.details.messageKey)).toBe('سبق استعمال هذا الرمز برقم الهاتف هذا.');
    const [{ n: after }] = (await sql`select count(*)::int as n from orders`) as unknown as [{ n: number }];
    expect(after).toBe(before);
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(stock);
    expect(await usesOf('TESTDONE')).toBe(1);
  });

  it('the order statement refuses a code used up after the server read it (the statement is the authority)', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    await newCode('TESTLAST', { max_uses: 1 });
    // Remembered with 0 uses by a first order…
    expect((await placeOrder(orderRequest(catalog, { lines: [capLine(1)], discountCode: 'TESTLAST' }), sql)).ok).toBe(true);
    // …and used up by then: the statement's count refuses the next one.
    const result = await placeOrder(orderRequest(catalog, { lines: [capLine(1)], discountCode: 'TESTLAST' }), sql);
    expect(refusalOf(result)).toBe('discount_code_refused:used_up');
    expect(await usesOf('TESTLAST')).toBe(1);
  });

  it('a cancelled order gives its use back, once', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    await newCode('TESTBACK', { max_uses: 2 });
    const a = await placeOrder(orderRequest(catalog, { lines: [capLine(1)], discountCode: 'TESTBACK' }), sql);
    expect(a.ok).toBe(true);
    expect(await usesOf('TESTBACK')).toBe(1);
    if (!a.ok) return;
    expect((await moveOrder(sql, a.order.number, 'cancelled', 'owner@example.dz')).ok).toBe(true);
    expect(await usesOf('TESTBACK')).toBe(0);
    // Cancelled twice is refused by the workflow; the use came back once.
    await moveOrder(sql, a.order.number, 'cancelled', 'owner@example.dz');
    expect(await usesOf('TESTBACK')).toBe(0);
  });

  it(`concurrent buyers of a 5-use code: exactly 5 orders get it (${onPostgres ? 'PostgreSQL, side by side' : 'PGlite'})`, async () => {
    await setStock(sql, catalog.cap, '', '', 100);
    await newCode('TESTDROP', { max_uses: 5 });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => placeOrder(orderRequest(catalog, { lines: [capLine(1)], discountCode: 'TESTDROP' }), sql)),
    );
    const outcomes = results.map(refusalOf);
    expect(outcomes.filter((o) => o === 'placed').length).toBe(5);
    expect(outcomes.filter((o) => o === 'discount_code_refused:used_up').length).toBe(25);
    expect(await usesOf('TESTDROP')).toBe(5);
    const [row] = await sql`select count(*)::int as n from orders where discount_code = 'TESTDROP'`;
    expect(row!.n).toBe(5);
    expect(await stockOf(sql, catalog.cap)).toBe(95);
  });

  if (onPostgres) {
    it('PostgreSQL: 300 buyers at once and a 50-use code: exactly 50 uses, 50 orders with it', async () => {
      await setStock(sql, catalog.cap, '', '', 1000);
      await newCode('TESTFIFTY', { max_uses: 50 });
      const results = await Promise.all(
        Array.from({ length: 300 }, () => placeOrder(orderRequest(catalog, { lines: [capLine(1)], discountCode: 'TESTFIFTY' }), sql)),
      );
      const outcomes = results.map(refusalOf);
      expect(outcomes.filter((o) => o === 'placed').length).toBe(50);
      expect(outcomes.filter((o) => o !== 'placed').every((o) => o === 'discount_code_refused:used_up')).toBe(true);
      expect(await usesOf('TESTFIFTY')).toBe(50);
      const [row] =
        await sql`select count(*)::int as n from discount_code_uses u join discount_codes c on c.id = u.code_id where c.code = 'TESTFIFTY'`;
      expect(row!.n).toBe(50);
    });
  }
});
