// The admin's order list marks each row's parcel (GET /api/admin/orders): its carrier and tracking
// number once created, 'creating' while the carrier has not said (waiting), 'failed' with no tracking,
// and null for an order never sent. Parcels are made through the real admin function against a stand-in
// for an Ecotrack courier (tests/carriers/stand-ins/ecotrack), which stands in for a service outside
// this machine; the list is read through the real function from the real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.ts';
import { db } from '../../src/server/db/client.ts';
import type { OrderListPage, OrderListRow } from '../../src/domain/admin-orders/order-list.ts';
import { type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { confirmedOrder, createParcels, ecotrackShop, closeEcotrackShop } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-order-list-parcels';
const TOKEN = 'ecotrack-list-token-0077';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  ({ catalog, courier, admin } = await ecotrackShop(sql, PREFIX, {
    token: TOKEN,
    courierCode: 'LIST',
    perMinute: 10_000,
    owner: 'list-owner@test.dz',
  }));
});
afterAll(() => closeEcotrackShop(sql, PREFIX, courier));

async function rowOf(number: number): Promise<OrderListRow> {
  const answer = await call(adminOrders, `/api/admin/orders?q=${number}`, { token: admin });
  expect(answer.status).toBe(200);
  const row = (answer.body as OrderListPage).orders.find((o) => o.number === number);
  if (!row) throw new Error(`#${number} is not in the list`);
  return row;
}

describe('the order list’s parcel marker', () => {
  it('gives each row its parcel: created with its tracking, waiting, failed, or none', async () => {
    const created = await confirmedOrder(sql, catalog);
    // Ecotrack refuses an address over 255 characters (ECO-PM): the parcel is recorded as failed.
    const refused = await confirmedOrder(sql, catalog, { address: 'Cité des 1000 logements, bâtiment B, '.repeat(9).trim() });
    const never = await confirmedOrder(sql, catalog);
    const [made, failed] = await createParcels(admin, 'ecotrack', [{ number: created }, { number: refused }]);
    if (!made?.ok) throw new Error('not created');
    expect(failed).toMatchObject({ ok: false, code: 'carrier_refused' });

    // A create whose answer was lost: the carrier has not said, the row waits ('creating').
    const lost = await confirmedOrder(sql, catalog);
    courier.setTimeoutMode(true);
    const [unanswered] = await createParcels(admin, 'ecotrack', [{ number: lost }]);
    courier.setTimeoutMode(false);
    expect(unanswered).toMatchObject({ ok: false, code: 'carrier_unreachable' });

    expect((await rowOf(created)).parcel).toEqual({ platform: 'ecotrack', state: 'created', tracking: made.parcel.tracking });
    expect((await rowOf(refused)).parcel).toEqual({ platform: 'ecotrack', state: 'failed', tracking: null });
    expect((await rowOf(lost)).parcel).toEqual({ platform: 'ecotrack', state: 'creating', tracking: null });
    expect((await rowOf(never)).parcel).toBeNull();
  });

  it('marks the live parcel over an older failed or cancelled one, on every row of a page', async () => {
    const number = await confirmedOrder(sql, catalog);
    const [first] = await createParcels(admin, 'ecotrack', [{ number }]);
    if (!first?.ok) throw new Error('not created');
    // An older attempt of the same order that failed: the created parcel is the one marked.
    const [order] = await sql<{ id: string }[]>`select id from orders where number = ${number}`;
    await sql`insert into parcels (order_id, platform, reference, state, failure, created_at)
              values (${order!.id}, 'ecotrack', ${`${number}-old`}, 'failed', 'an older refusal', now() - interval '1 day')`;
    expect((await rowOf(number)).parcel).toEqual({ platform: 'ecotrack', state: 'created', tracking: first.parcel.tracking });

    // The whole page carries the field, one row per order (the lateral read never repeats a row).
    const page = await call(adminOrders, '/api/admin/orders?status=confirmed&limit=100', { token: admin });
    const rows = (page.body as OrderListPage).orders;
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(rows.every((r) => r.parcel === null || ['creating', 'created', 'failed', 'cancelled'].includes(r.parcel.state))).toBe(true);
    expect(rows.find((r) => r.number === number)?.parcel).toMatchObject({ state: 'created' });
  });
});
