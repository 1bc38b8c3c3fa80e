// Each refusal about a carrier that the admin shows has a stable code, so the admin words it in the
// owner's language (Arabic, French, English) instead of showing the server's English; where the words
// are the carrier's own, they come as it said them. Through the real admin functions and the real
// database, against a stand-in for an Ecotrack courier (tests/carriers/stand-ins/ecotrack), which stands
// in for a service outside this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { startEcotrackStandIn, type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { carrierShop, closeCarrierShop, confirmedOrder, connectEcotrack, createParcels } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-refusal-codes';
const TOKEN = 'ecotrack-refusals-token-0099';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  catalog = await carrierShop(sql, PREFIX);
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'REFU', perMinute: 10_000 });
  await makeAdmin('refusals-owner@test.dz');
  admin = (await signedIn('refusals-owner@test.dz')).token;
  await connectEcotrack(TOKEN, courier.url, admin);
  process.env.CARRIER_TIMEOUT_MS = '1500';
});
afterAll(async () => {
  delete process.env.CARRIER_TIMEOUT_MS;
  await courier.close();
  await closeCarrierShop(sql, PREFIX);
});

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
