// Two admins (or twenty) clicking at the same moment: a cancel gives the units back once, a returned
// parcel's receipt once, and an order never takes two moves from one status. On PGlite transactions
// queue one behind the other; on PostgreSQL 15 they run side by side over a pool of connections,
// where a missing row lock would show: the heavy cases are registered only there.
import { describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { moveOrder, moveOrders, receiveReturn, type MoveResult } from '../../src/server/orders/order-moves.service.ts';
import { orderRequest, setStock, stockOf, useTestCatalog } from './orders.fixtures.ts';

const onPostgres = inject('databaseKind') === 'postgres15';
const sql = connect(inject('databaseUrl'), { max: onPostgres ? 30 : 1 });
const PREFIX = 'test-admin-race';
const catalog = useTestCatalog(sql, PREFIX);

/** An order of `quantity` tees M/Black and `caps` caps, through the real order path. */
async function place(quantity: number, caps = 0): Promise<number> {
  const lines = [
    { productId: catalog.tee, size: 'M', color: 'Black', quantity },
    ...(caps ? [{ productId: catalog.cap, size: '', color: '', quantity: caps }] : []),
  ];
  const result = await placeOrder(orderRequest(catalog, { lines }), sql);
  if (!result.ok) throw new Error(`order refused: ${result.refusal.code}`);
  return result.order.number;
}

const oks = (results: MoveResult[]) => results.filter((r) => r.ok).length;
const historyOf = async (number: number) =>
  sql<
    { kind: string; status: string }[]
  >`select h.kind, h.status from order_status_history h join orders o on o.id = h.order_id where o.number = ${number} order by h.id`;

it('a cancel sent twice gives the units back once', async () => {
  await setStock(sql, catalog.tee, 'M', 'Black', 10);
  const number = await place(2);
  const results = [await moveOrder(sql, number, 'cancelled', 'a@test.dz'), await moveOrder(sql, number, 'cancelled', 'b@test.dz')];
  expect(results.map((r) => r.ok)).toEqual([true, false]);
  expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(10);
});

if (onPostgres) {
  describe('on PostgreSQL 15, with transactions running side by side', () => {
    it('twenty admins cancel one order at once: one cancel, the units back once, one history entry of each kind', async () => {
      await setStock(sql, catalog.tee, 'M', 'Black', 10);
      await setStock(sql, catalog.cap, '', '', 10);
      const number = await place(3, 2);
      expect([await stockOf(sql, catalog.tee, 'M', 'Black'), await stockOf(sql, catalog.cap)]).toEqual([7, 8]);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => moveOrder(sql, number, 'cancelled', `admin${i}@test.dz`)));
      expect(oks(results)).toBe(1);
      expect(results.filter((r) => !r.ok && r.code === 'transition_refused')).toHaveLength(19);
      expect([await stockOf(sql, catalog.tee, 'M', 'Black'), await stockOf(sql, catalog.cap)]).toEqual([10, 10]);
      expect(await historyOf(number)).toEqual([
        { kind: 'status', status: 'pending' },
        { kind: 'status', status: 'cancelled' },
        { kind: 'restock', status: 'cancelled' },
      ]);
    });

    it('twenty admins mark one returned parcel received at once: the units come back once', async () => {
      await setStock(sql, catalog.tee, 'M', 'Black', 10);
      const number = await place(4);
      for (const to of ['confirmed', 'shipped', 'returned'] as const) expect((await moveOrder(sql, number, to, 'a@test.dz')).ok).toBe(true);
      expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(6);
      const results = await Promise.all(Array.from({ length: 20 }, () => receiveReturn(sql, number, 'a@test.dz')));
      expect(oks(results)).toBe(1);
      expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(10);
    });

    it('cancel and confirm, ship and return, racing on one order: exactly one of each pair wins, and stock follows the winner', async () => {
      for (let round = 0; round < 10; round++) {
        await setStock(sql, catalog.tee, 'M', 'Black', 10);
        const number = await place(1);
        const [cancel, confirm] = await Promise.all([
          moveOrder(sql, number, 'cancelled', 'a@test.dz'),
          moveOrder(sql, number, 'confirmed', 'b@test.dz'),
        ]);
        // Both can pass in order (confirm then cancel); never a cancel without its units back.
        const [row] = await sql<{ status: string }[]>`select status from orders where number = ${number}`;
        expect(cancel.ok || confirm.ok).toBe(true);
        expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(row!.status === 'cancelled' ? 10 : 9);
        if (row!.status === 'cancelled') continue;
        await moveOrder(sql, number, 'shipped', 'a@test.dz');
        const [delivered, returned] = await Promise.all([
          moveOrder(sql, number, 'delivered', 'a@test.dz'),
          moveOrder(sql, number, 'returned', 'b@test.dz'),
        ]);
        expect(oks([delivered, returned])).toBe(1);
      }
    });

    it('stock taken by new orders while cancels give it back: nothing lost, nothing made up', async () => {
      await setStock(sql, catalog.tee, 'M', 'Black', 40);
      await setStock(sql, catalog.cap, '', '', 40);
      const first = await Promise.all(Array.from({ length: 10 }, () => place(2, 1)));
      const [afterFirst] = [await stockOf(sql, catalog.tee, 'M', 'Black')];
      expect(afterFirst).toBe(20);
      // Ten cancels (each sent twice) and ten new orders, all at once.
      const [cancels, , placed] = await Promise.all([
        Promise.all(first.map((n) => moveOrder(sql, n, 'cancelled', 'a@test.dz'))),
        Promise.all(first.map((n) => moveOrder(sql, n, 'cancelled', 'b@test.dz'))),
        Promise.all(
          Array.from({ length: 10 }, () =>
            placeOrder(
              orderRequest(catalog, {
                lines: [
                  { productId: catalog.cap, size: '', color: '', quantity: 1 },
                  { productId: catalog.tee, size: 'M', color: 'Black', quantity: 1 },
                ],
              }),
              sql,
            ),
          ),
        ),
      ]);
      expect(cancels.length).toBe(10);
      const [cancelled] = await sql<
        { n: number }[]
      >`select count(*)::int as n from orders where number = any(${first}) and status = 'cancelled'`;
      const [restocks] = await sql<{ n: number }[]>`
        select count(*)::int as n from order_status_history h join orders o on o.id = h.order_id where o.number = any(${first}) and h.kind = 'restock'`;
      expect([cancelled!.n, restocks!.n]).toEqual([10, 10]);
      const sold = placed.filter((r) => r.ok).length;
      expect(sold).toBe(10);
      expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(40 - sold);
      expect(await stockOf(sql, catalog.cap)).toBe(40 - sold);
    });

    it('two bulk cancels of the same orders at once: each order cancelled and restocked once, each refused once', async () => {
      await setStock(sql, catalog.tee, 'M', 'Black', 30);
      const numbers = await Promise.all(Array.from({ length: 8 }, () => place(1)));
      const [a, b] = await Promise.all([
        moveOrders(sql, numbers, 'cancelled', 'a@test.dz'),
        moveOrders(sql, [...numbers].reverse(), 'cancelled', 'b@test.dz'),
      ]);
      for (const number of numbers) {
        const wins = [...a, ...b].filter((r) => r.number === number && r.ok).length;
        expect(wins, `#${number}`).toBe(1);
      }
      expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(30);
    });
  });
}
