// A parcel Ecotrack created but did not validate is never created twice, and finishes by itself: the
// real admin function, the real scheduled parcels-finish and the real database, against a stand-in for
// an Ecotrack courier (tests/carriers/stand-ins/ecotrack), which stands in for the courier's Ecotrack
// API outside this machine and follows Ecotrack's Postman collection "ECOTRACK API" (docs/carrier-apis.md,
// "Ecotrack platform"): create/order(s), then valid/order per parcel, or it is never collected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import parcelsFinish from '../../netlify/functions/parcels-finish.ts';
import type { CreateParcelsAnswer, ParcelView } from '../../src/domain/carriers/admin-api.ts';
import { db } from '../../src/server/db/client.ts';
import { startEcotrackStandIn, type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call, makeAdmin, signedIn } from './admin-helpers.ts';
import { carrierShop, closeCarrierShop, confirmedOrder, connectEcotrack, historyOf, orderRow } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-unvalidated';
const TOKEN = 'ecotrack-unvalidated-token-7788';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  catalog = await carrierShop(sql, PREFIX);
  // A quota of 3 a minute, so that it runs out between creating and validating; `nextMinute` starts
  // the next minute without waiting for it.
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'UNVA', perMinute: 3 });
  await makeAdmin('unvalidated-owner@test.dz');
  admin = (await signedIn('unvalidated-owner@test.dz')).token;
  await connectEcotrack(TOKEN, courier.url, admin);
});
afterAll(async () => {
  await courier.close();
  await closeCarrierShop(sql, PREFIX);
});

const atCarrier = (reference: string) => courier.parcels().filter((p) => p.reference === reference);
const routeOf = (url: string) => url.replace(/^\/api\/v1\//, '').replace(/\?.*$/, '');
const routesSince = (start: number) => courier.calls.slice(start).map((c) => [routeOf(c.url), c.status]);
const parcelRows = (number: number) =>
  sql<{ state: string; tracking: string | null; lease: boolean }[]>`
    select p.state, p.tracking, p.lease_until is not null as lease from parcels p join orders o on o.id = p.order_id
    where o.number = ${number} order by p.id`;

async function send(numbers: number[]): Promise<CreateParcelsAnswer> {
  const answer = await call(adminParcels, '/api/admin/parcels', {
    method: 'POST',
    token: admin,
    body: { platform: 'ecotrack', orders: numbers.map((number) => ({ number })) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CreateParcelsAnswer;
}

async function parcelOnTheOrderPage(number: number): Promise<ParcelView> {
  const detail = await call(adminOrder, `/api/admin/orders/${number}`, { token: admin });
  expect(detail.status).toBe(200);
  return (detail.body as { parcel: ParcelView }).parcel;
}

const finishRun = async () => {
  const answer = await parcelsFinish(new Request('https://shop.example/.netlify/functions/parcels-finish', { method: 'POST' }));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reports: { platform: string; taken: number; finished: number; stillWaiting?: string }[] }).reports;
};

describe('a parcel created at Ecotrack whose valid/order fails for good', () => {
  // A token revoked between the two calls (401), then a validation refused with a 4xx the shop cannot read.
  it.each([
    [401, /refused the API token/, { waitingFor: 'token' }],
    [422, /answered valid\/order in a way the shop does not know/, {}],
  ])(
    'waits for its validation with its tracking and why (valid/order answered %i), and the next Send validates it: never a second parcel',
    async (status, why, cause) => {
      const number = await confirmedOrder(sql, catalog);
      await sql`delete from carrier_places`; // the communes are read again: the same count against the quota each time
      courier.nextMinute();
      courier.failNext(status, 'valid/order');
      const start = courier.calls.length;
      const first = await send([number]);
      expect(routesSince(start)).toEqual([
        ['get/communes', 200],
        ['create/order', 200],
        ['valid/order', status],
      ]);
      const [held] = atCarrier(String(number));
      expect(held).toMatchObject({ validated: false });
      expect(first.results).toEqual([
        { number, ok: false, code: 'awaiting_validation', message: expect.stringMatching(why), tracking: held!.tracking, ...cause },
      ]);
      expect(first.results[0]!.ok ? '' : first.results[0]!.message).toContain(held!.tracking);
      expect(first.finishing).toEqual({ parcels: 1, withinMinutes: 2 });
      // Not failed: the row keeps the tracking, and the owner's order page says it waits, and why.
      expect(await parcelRows(number)).toEqual([{ state: 'creating', tracking: held!.tracking, lease: false }]);
      expect(await parcelOnTheOrderPage(number)).toMatchObject({
        state: 'creating',
        tracking: held!.tracking,
        waitingReason: expect.stringMatching(why),
        trackingUrl: null,
      });
      expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed', tracking_number: null });

      // The owner fixes it (a new token; the courier answers again) and clicks Send once more.
      courier.nextMinute();
      const retryStart = courier.calls.length;
      const retried = await send([number]);
      expect(routesSince(retryStart)).toEqual([['valid/order', 200]]);
      expect(retried.results).toEqual([
        { number, ok: true, parcel: expect.objectContaining({ state: 'created', tracking: held!.tracking }) },
      ]);
      expect(retried.finishing).toBeUndefined();
      expect(atCarrier(String(number))).toHaveLength(1);
      expect(atCarrier(String(number))[0]).toMatchObject({ validated: true, askedCollection: true });
      expect(await parcelRows(number)).toEqual([{ state: 'created', tracking: held!.tracking, lease: false }]);
      expect(await parcelOnTheOrderPage(number)).toMatchObject({ state: 'created', waitingReason: null });
      expect(await orderRow(sql, number)).toMatchObject({ tracking_number: held!.tracking, carrier: 'ecotrack' });
    },
  );
});

describe('a parcel that waits for its validation', () => {
  it('may be cancelled at the courier (Ecotrack allows it before valid/order), and parcels-finish then leaves it be', async () => {
    const number = await confirmedOrder(sql, catalog);
    await sql`delete from carrier_places`;
    courier.nextMinute();
    courier.failNext(401, 'valid/order');
    expect((await send([number])).results).toEqual([expect.objectContaining({ number, code: 'awaiting_validation' })]);
    const [held] = atCarrier(String(number));

    courier.nextMinute();
    const cancelled = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: admin });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', tracking: held!.tracking, waitingReason: null });
    expect(courier.parcel(held!.tracking)).toBeUndefined();
    expect(await parcelRows(number)).toEqual([{ state: 'cancelled', tracking: held!.tracking, lease: false }]);
    expect(await historyOf(sql, number)).toContainEqual(
      expect.objectContaining({ kind: 'parcel', note: `Parcel ${held!.tracking} cancelled at the carrier` }),
    );
    const start = courier.calls.length;
    expect(await finishRun()).toContainEqual({ platform: 'ecotrack', taken: 0, finished: 0 });
    expect(courier.calls.length).toBe(start);
  });
});

describe('parcels left waiting by a click whose quota ran out', () => {
  it('are validated by the scheduled parcels-finish within the quota, the longest waiting first, never created again', async () => {
    const numbers = [await confirmedOrder(sql, catalog), await confirmedOrder(sql, catalog), await confirmedOrder(sql, catalog)];
    await sql`delete from carrier_places`;
    courier.nextMinute();
    // get/communes, create/orders and the first valid/order use the minute's 3 requests; the other two wait.
    const first = await send(numbers);
    expect(first.results.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['ok', 'awaiting_validation', 'awaiting_validation']);
    // The owner is told why in her language: the quota.
    expect(first.results.slice(1)).toEqual([
      expect.objectContaining({ waitingFor: 'quota' }),
      expect.objectContaining({ waitingFor: 'quota' }),
    ]);
    // Ecotrack's 50 a minute, 40 of them for parcels-finish: two parcels are finished within two minutes.
    expect(first.finishing).toEqual({ parcels: 2, withinMinutes: 2 });
    const trackings = numbers.map((n) => atCarrier(String(n))[0]!.tracking);

    // A run in the same minute: the quota is still spent; the first waiting parcel goes back in line, the run ends.
    let start = courier.calls.length;
    expect(await finishRun()).toContainEqual(expect.objectContaining({ platform: 'ecotrack', taken: 2, finished: 0 }));
    expect(routesSince(start)).toEqual([['valid/order', 429]]);
    for (const number of numbers.slice(1))
      expect(await parcelRows(number)).toEqual([expect.objectContaining({ state: 'creating', lease: false })]);

    // The next minute's run validates both by their trackings: no search, no create.
    courier.nextMinute();
    start = courier.calls.length;
    expect(await finishRun()).toContainEqual({ platform: 'ecotrack', taken: 2, finished: 2 });
    expect(
      courier.calls
        .slice(start)
        .map((c) => [c.method, c.url, c.status])
        .sort(),
    ).toEqual(
      trackings
        .slice(1)
        .map((t) => ['POST', `/api/v1/valid/order?tracking=${t}&ask_collection=1`, 200])
        .sort(),
    );
    for (const [i, number] of numbers.entries()) {
      expect(atCarrier(String(number))).toEqual([expect.objectContaining({ validated: true, tracking: trackings[i] })]);
      expect(await parcelRows(number)).toEqual([{ state: 'created', tracking: trackings[i], lease: false }]);
      expect(await orderRow(sql, number)).toMatchObject({ tracking_number: trackings[i], carrier: 'ecotrack' });
    }
    expect(await historyOf(sql, numbers[1]!)).toContainEqual(
      expect.objectContaining({ kind: 'parcel', note: `Parcel created at Ecotrack: ${trackings[1]}`, changed_by: 'parcels-finish' }),
    );

    // Nothing waits now: a run asks the courier nothing.
    start = courier.calls.length;
    expect(await finishRun()).toContainEqual({ platform: 'ecotrack', taken: 0, finished: 0 });
    expect(courier.calls.length).toBe(start);
  });
});
