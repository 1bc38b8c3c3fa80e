// One tap to add before confirmation (issue 42 §3), on the real statement (add_order_line) in PGlite
// and PostgreSQL 15: the stock moves once, a retry replays, two orders racing for the last piece get
// it once, a confirmed order takes nothing more, and the totals (the COD amount) are right.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { addLineToOrder } from '../../src/server/orders/add-line.ts';
import { findPairOffer } from '../../src/server/orders/pair-offer.repo.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import { historyLineOf } from '../../src/domain/orders/history-lines.ts';
import { createTestCatalog, dropTestCatalog, orderRequest, setStock, stockOf, type TestCatalog } from './orders.fixtures.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';

const onPostgres = inject('databaseKind') === 'postgres15';
const sql = connect(inject('databaseUrl'), { max: onPostgres ? 10 : 4 });
const PREFIX = 'test-added-line';
const hat = `${PREFIX}-hat`;
let catalog: TestCatalog;
let threshold: number;

beforeAll(async () => {
  catalog = await createTestCatalog(sql, PREFIX);
  // Another category, paired by the owner with the tee: it comes before the cap of the tee's category.
  await sql`insert into products (id, name, price, category, sizes, position, published, translations)
            values (${hat}, 'Bucket Hat', 1200, 'Hats', '{M,L}', 1003, true, ${sql.json({ ar: { name: 'قبعة' } })})`;
  await sql`insert into variants (product_id, size, color, stock) values (${hat}, 'M', '', 4), (${hat}, 'L', '', 4)`;
  await sql`update variants set stock = 100 where product_id = ${catalog.tee}`;
  const [s] = await sql<{ t: number }[]>`select coalesce((select free_shipping_threshold from site_settings where id = 1), 5000) as t`;
  threshold = s!.t;
});
afterAll(async () => {
  await sql`delete from orders where id in (select order_id from order_lines where product_id like ${`${PREFIX}-%`})`;
  await dropTestCatalog(sql, PREFIX);
  await sql.end();
});

async function placed(overrides: Partial<OrderRequest> = {}) {
  const result = await placeOrder(orderRequest(catalog, overrides), sql);
  if (!result.ok) throw new Error(result.refusal.code);
  return result.order;
}
const orderRow = async (id: string) =>
  (
    await sql<{ subtotal: number; shipping_price: number; total: number; status: string }[]>`
    select subtotal, shipping_price, total, status from orders where id = ${id}`
  )[0]!;
const lineCount = async (id: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from order_lines where order_id = ${id}`)[0]!.n;
const tap = (productId: string, size: string, unitPrice: number, key = `tap-${randomUUID()}`) => ({
  key,
  productId,
  size,
  color: '',
  unitPrice,
});

describe('the offer', () => {
  it("offers the owner's pair first, in her size; then a piece of the same category; nothing already in the order", async () => {
    await sql`insert into product_pairs (product_id, paired_id) values (${catalog.tee}, ${hat})`;
    try {
      const order = await placed({ lines: [{ productId: catalog.tee, size: 'L', color: 'Black', quantity: 1 }] });
      const offer = await findPairOffer(sql, order.id);
      expect(offer).toMatchObject({ productId: hat, name: 'Bucket Hat', unitPrice: 1200, chosen: { size: 'L', color: '' } });
      expect(offer!.options).toEqual([
        { size: 'M', color: '' },
        { size: 'L', color: '' },
      ]);
      // In Arabic, the name she reads (and the statement writes).
      const ar = await placed({ locale: 'ar' });
      expect((await findPairOffer(sql, ar.id))?.name).toBe('قبعة');
      // Her size sold out: the pair is still offered (in M only), she picks the size herself.
      await setStock(sql, hat, 'L', '', 0);
      expect((await findPairOffer(sql, order.id))?.chosen).toBeNull();
      await setStock(sql, hat, 'L', '', 4);
    } finally {
      await sql`delete from product_pairs where product_id = ${catalog.tee}`;
    }
    // No pair: the cap of the tee's category (one size, chosen).
    const order = await placed();
    expect(await findPairOffer(sql, order.id)).toMatchObject({ productId: catalog.cap, unitPrice: 1500, chosen: { size: '', color: '' } });
    const both = await placed({
      lines: [
        { productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 },
        { productId: catalog.cap, size: '', color: '', quantity: 1 },
      ],
    });
    expect(await findPairOffer(sql, both.id)).toBeNull();
  });
});

describe('the add statement', () => {
  it('adds the piece once: stock, line, totals and COD amount, the history line; a retry replays', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    const order = await placed();
    const before = await orderRow(order.id);
    const first = tap(catalog.cap, '', 1500);
    expect(await addLineToOrder(sql, order.id, first)).toBe('added');
    expect(await addLineToOrder(sql, order.id, first)).toBe('replayed');
    expect(await addLineToOrder(sql, order.id, tap(catalog.cap, '', 1500))).toBe('already_added');
    expect(await stockOf(sql, catalog.cap)).toBe(2);
    expect(await lineCount(order.id)).toBe(2);
    const after = await orderRow(order.id);
    // 3,200 + 1,500 stays under the free-delivery threshold: delivery as it was, the total (COD) up by the piece.
    expect(3200 + 1500).toBeLessThan(threshold);
    expect(after).toEqual({
      subtotal: before.subtotal + 1500,
      shipping_price: before.shipping_price,
      total: before.total + 1500,
      status: 'pending',
    });
    const [line] =
      await sql`select product_name, unit_price, quantity, line_total, added_key from order_lines where order_id = ${order.id} and added_key is not null`;
    expect(line).toEqual({ product_name: 'Order Test Cap', unit_price: 1500, quantity: 1, line_total: 1500, added_key: first.key });
    const history = await sql<{ kind: string; note: string; by: string }[]>`
      select kind, note, changed_by as by from order_status_history where order_id = ${order.id} and kind = 'line_added'`;
    expect(history.map(historyLineOf)).toEqual([{ kind: 'customer_added', item: 'Order Test Cap', unitPrice: 1500 }]);
  });

  it('makes delivery free when the goods reach the threshold, and never charges it again', async () => {
    await sql`update products set price = ${threshold - 3200 + 100} where id = ${hat}`;
    await sql`insert into product_pairs (product_id, paired_id) values (${catalog.tee}, ${hat})`;
    try {
      const order = await placed();
      const before = await orderRow(order.id);
      expect(before.shipping_price).toBeGreaterThan(0);
      expect(await addLineToOrder(sql, order.id, tap(hat, 'M', threshold - 3100))).toBe('added');
      const after = await orderRow(order.id);
      expect(after).toMatchObject({ subtotal: threshold + 100, shipping_price: 0, total: threshold + 100 });
    } finally {
      await sql`delete from product_pairs where product_id = ${catalog.tee}`;
      await sql`update products set price = 1200 where id = ${hat}`;
    }
  });

  it('is refused once the order is confirmed, for a price she was not shown, and for a piece not offered', async () => {
    await setStock(sql, catalog.cap, '', '', 3);
    const order = await placed();
    expect(await addLineToOrder(sql, order.id, tap(catalog.cap, '', 1400))).toBe('price_changed');
    expect(await addLineToOrder(sql, order.id, tap(hat, 'M', 1200))).toBe('not_offered');
    expect(await addLineToOrder(sql, order.id, tap(catalog.draft, '', 900))).toBe('not_offered');
    expect((await moveOrder(sql, order.number, 'confirmed', 'owner@test.dz')).ok).toBe(true);
    const before = await orderRow(order.id);
    expect(await addLineToOrder(sql, order.id, tap(catalog.cap, '', 1500))).toBe('closed');
    expect(await stockOf(sql, catalog.cap)).toBe(3);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await lineCount(order.id)).toBe(1);
  });

  it('never offers nor adds a drop piece: a Limited product, or any while the site password is on', async () => {
    // The drop's per-address cap (address_drop_units) is store_order's and settle_order's; an added
    // line would take a unit past it, so a drop piece is never suggested and the statement refuses it.
    await setStock(sql, catalog.cap, '', '', 3);
    const order = await placed();
    await sql`update products set badge = 'limited' where id = ${catalog.cap}`;
    try {
      expect(await findPairOffer(sql, order.id)).toBeNull();
      expect(await addLineToOrder(sql, order.id, tap(catalog.cap, '', 1500))).toBe('not_offered');
    } finally {
      await sql`update products set badge = null where id = ${catalog.cap}`;
    }
    await sql`update site_settings set password_enabled = true where id = 1`;
    try {
      expect(await findPairOffer(sql, order.id)).toBeNull();
      expect(await addLineToOrder(sql, order.id, tap(catalog.cap, '', 1500))).toBe('not_offered');
    } finally {
      await sql`update site_settings set password_enabled = false where id = 1`;
    }
    expect(await stockOf(sql, catalog.cap)).toBe(3);
    expect(await lineCount(order.id)).toBe(1);
    // The drop over, the same piece is offered and added again.
    expect(await findPairOffer(sql, order.id)).toMatchObject({ productId: catalog.cap });
    expect(await addLineToOrder(sql, order.id, tap(catalog.cap, '', 1500))).toBe('added');
  });

  it('five orders tapping for the last piece at once: one gets it, the others hear it sold out', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, () => placed()));
    await setStock(sql, catalog.cap, '', '', 1);
    const outcomes = await Promise.all(orders.map((o) => addLineToOrder(sql, o.id, tap(catalog.cap, '', 1500))));
    expect(outcomes.sort()).toEqual(['added', 'sold_out', 'sold_out', 'sold_out', 'sold_out']);
    expect(await stockOf(sql, catalog.cap)).toBe(0);
    const lines = await Promise.all(orders.map((o) => lineCount(o.id)));
    expect(lines.sort()).toEqual([1, 1, 1, 1, 2]);
  });

  it('the same tap sent ten times at once adds one line and takes one unit', async () => {
    await setStock(sql, catalog.cap, '', '', 5);
    const order = await placed();
    const same = tap(catalog.cap, '', 1500);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => addLineToOrder(sql, order.id, same)));
    expect(outcomes.filter((o) => o === 'added')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'replayed')).toHaveLength(9);
    expect(await stockOf(sql, catalog.cap)).toBe(4);
    expect(await lineCount(order.id)).toBe(2);
  });
});
