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
      const results = await Promise.all(Array.from({ length: 40 }, () => placeOrder(request, sql)));
      expect(count(codes(results), 'placed')).toBe(1);
      expect(count(codes(results), 'replayed')).toBe(39);
      expect(new Set(results.map((r) => (r.ok ? r.order.number : 0))).size).toBe(1);
      const [row] = await sql`select count(*)::int as n from orders where idempotency_key = ${request.idempotencyKey}`;
      expect(row!.n).toBe(1);
      expect(await stockOf(sql, catalog.cap)).toBe(49);
    });

    it('one idempotency key with 40 different orders at once (other phones, so they meet on the unique key): one order, 39 refused', async () => {
      await setStock(sql, catalog.cap, '', '', 50);
      const key = orderRequest(catalog).idempotencyKey;
      const results = await Promise.all(
        Array.from({ length: 40 }, () => placeOrder({ ...orderRequest(catalog, { lines: capLine() }), idempotencyKey: key }, sql)),
      );
      expect(count(codes(results), 'placed')).toBe(1);
      expect(count(codes(results), 'idempotency_key_reused')).toBe(39);
      const [row] = await sql`select count(*)::int as n from orders where idempotency_key = ${key}`;
      expect(row!.n).toBe(1);
      expect(await stockOf(sql, catalog.cap)).toBe(49);
    });

    for (const [flow, refusal] of [
      ['checkout', 'order_cooldown'],
      ['cart', 'order_already_placed'],
    ] as const) {
      it(`${flow}: five phones sending twenty orders each at once (twenty tabs, twenty keys): one order per phone, 95 refused (${refusal})`, async () => {
        await setStock(sql, catalog.cap, '', '', 30);
        // Five phones side by side, so a gap in the phone's lock has many chances to show. In the cart
        // the twenty are the same order (a double tap); the standalone checkout refuses any second one.
        const phones = Array.from({ length: 5 }, () => orderRequest(catalog).phone);
        const results = await Promise.all(
          phones.flatMap((phone) =>
            Array.from({ length: 20 }, (_, i) =>
              placeOrder(orderRequest(catalog, { flow, phone, lines: capLine(flow === 'checkout' ? 1 + (i % 2) : 1) }), sql),
            ),
          ),
        );
        expect(count(codes(results), 'placed')).toBe(5);
        expect(count(codes(results), refusal)).toBe(95);
        const stored = await sql`select phone, count(*)::int as n from orders where phone = any(${phones}) group by phone`;
        expect(stored.map((r) => r.n)).toEqual([1, 1, 1, 1, 1]);
        expect(await stockOf(sql, catalog.cap)).toBeGreaterThanOrEqual(20);
      });
    }

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
