// A carrier that answers a tracking the shop cannot keep (over-long, blank) for one order of a selection:
// that order alone is refused as answer_unreadable with what was answered kept in its reason, never a 500
// (parcels.tracking holds 1 to 100 characters); the others are created, nothing of the refused one is
// half-written, and the next Send asks the carrier for the order's reference and adopts the parcel it
// made instead of creating a second one. Through the real functions and database, against the Yalidine
// stand-in (tests/carriers/stand-ins/yalidine), which stands in for Yalidine's API outside this machine;
// its answerNextWith is a fault injection, not something Yalidine documents.
import { describe, expect, it } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import type { ParcelView } from '../../src/domain/carriers/admin-api.ts';
import { db } from '../../src/server/db/client.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, historyOf, orderRow } from './carrier-helpers.ts';

const sql = db();
const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-carrier-unreadable-tracking',
  owner: 'unreadable-tracking-owner@test.dz',
  start: () => startYalidineStandIn(),
  baseUrl: (yalidine) => yalidine.apiUrl,
});

const atYalidine = (number: number) => shop.carrier.parcels().filter((p) => p.order_id === String(number));
const parcelRows = (number: number) =>
  sql<{ state: string; tracking: string | null; lease: boolean; failure_reason: unknown }[]>`
    select p.state, p.tracking, p.lease_until is not null as lease, p.failure_reason
    from parcels p join orders o on o.id = p.order_id where o.number = ${number} order by p.id`;

async function sendSelection(numbers: number[]) {
  const answer = await call(adminParcels, '/api/admin/parcels', {
    method: 'POST',
    token: shop.admin,
    body: { platform: 'yalidine', orders: numbers.map((number) => ({ number })) },
  });
  expect(answer.status).toBe(200);
  return answer.body.results as { number: number; ok: boolean; code?: string; message?: string; reason?: unknown }[];
}

describe('a tracking the shop cannot keep, answered by the carrier', () => {
  const cases = [
    {
      what: 'a tracking of 154 characters',
      answered: `yal-${'X'.repeat(150)}`,
      reason: { code: 'answer_unreadable', fields: ['tracking'], detail: `yal-${'X'.repeat(55)}…` },
    },
    { what: 'a blank tracking', answered: '   ', reason: { code: 'answer_unreadable', fields: ['tracking'] } },
  ];
  for (const { what, answered, reason } of cases)
    it(`${what}: that order alone is refused with the value kept, the others created, and the next Send adopts its parcel`, async () => {
      if (!(await sql`select 1 from carrier_accounts where platform = 'yalidine'`).length)
        expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16' })).status).toBe(200);
      const [odd, other, third] = [
        await confirmedOrder(sql, shop.catalog),
        await confirmedOrder(sql, shop.catalog),
        await confirmedOrder(sql, shop.catalog),
      ];
      // Yalidine makes the first parcel under a number of its own but answers this for it.
      shop.carrier.answerNextWith(answered);
      const results = await sendSelection([odd, other, third]);
      expect(results[0]).toEqual({
        number: odd,
        ok: false,
        code: 'carrier_refused',
        message: expect.stringContaining('not recorded'),
        reason,
      });
      expect(results.slice(1).map((r) => [r.number, r.ok])).toEqual([
        [other, true],
        [third, true],
      ]);

      // Failed with why, no lease, no tracking on the parcel nor on the order; a history line says what came.
      expect(await parcelRows(odd)).toEqual([{ state: 'failed', tracking: null, lease: false, failure_reason: reason }]);
      expect(await orderRow(sql, odd)).toMatchObject({ status: 'confirmed', tracking_number: null, carrier: null });
      expect((await historyOf(sql, odd)).at(-1)).toMatchObject({
        kind: 'parcel',
        note: expect.stringMatching(/^Parcel not recorded: the carrier answered /),
      });
      const detail = await call(adminOrder, `/api/admin/orders/${odd}`, { token: shop.admin });
      expect((detail.body as { parcel: ParcelView }).parcel).toMatchObject({ state: 'failed', tracking: null, failedWhy: reason });
      expect(shop.printed.some((line) => line.includes(`Order #${odd}: Yalidine answered`))).toBe(true);
      // Yalidine did make it, under its own number.
      const [made] = atYalidine(odd);
      expect(made).toBeDefined();

      // Sent again: Yalidine is asked for the reference first and its parcel adopted, nothing created twice.
      const start = shop.carrier.calls.length;
      const [again] = await sendSelection([odd]);
      expect(again).toMatchObject({ ok: true, parcel: { state: 'created', tracking: made!.tracking } });
      const asked = shop.carrier.calls.slice(start).map((c) => `${c.method} ${c.path.replace(/\?.*$/, '')}`);
      expect(asked).toContain('GET /v1/parcels/');
      expect(asked).not.toContain('POST /v1/parcels/');
      expect(atYalidine(odd)).toHaveLength(1);
      expect(await orderRow(sql, odd)).toMatchObject({ tracking_number: made!.tracking, carrier: 'yalidine' });
    });
});
