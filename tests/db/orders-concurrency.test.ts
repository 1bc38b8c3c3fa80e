// Many shoppers at once. On PGlite transactions queue one behind the other; on PostgreSQL 15 they
// truly run side by side over a pool of connections, which is where overselling and double orders
// would show: the heavy cases are registered only there.
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder, type PlaceOrderResult } from '../../src/server/orders/place-order.ts';
import { orderRequest, setStock, stockOf, useTestCatalog } from './orders.fixtures.ts';
import type { OrderRequest } from '../../src/domain/orders/order-request.ts';

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

    it("takes the client address's lock only for an order a per-address rule applies to: with the orders per address off, a tee waits for no one, a Limited cap does; with them on, the tee waits too", async () => {
      await sql`insert into site_settings (id) values (1) on conflict (id) do nothing`;
      await sql`update site_settings set order_rate_per_address = 0`;
      await setStock(sql, catalog.cap, '', '', 10);
      await setStock(sql, catalog.tee, 'M', 'Black', 10);
      const client = { addressKey: 'ip:198.51.100.77' };
      // settle_order's lock of the client address (supabase/definitions/settle_order.sql), held by another transaction.
      const holder = await sql.reserve();
      const lockAddress = async () => {
        await holder`begin`;
        await holder`select pg_advisory_xact_lock(4821339, hashtext(${client.addressKey}))`;
      };
      /** Places the order while the address is locked: whether it waited for the lock, or was placed before it was let go. */
      const placedWhileLocked = async (lines: OrderRequest['lines']) => {
        await lockAddress();
        let done = false;
        const order = placeOrder(orderRequest(catalog, { lines }), sql, client).finally(() => (done = true));
        let waited = false;
        for (let i = 0; i < 400 && !done && !waited; i++) {
          const [row] = await sql<{ n: number }[]>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`;
          waited = row!.n > 0;
          if (!waited) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        const placedBeforeRelease = done;
        await holder`commit`;
        expect(codes([await order])).toEqual(['placed']);
        return { waited, placedBeforeRelease };
      };
      const tee = [{ productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 }];
      try {
        // No per-address rule applies to a tee: placed while the address is locked.
        expect(await placedWhileLocked(tee)).toEqual({ waited: false, placedBeforeRelease: true });
        // The cap made a drop product: the drop cap applies, so its order waits for the lock.
        await sql`update products set badge = 'limited' where id = ${catalog.cap}`;
        expect(await placedWhileLocked(capLine())).toEqual({ waited: true, placedBeforeRelease: false });
        // The orders per address on: every order from the address waits for it.
        await sql`update site_settings set order_rate_per_address = 30`;
        expect(await placedWhileLocked(tee)).toEqual({ waited: true, placedBeforeRelease: false });
      } finally {
        await holder`rollback`.catch(() => undefined);
        holder.release();
        await sql`update products set badge = null where id = ${catalog.cap}`;
        await sql`update site_settings set order_rate_per_address = default`;
      }
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
