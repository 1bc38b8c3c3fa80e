// NOEST's retry after a create whose answer never came, through the real functions and database. NOEST
// reads nothing by reference (findParcel has nothing to ask), so the retry relies on NOEST itself: a
// second create with the same reference answers "Colis déja existant" with the parcel's tracking, which
// the shop adopts (then validates) instead of making a second parcel. The stand-in
// (tests/carriers/stand-ins/noest) stands in for NOEST's public API, outside this machine; its timeout
// mode (the create done, its answer never sent) stands in for a server that stalls after writing.
import { describe, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { startNoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow } from './carrier-helpers.ts';

const sql = db();
const TOKEN = 'noest-api-token-for-the-timeout-test';
const GUID = 'B2C3D4E5-noest-partner-guid-0043';
const shop = carrierFunctionTest('noest', {
  prefix: 'test-carrier-noest-timeout',
  owner: 'noest-timeout-owner@test.dz',
  start: () => startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000 }),
  baseUrl: (noest) => noest.url,
  timeoutMs: 500,
});

const atNoest = (number: number) => shop.carrier.parcels().filter((p) => Number(p.reference) === number);
const parcelRows = (number: number) =>
  sql<{ state: string; tracking: string | null; lease: boolean }[]>`
    select p.state, p.tracking, p.lease_until is not null as lease from parcels p join orders o on o.id = p.order_id
    where o.number = ${number} order by p.id`;

describe('NOEST after a create whose answer never came', () => {
  it('leaves the parcel to the retry, which adopts the one NOEST made ("Colis déja existant"): one parcel at NOEST', async () => {
    expect((await shop.connect({ apiToken: TOKEN, userGuid: GUID })).status).toBe(200);
    const number = await confirmedOrder(sql, shop.catalog);

    shop.carrier.setTimeoutMode(true);
    const [lost] = await createParcels(shop.admin, 'noest', [{ number }]).finally(() => shop.carrier.setTimeoutMode(false));
    expect(lost).toMatchObject({ number, ok: false, code: 'carrier_unreachable' });
    // NOEST made it (not validated: the answer never came); the shop keeps the row for the retry, unleased.
    const [made] = atNoest(number);
    expect(atNoest(number).map((p) => p.validated)).toEqual([false]);
    expect(await parcelRows(number)).toEqual([{ state: 'creating', tracking: null, lease: false }]);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed', tracking_number: null });

    // Sent again: the same reference, which NOEST answers with the parcel it holds; adopted and validated.
    const start = shop.carrier.calls.length;
    const [again] = await createParcels(shop.admin, 'noest', [{ number }]);
    expect(again).toMatchObject({ number, ok: true, parcel: { state: 'created', tracking: made!.tracking } });
    expect(shop.carrier.calls.slice(start).map((c) => c.url)).toEqual(['/api/public/create/order', '/api/public/valid/order']);
    expect(atNoest(number)).toHaveLength(1);
    expect(atNoest(number)[0]!.validated).toBe(true);
    expect(await parcelRows(number)).toEqual([{ state: 'created', tracking: made!.tracking, lease: false }]);
    expect(await orderRow(sql, number)).toMatchObject({ tracking_number: made!.tracking, carrier: 'noest' });
    expect((await historyOf(sql, number)).filter((h) => h.kind === 'parcel').map((h) => h.note)).toEqual([
      `Parcel created at NOEST: ${made!.tracking}`,
    ]);
  });
});
