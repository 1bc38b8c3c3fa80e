// A carrier that answers a tracking number another parcel of the shop already holds (the unique index
// parcels_tracking): that order alone is refused with why (tracking_taken, the number and the order
// holding it), never a 500; the other orders of the selection are created, the other order's parcel is
// left as it was, and the next Send asks the carrier for the order's reference before creating anything.
// Through the real functions and database, against the Yalidine stand-in (tests/carriers/stand-ins/yalidine),
// which stands in for Yalidine's API outside this machine; its answerNextWith is a fault injection, not
// something Yalidine documents.
import { describe, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow, parcelOnTheOrderPage } from './carrier-helpers.ts';

const sql = db();
const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-carrier-tracking-taken',
  owner: 'tracking-taken-owner@test.dz',
  start: () => startYalidineStandIn(),
  baseUrl: (yalidine) => yalidine.apiUrl,
});

const atYalidine = (number: number) => shop.carrier.parcels().filter((p) => p.order_id === String(number));
const parcelRows = (number: number) =>
  sql<{ state: string; tracking: string | null; failure_reason: unknown }[]>`
    select p.state, p.tracking, p.failure_reason from parcels p join orders o on o.id = p.order_id where o.number = ${number} order by p.id`;
describe('a tracking number the shop already holds, answered by the carrier', () => {
  it('refuses that order alone with why, creates the others, leaves the holder as it was, and finds the parcel on the next Send', async () => {
    expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16' })).status).toBe(200);
    const holder = await confirmedOrder(sql, shop.catalog);
    const [first] = await createParcels(shop.admin, 'yalidine', [{ number: holder }]);
    if (!first?.ok) throw new Error('not created');
    const taken = first.parcel.tracking!;

    const [mixed, other, third] = [
      await confirmedOrder(sql, shop.catalog),
      await confirmedOrder(sql, shop.catalog),
      await confirmedOrder(sql, shop.catalog),
    ];
    // Yalidine makes the next parcel under a number of its own but answers the holder's number for it.
    shop.carrier.answerNextWith(taken);
    const results = await createParcels(shop.admin, 'yalidine', [{ number: mixed }, { number: other }, { number: third }]);
    const reason = { code: 'tracking_taken', detail: taken, order: holder };
    expect(results[0]).toEqual({ number: mixed, ok: false, code: 'carrier_refused', message: expect.stringContaining(taken), reason });
    expect(results.slice(1).map((r) => [r.number, r.ok])).toEqual([
      [other, true],
      [third, true],
    ]);

    // The holder keeps its parcel and its number; the refused order gets neither, and nothing of it half-written.
    expect(await parcelRows(holder)).toEqual([{ state: 'created', tracking: taken, failure_reason: null }]);
    expect(await orderRow(sql, holder)).toMatchObject({ tracking_number: taken, carrier: 'yalidine' });
    expect(await parcelRows(mixed)).toEqual([{ state: 'failed', tracking: null, failure_reason: reason }]);
    expect(await orderRow(sql, mixed)).toMatchObject({ status: 'confirmed', tracking_number: null, carrier: null });
    // Yalidine did make a parcel for it, under its own number: the owner is told to look for it.
    const [made] = atYalidine(mixed);
    expect(made!.tracking).not.toBe(taken);
    // Her order page says why (worded in her language from the reason) and keeps a history line of it.
    expect(await parcelOnTheOrderPage(mixed, shop.admin)).toMatchObject({ state: 'failed', tracking: null, failedWhy: reason });
    expect((await historyOf(sql, mixed)).at(-1)).toMatchObject({
      kind: 'parcel',
      note: `Parcel not recorded: the carrier answered ${taken}, which order #${holder}'s parcel holds`,
    });
    expect(shop.printed.some((line) => line.includes(`answered tracking ${taken} for order #${mixed}`))).toBe(true);

    // Sent again: Yalidine is asked for the order's reference first and its parcel adopted, not created a second time.
    const start = shop.carrier.calls.length;
    const [again] = await createParcels(shop.admin, 'yalidine', [{ number: mixed }]);
    expect(again).toMatchObject({ ok: true, parcel: { state: 'created', tracking: made!.tracking } });
    const asked = shop.carrier.calls.slice(start).map((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}`);
    expect(asked).toContain('GET /v1/parcels/');
    expect(asked).not.toContain('POST /v1/parcels/');
    expect(atYalidine(mixed)).toHaveLength(1);
    expect(await orderRow(sql, mixed)).toMatchObject({ tracking_number: made!.tracking });
    expect(await parcelRows(holder)).toEqual([{ state: 'created', tracking: taken, failure_reason: null }]);
  });
});
