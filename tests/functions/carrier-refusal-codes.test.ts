// Each refusal about a carrier that the admin shows has a stable code, so the admin words it in the
// owner's language (Arabic, French, English) instead of showing the server's English; where the words
// are the carrier's own, they come as it said them. Through the real admin functions and the real
// database, against a stand-in for an Ecotrack courier (tests/carriers/stand-ins/ecotrack), which stands
// in for a service outside this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { confirmedOrder, connectEcotrack, createParcels, ecotrackShop, closeEcotrackShop } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-refusal-codes';
const TOKEN = 'ecotrack-refusals-token-0099';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  ({ catalog, courier, admin } = await ecotrackShop(sql, PREFIX, {
    token: TOKEN,
    courierCode: 'REFU',
    perMinute: 10_000,
    owner: 'refusals-owner@test.dz',
  }));
});
afterAll(() => closeEcotrackShop(sql, PREFIX, courier));

const cancel = (number: number) => call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: admin });
const stateOf = async (number: number) =>
  (await sql<{ state: string }[]>`select p.state from parcels p join orders o on o.id = p.order_id where o.number = ${number}`).map(
    (r) => r.state,
  );

describe("a parcel's cancel, refused by code", () => {
  it('not_found: an order without a parcel', async () => {
    const number = await confirmedOrder(sql, catalog);
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code]).toEqual([404, 'not_found']);
  });

  it('parcel_creating: a parcel whose create the carrier has not answered yet', async () => {
    const number = await confirmedOrder(sql, catalog);
    courier.setTimeoutMode(true);
    await createParcels(admin, 'ecotrack', [{ number }]);
    courier.setTimeoutMode(false);
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code]).toEqual([409, 'parcel_creating']);
    expect(await stateOf(number)).toEqual(['creating']);
  });

  it('carrier_refused: the carrier says no, its reason in the message', async () => {
    const number = await confirmedOrder(sql, catalog);
    const [made] = await createParcels(admin, 'ecotrack', [{ number }]);
    if (!made?.ok) throw new Error('not created');
    // Ecotrack no longer deletes a parcel once valid/order sent it for collection, which the shop does at once.
    const answer = await cancel(number);
    expect([answer.status, answer.body.error.code]).toEqual([409, 'carrier_refused']);
    expect(answer.body.error.message).toContain(made.parcel.tracking!);
    expect(await stateOf(number)).toEqual(['created']);
  });

  it('not_connected: the carrier was disconnected since the parcel was made', async () => {
    const number = await confirmedOrder(sql, catalog);
    const [made] = await createParcels(admin, 'ecotrack', [{ number }]);
    expect(made).toMatchObject({ ok: true });
    expect((await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: admin })).status).toBe(204);
    try {
      const answer = await cancel(number);
      expect([answer.status, answer.body.error.code]).toEqual([409, 'not_connected']);
      expect(await stateOf(number)).toEqual(['created']);
    } finally {
      await connectEcotrack(TOKEN, courier.url, admin);
    }
  });
});

describe('the labels of a selection, refused by code with the orders in details', () => {
  const labels = (numbers: number[]) => call(adminParcels, `/api/admin/parcels/labels?numbers=${numbers.join(',')}`, { token: admin });

  it('not_found: the orders of the selection that have no parcel, named', async () => {
    const sent = await confirmedOrder(sql, catalog);
    const unsent = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number: sent }]);
    const answer = await labels([sent, unsent]);
    expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([404, 'not_found', { numbers: [unsent] }]);
  });

  it('not_connected: the order whose carrier was disconnected, and its platform', async () => {
    const number = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number }]);
    expect((await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: admin })).status).toBe(204);
    try {
      const answer = await labels([number]);
      expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([
        409,
        'not_connected',
        { number, platform: 'ecotrack' },
      ]);
    } finally {
      await connectEcotrack(TOKEN, courier.url, admin);
    }
  });

  it('carrier_unreachable: the order whose label the carrier did not give', async () => {
    const number = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number }]);
    // The courier's server fails on the label route (HTTP 500), however often it is asked.
    for (let i = 0; i < 3; i++) courier.failNext(500, 'get/order/label');
    const answer = await labels([number]);
    expect([answer.status, answer.body.error.code, answer.body.error.details]).toEqual([
      502,
      'carrier_unreachable',
      { number, platform: 'ecotrack' },
    ]);
  });
});
