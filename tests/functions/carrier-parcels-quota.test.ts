// Creating parcels when Ecotrack's quota runs out in the middle of a click, through the real admin
// function and the real database (PostgreSQL 15), against a stand-in for an Ecotrack courier
// (tests/carriers/stand-ins/ecotrack), which stands in for the courier's Ecotrack API outside this
// machine and follows Ecotrack's Postman collection "ECOTRACK API" (docs/carrier-apis.md, "Ecotrack
// platform"): create/orders, then one valid/order per parcel, under a minute's quota answered with 429
// and Retry-After past it. Here the quota is 3 requests so that it runs out between creating and
// validating; the stand-in's `nextMinute` starts the next minute without waiting for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { startEcotrackStandIn, type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { ownerSignedIn } from './admin-helpers.ts';
import { carrierShop, closeCarrierShop, confirmedOrder, connectEcotrack, createParcels, orderRow } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-quota';
const TOKEN = 'ecotrack-quota-token-5150';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  catalog = await carrierShop(sql, PREFIX);
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'QUOT', perMinute: 3 });
  admin = (await ownerSignedIn('quota-owner@test.dz')).token;
  await connectEcotrack(TOKEN, courier.url, admin);
});
afterAll(async () => {
  await courier.close();
  await closeCarrierShop(sql, PREFIX);
});

const atCarrier = (reference: string) => courier.parcels().filter((p) => p.reference === reference);
const parcelRows = (number: number) =>
  sql<{ state: string; tracking: string | null }[]>`
    select p.state, p.tracking from parcels p join orders o on o.id = p.order_id where o.number = ${number} order by p.id`;
const routeOf = (url: string) => url.replace(/^\/api\/v1\//, '').replace(/\?.*$/, '');

describe('a click whose quota runs out between creating and validating', () => {
  it('keeps each created parcel’s tracking, and the retry validates it by that tracking: no search, no second parcel', async () => {
    const numbers = [await confirmedOrder(sql, catalog), await confirmedOrder(sql, catalog), await confirmedOrder(sql, catalog)];
    courier.nextMinute();
    const start = courier.calls.length;

    // get/communes, create/orders and the first valid/order use the minute's 3 requests; the next
    // valid/order is answered 429 with a Retry-After longer than a function may wait.
    const first = await createParcels(
      admin,
      'ecotrack',
      numbers.map((number) => ({ number })),
    );
    expect(courier.calls.slice(start).map((c) => [routeOf(c.url), c.status])).toEqual([
      ['get/communes', 200],
      ['create/orders', 200],
      ['valid/order', 200],
      ['valid/order', 429],
    ]);
    expect(first.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['ok', 'awaiting_validation', 'awaiting_validation']);
    for (const [i, number] of numbers.entries()) {
      const held = atCarrier(String(number));
      expect(held).toHaveLength(1);
      expect(held[0]!.validated).toBe(i === 0);
      if (i === 0) continue;
      const refused = first[i]!;
      expect(refused.ok ? '' : refused.message).toContain(`created parcel ${held[0]!.tracking} but did not confirm its dispatch`);
      // Left 'creating' with the tracking the courier gave; the order shows none yet.
      expect(await parcelRows(number)).toEqual([{ state: 'creating', tracking: held[0]!.tracking }]);
      expect(await orderRow(sql, number)).toMatchObject({ tracking_number: null });
    }

    courier.nextMinute();
    const retryStart = courier.calls.length;
    const retried = await createParcels(
      admin,
      'ecotrack',
      numbers.map((number) => ({ number })),
    );
    expect(retried.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['already_sent', 'ok', 'ok']);
    // One valid/order per unfinished parcel, by its tracking: no get/orders search, no create.
    const retryCalls = courier.calls.slice(retryStart);
    expect(retryCalls.map((c) => [c.method, c.url, c.status])).toEqual(
      numbers
        .slice(1)
        .map((number) => ['POST', `/api/v1/valid/order?tracking=${atCarrier(String(number))[0]!.tracking}&ask_collection=1`, 200]),
    );
    for (const number of numbers) {
      const [parcel] = atCarrier(String(number));
      expect(atCarrier(String(number))).toHaveLength(1);
      expect(parcel).toMatchObject({ validated: true, askedCollection: true });
      expect(await parcelRows(number)).toEqual([{ state: 'created', tracking: parcel!.tracking }]);
      expect(await orderRow(sql, number)).toMatchObject({ tracking_number: parcel!.tracking, carrier: 'ecotrack' });
    }
  });
});
