// Creating parcels from confirmed orders through the real admin function and the real database,
// against stand-ins for two Ecotrack couriers (tests/carriers/stand-ins/ecotrack), which stand in for
// services outside this machine and follow Ecotrack's Postman collection "ECOTRACK API"
// (docs/carrier-apis.md, "Ecotrack platform"): create then valid/order, 200 success:false 10002 for a
// wilaya the courier does not serve, a lost answer after the parcel was made, PDF labels.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import adminOrder from '../../netlify/functions/admin-order.ts';
import { db } from '../../src/server/db/client.ts';
import { type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { confirmedOrder, createParcels, historyOf, orderRow, ecotrackShop, closeEcotrackShop } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-parcels';
const TOKEN = 'ecotrack-parcels-token-0042';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  // Batna (05) is a wilaya this courier does not serve.
  ({ catalog, courier, admin } = await ecotrackShop(sql, PREFIX, {
    token: TOKEN,
    courierCode: 'PARC',
    perMinute: 10_000,
    unservedWilayas: [5],
    owner: 'parcels-owner@test.dz',
  }));
});
afterAll(() => closeEcotrackShop(sql, PREFIX, courier));

const atCarrier = (reference: string) => courier.parcels().filter((p) => p.reference === reference);

describe('creating parcels', () => {
  it('creates each confirmed order’s parcel, keeps its tracking on the order with a history line, and fails a bad order alone', async () => {
    const algiers = await confirmedOrder(sql, catalog);
    const batna = await confirmedOrder(sql, catalog, { wilayaCode: '05' });
    const saida = await confirmedOrder(sql, catalog, { wilayaCode: '20' });
    // The shop takes addresses up to 500 characters; Ecotrack refuses more than 255 (ECO-PM).
    const longAddress = await confirmedOrder(sql, catalog, { address: 'Cité des 1000 logements, bâtiment B, '.repeat(9).trim() });
    const results = await createParcels(admin, 'ecotrack', [
      { number: algiers },
      { number: batna },
      { number: saida },
      { number: longAddress },
    ]);
    expect(results.map((r) => [r.number, r.ok])).toEqual([
      [algiers, true],
      [batna, false],
      [saida, true],
      [longAddress, false],
    ]);
    expect(results[3]).toMatchObject({ code: 'carrier_refused', message: expect.stringMatching(/255/) });
    const [failed] = await sql`select p.state, p.failure from parcels p join orders o on o.id = p.order_id where o.number = ${longAddress}`;
    expect(failed).toEqual({ state: 'failed', failure: results[3]!.ok ? '' : results[3]!.message });
    expect(await orderRow(sql, longAddress)).toMatchObject({ tracking_number: null });
    // The courier lists no commune of a wilaya it does not serve: the owner is told, nothing is sent for it.
    expect(results[1]).toEqual({
      number: batna,
      ok: false,
      code: 'place_unknown',
      message: "The carrier's list for wilaya 05 has no commune spelled like Batna: choose it.",
    });
    for (const number of [algiers, saida]) {
      const result = results.find((r) => r.number === number)!;
      if (!result.ok) throw new Error('not created');
      expect(result.parcel).toMatchObject({ platform: 'ecotrack', state: 'created', tracking: expect.stringMatching(/PARC/) });
      expect(await orderRow(sql, number)).toMatchObject({
        status: 'confirmed',
        tracking_number: result.parcel.tracking,
        carrier: 'ecotrack',
      });
      expect((await historyOf(sql, number)).at(-1)).toEqual({
        kind: 'parcel',
        status: 'confirmed',
        note: `Parcel created at Ecotrack: ${result.parcel.tracking}`,
        changed_by: 'parcels-owner@test.dz',
      });
      const [parcel] = atCarrier(String(number));
      expect(parcel).toMatchObject({ validated: true });
    }
    expect(await orderRow(sql, batna)).toMatchObject({ tracking_number: null, carrier: null });
    expect(atCarrier(String(batna))).toEqual([]);
    expect(await sql`select 1 from parcels p join orders o on o.id = p.order_id where o.number = ${batna}`).toEqual([]);
  });

  it('refuses an order that is not confirmed, one already sent, and a stop desk without the owner’s center', async () => {
    const pending = await confirmedOrder(sql, catalog);
    await sql`update orders set status = 'pending' where number = ${pending}`;
    const sent = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number: sent }]);
    const office = await confirmedOrder(sql, catalog, { deliveryType: 'office' });
    const results = await createParcels(admin, 'ecotrack', [{ number: pending }, { number: sent }, { number: office }]);
    expect(results.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['not_confirmed', 'already_sent', 'center_unknown']);
    expect(atCarrier(String(sent))).toHaveLength(1);
    const places = await call(adminCarriers, '/api/admin/carriers/ecotrack/places?wilaya=16&commune=ALGER-CENTRE', { token: admin });
    expect(places.status).toBe(200);
    expect(places.body.suggestedCommuneId).toBe('Alger Centre');
    const center = places.body.centers[0].id as string;
    const [withCenter] = await createParcels(admin, 'ecotrack', [{ number: office, centerId: center }]);
    expect(withCenter).toMatchObject({ ok: true });
    expect(atCarrier(String(office))[0]!.fields).toMatchObject({ stop_desk: '1' });
  });

  it('refuses to cancel an order whose parcel is at the carrier', async () => {
    const number = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number }]);
    const refused = await call(adminOrder, `/api/admin/orders/${number}/status`, {
      method: 'POST',
      token: admin,
      body: { to: 'cancelled' },
    });
    // A stable code the admin words in the owner's language; the English message is for logs and scripts.
    expect([refused.status, refused.body.error.code]).toEqual([409, 'has_parcel']);
    expect(refused.body.error.message).toBe('This order has a parcel at the carrier: cancel the parcel first.');
    expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed' });
    // Nor edited: the carrier has the parcel with the address it was sent with.
    const detail = await call(adminOrder, `/api/admin/orders/${number}`, { token: admin });
    const edit = await call(adminOrder, `/api/admin/orders/${number}`, {
      method: 'PATCH',
      token: admin,
      body: {
        updatedAt: detail.body.updatedAt,
        customerName: detail.body.customerName,
        phone: detail.body.phone,
        address: 'Another address, bloc C',
        wilayaCode: detail.body.wilayaCode,
        commune: detail.body.commune,
        deliveryType: detail.body.deliveryType,
        notes: detail.body.notes,
      },
    });
    expect([edit.status, edit.body.error?.code]).toEqual([409, 'has_parcel']);
    // A bulk cancel refuses it by the same code, order by order.
    const bulk = await call(adminOrder, '/api/admin/orders/bulk', {
      method: 'POST',
      token: admin,
      body: { action: 'cancel', numbers: [number] },
    });
    expect(bulk.body.results).toEqual([{ number, ok: false, code: 'has_parcel', message: expect.any(String) }]);
  });

  it('makes one parcel of two creates at once for one order', async () => {
    const number = await confirmedOrder(sql, catalog);
    const [first, second] = await Promise.all([
      createParcels(admin, 'ecotrack', [{ number }]),
      createParcels(admin, 'ecotrack', [{ number }]),
    ]);
    const outcomes = [first![0]!, second![0]!].map((r) => (r.ok ? 'ok' : r.code)).sort();
    expect(outcomes).toEqual(['already_sent', 'ok']);
    expect(atCarrier(String(number))).toHaveLength(1);
    const parcels = await sql`select state from parcels p join orders o on o.id = p.order_id where o.number = ${number}`;
    expect(parcels).toEqual([{ state: 'created' }]);
  });

  it('after a timeout, finds the parcel the carrier made instead of creating a second one', async () => {
    const number = await confirmedOrder(sql, catalog);
    courier.setTimeoutMode(true);
    const [lost] = await createParcels(admin, 'ecotrack', [{ number }]);
    courier.setTimeoutMode(false);
    expect(lost).toMatchObject({ ok: false, code: 'carrier_unreachable' });
    expect(atCarrier(String(number))).toHaveLength(1); // the carrier did create it
    expect(await orderRow(sql, number)).toMatchObject({ tracking_number: null });
    const [retried] = await createParcels(admin, 'ecotrack', [{ number }]);
    expect(retried).toMatchObject({ ok: true, parcel: { tracking: atCarrier(String(number))[0]!.tracking } });
    expect(atCarrier(String(number))).toHaveLength(1);
    expect(await orderRow(sql, number)).toMatchObject({ tracking_number: atCarrier(String(number))[0]!.tracking });
  });

  it('answers the labels of a selection in one PDF, in the order given', async () => {
    const a = await confirmedOrder(sql, catalog);
    const b = await confirmedOrder(sql, catalog);
    await createParcels(admin, 'ecotrack', [{ number: a }, { number: b }]);
    const answer = await adminParcels(
      new Request(`https://shop.example/api/admin/parcels/labels?numbers=${b},${a}`, { headers: { 'x-auth-token': admin } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const merged = await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()));
    expect(merged.getPageCount()).toBeGreaterThanOrEqual(2);
    const missing = await call(adminParcels, `/api/admin/parcels/labels?numbers=${a},999999`, { token: admin });
    expect([missing.status, missing.body.error.message]).toEqual([404, 'No parcel for #999999.']);
    expect((await call(adminParcels, '/api/admin/parcels/labels?numbers=x', { token: admin })).status).toBe(422);
  });
});
