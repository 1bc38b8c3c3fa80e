// Many shoppers at once. On PGlite transactions queue one behind the other; on PostgreSQL 15 they
// truly run side by side over a pool of connections, which is where overselling and double orders
// would show: the heavy cases are registered only there.
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder, type PlaceOrderResult } from '../../src/server/orders/place-order.ts';
import { orderRequest, setStock, stockOf, useTestCatalog } from './orders.fixtures.ts';

const onPostgres = inject('databaseKind') === 'postgres15';
const sql = connect(inject('databaseUrl'), { max: onPostgres ? 40 : 4 });
const PREFIX = 'test-orders-race';
const catalog = useTestCatalog(sql, PREFIX);

const capLine = (quantity = 1) => [{ productId: catalog.cap, size: '', color: '', quantity }];
const codes = (results: PlaceOrderResult[]) => results.map((r) => (r.ok ? (r.replayed ? 'replayed' : 'placed') : r.refusal.code));
const count = (list: string[], value: string) => list.filter((c) => c === value).length;

it('concurrent buyers of the last units: exactly the stock is sold, the others are refused', async () => {
  await setStock(sql, catalog.cap, '', '', 3);
  const results = await Promise.all(Array.from({ length: 12 }, () => placeOrder(orderRequest(catalog, { lines: capLine() }), sql)));
  expect(count(codes(results), 'placed')).toBe(3);
  expect(count(codes(results), 'out_of_stock')).toBe(9);
  expect(await stockOf(sql, catalog.cap)).toBe(0);
});

if (onPostgres) {
  describe('on PostgreSQL 15, with transactions running side by side', () => {
    it('200 concurrent orders for 57 units never oversell, and every order has its lines', async () => {
      await setStock(sql, catalog.cap, '', '', 57);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => placeOrder(orderRequest(catalog, { lines: capLine(1 + (i % 2)) }), sql)),
      );
      const placed = results.filter((r) => r.ok && !r.replayed);
      const sold = placed.reduce((n, r) => n + (r.ok ? r.order.lines[0]!.quantity : 0), 0);
      expect(codes(results).every((c) => c === 'placed' || c === 'out_of_stock')).toBe(true);
      const left = await stockOf(sql, catalog.cap);
      expect(sold + left).toBe(57);
      expect(left).toBeLessThanOrEqual(1);
      const [stored] = await sql`
        select coalesce(sum(l.quantity), 0)::int as units, count(distinct o.id)::int as orders
        from orders o join order_lines l on l.order_id = o.id where l.product_id = ${catalog.cap} and o.id = any(${placed.map((r) => (r.ok ? r.order.id : ''))}::uuid[])`;
      expect(stored).toEqual({ units: sold, orders: placed.length });
    });

    it('one idempotency key sent 40 times at once makes one order, and all 40 get its number', async () => {
      await setStock(sql, catalog.cap, '', '', 50);
      const request = orderRequest(catalog, { lines: capLine() });
      // Half from the same phone (queued on the phone lock), half from other phones (meeting on the unique key).
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => placeOrder(i % 2 ? request : { ...orderRequest(catalog, { lines: capLine() }), idempotencyKey: request.idempotencyKey }, sql)),
      );
      expect(count(codes(results), 'placed')).toBe(1);
      expect(count(codes(results), 'replayed')).toBe(39);
      expect(new Set(results.map((r) => (r.ok ? r.order.number : 0))).size).toBe(1);
      const [row] = await sql`select count(*)::int as n from orders where idempotency_key = ${request.idempotencyKey}`;
      expect(row!.n).toBe(1);
      expect(await stockOf(sql, catalog.cap)).toBe(49);
    });

    it('five phones placing twenty orders each at once (twenty tabs, twenty keys): one order per phone, 95 meet the cooldown', async () => {
      await setStock(sql, catalog.cap, '', '', 30);
      // Five phones side by side, so a gap in the phone's lock has many chances to show.
      const phones = Array.from({ length: 5 }, () => orderRequest(catalog).phone);
      const results = await Promise.all(phones.flatMap((phone) => Array.from({ length: 20 }, () => placeOrder(orderRequest(catalog, { phone, lines: capLine() }), sql))));
      expect(count(codes(results), 'placed')).toBe(5);
      expect(count(codes(results), 'order_cooldown')).toBe(95);
      const stored = await sql`select phone, count(*)::int as n from orders where phone = any(${phones}) group by phone`;
      expect(stored.map((r) => r.n)).toEqual([1, 1, 1, 1, 1]);
      expect(await stockOf(sql, catalog.cap)).toBe(25);
    });

    it('orders taking the same two variants in opposite line order do not deadlock', async () => {
      await setStock(sql, catalog.cap, '', '', 60);
      await setStock(sql, catalog.tee, 'M', 'Black', 60);
      const tee = { productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 };
      const cap = capLine()[0]!;
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => placeOrder(orderRequest(catalog, { lines: i % 2 ? [tee, cap] : [cap, tee] }), sql)),
      );
      expect(count(codes(results), 'placed')).toBe(60);
      expect(await stockOf(sql, catalog.cap)).toBe(0);
      expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(0);
    });
  });
}
