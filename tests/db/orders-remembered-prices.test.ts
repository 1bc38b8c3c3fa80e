// A warm order function prices orders from what it remembers of the catalog, the wilayas and the
// settings, and stores them in one statement (which also refuses a phone the owner listed); whatever
// the owner changed since is what gets charged.
// Every test changes the database between two orders of one client and reads back what was stored.
import { describe, expect, inject, it } from 'vitest';
import postgres from 'postgres';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { countOrderRows, orderRequest, setStock, useTestCatalog } from './orders.fixtures.ts';

// A client of its own (so a memory of its own), which lists every statement it sends.
const statements: string[] = [];
const sql = postgres(inject('databaseUrl'), {
  max: 1,
  prepare: inject('databaseKind') !== 'pglite',
  onnotice: () => {},
  debug: (_connection, query) => statements.push(query.replace(/\s+/g, ' ').trim().slice(0, 60)),
});
const PREFIX = 'test-orders-memory';
const catalog = useTestCatalog(sql, PREFIX);

const cap = (quantity = 1) => [{ productId: catalog.cap, size: '', color: '', quantity }];

/** Places an order and returns what it did and the statements it sent. */
async function order(overrides: Parameters<typeof orderRequest>[1] = {}) {
  statements.length = 0;
  const result = await placeOrder(orderRequest(catalog, overrides), sql);
  return { result, sent: [...statements] };
}

describe('orders priced from memory', () => {
  it("a warm order is one statement, the blacklist's check inside it; a cold one reads the wilaya's communes and the prices first", async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    const cold = await order({ lines: cap() });
    expect(cold.result).toMatchObject({ ok: true, replayed: false });
    expect(cold.sent).toHaveLength(3);
    expect(cold.sent[0]).toMatch(/^select c\.name_fr, c\.name_ar, c\.wilaya_code, n\.code as new_co/);
    expect(cold.sent[1]).toMatch(/^with settings as/);
    expect(cold.sent[2]).toMatch(/^select \* from store_order_unless_listed\(/);

    const warm = await order({ lines: cap() });
    expect(warm.result).toMatchObject({ ok: true, replayed: false, order: { subtotal: 1500, shippingPrice: 600, total: 2100 } });
    expect(warm.sent).toEqual([expect.stringMatching(/^select \* from store_order_unless_listed\(/)]);
  });

  it('charges the price the owner set after it was remembered, and stores it on the line', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    await order({ lines: cap() });
    await sql`update products set price = 1700 where id = ${catalog.cap}`;
    try {
      const { result, sent } = await order({ lines: cap(2) });
      expect(result).toMatchObject({ ok: true, order: { subtotal: 3400, shippingPrice: 600, total: 4000 } });
      // The remembered price refused by the database, read again, and the order stored with it.
      expect(sent).toHaveLength(3);
      if (!result.ok) return;
      const lines = await sql`select unit_price, line_total from order_lines where order_id = ${result.order.id}`;
      expect(lines).toEqual([{ unit_price: 1700, line_total: 3400 }]);
    } finally {
      await sql`update products set price = 1500 where id = ${catalog.cap}`;
    }
  });

  it('charges a changed delivery price and follows a changed free-shipping threshold', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    await sql`insert into site_settings (id) values (1) on conflict (id) do nothing`;
    await order({ lines: cap() });
    const [before] = await sql<{ home_price: number; threshold: number }[]>`
      select home_price, (select free_shipping_threshold from site_settings where id = 1) as threshold from wilayas where code = '16'`;
    try {
      await sql`update wilayas set home_price = 650 where code = '16'`;
      expect((await order({ lines: cap() })).result).toMatchObject({
        ok: true,
        order: { subtotal: 1500, shippingPrice: 650, total: 2150 },
      });
      await sql`update site_settings set free_shipping_threshold = 1500 where id = 1`;
      expect((await order({ lines: cap() })).result).toMatchObject({ ok: true, order: { subtotal: 1500, shippingPrice: 0, total: 1500 } });
    } finally {
      await sql`update wilayas set home_price = ${before!.home_price} where code = '16'`;
      await sql`update site_settings set free_shipping_threshold = ${before!.threshold} where id = 1`;
    }
  });

  it('refuses a product unpublished after it was remembered, and writes nothing', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    await order({ lines: cap() });
    await sql`update products set published = false where id = ${catalog.cap}`;
    try {
      const rowsBefore = await countOrderRows(sql);
      expect((await order({ lines: cap() })).result).toMatchObject({ ok: false, refusal: { code: 'product_not_found' } });
      expect(await countOrderRows(sql)).toEqual(rowsBefore);
    } finally {
      await sql`update products set published = true where id = ${catalog.cap}`;
    }
  });

  it('a delivery type is refused only on what the database says now, in both directions', async () => {
    await setStock(sql, catalog.cap, '', '', 10);
    const [djanet] = await sql<
      { home_price: number; office_price: number }[]
    >`select home_price, office_price from wilayas where code = '56'`;
    try {
      await sql`update wilayas set home_price = 1400, office_price = 0 where code = '56'`;
      // Remembered: home 1400, office not offered.
      expect((await order({ lines: cap(), wilayaCode: '56' })).result).toMatchObject({ ok: true, order: { shippingPrice: 1400 } });
      await sql`update wilayas set office_price = 900 where code = '56'`;
      expect((await order({ lines: cap(), wilayaCode: '56', deliveryType: 'office' })).result).toMatchObject({
        ok: true,
        order: { shippingPrice: 900 },
      });
      await sql`update wilayas set home_price = 0 where code = '56'`;
      expect((await order({ lines: cap(), wilayaCode: '56' })).result).toMatchObject({
        ok: false,
        refusal: { code: 'delivery_not_offered' },
      });
    } finally {
      await sql`update wilayas set home_price = ${djanet!.home_price}, office_price = ${djanet!.office_price} where code = '56'`;
    }
  });

  it('follows a variant that was removed and made again (a new id)', async () => {
    await setStock(sql, catalog.tee, 'M', 'Black', 5);
    const tee = [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }];
    await order({ lines: tee });
    await sql`delete from variants where product_id = ${catalog.tee} and size = 'M' and color = 'Black'`;
    await sql`insert into variants (product_id, size, color, stock) values (${catalog.tee}, 'M', 'Black', 2)`;
    const { result } = await order({ lines: tee });
    expect(result).toMatchObject({ ok: true, order: { lines: [{ size: 'M', color: 'Black', unitPrice: 3200 }] } });
    if (!result.ok) return;
    const [line] = await sql<{ variant_id: number; stock: number }[]>`
      select l.variant_id::int, v.stock from order_lines l join variants v on v.id = l.variant_id where l.order_id = ${result.order.id}`;
    expect(line).toEqual({ variant_id: result.order.lines[0]!.variantId, stock: 1 });
  });
});
