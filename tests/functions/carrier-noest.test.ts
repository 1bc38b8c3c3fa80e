// NOEST end to end through the real functions and database: connect (token and GUID proven by one
// harmless call), parcels created then validated, a refusal in NOEST's words that leaves the others
// created, a stop desk by its station code, cancel, labels, and outcomes brought back by the scheduled
// poll. The stand-in (tests/carriers/stand-ins/noest) stands in for NOEST's public API, which is outside
// this machine; it follows "API Documentation NOEST Public API" v2.3 as docs/carrier-apis.md ("NOEST")
// records it.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { dumpBackupJson } from '../../src/server/admin-orders/backup/dump.ts';
import { startNoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { stockOf } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow, poll } from './carrier-helpers.ts';

const sql = db();
const TOKEN = 'noest-api-token-for-the-test-Rk4s';
const GUID = 'A1B2C3D4-noest-partner-guid-0042';
const shop = carrierFunctionTest('noest', {
  prefix: 'test-carrier-noest',
  owner: 'noest-owner@test.dz',
  // The partner's amount limit is low here, so that one order goes over it; the minute's quota is not the subject.
  start: () => startNoestStandIn({ token: TOKEN, userGuid: GUID, maxAmount: 20_000, perMinute: 10_000 }),
  baseUrl: (noest) => noest.url,
});

const atNoest = (number: number) => shop.carrier.parcels().filter((p) => Number(p.reference) === number);

describe('NOEST through the shop', () => {
  it('connects with its token and partner GUID once NOEST accepts both, answering neither', async () => {
    const wrongGuid = await shop.connect({ apiToken: TOKEN, userGuid: 'not-the-guid' });
    expect([wrongGuid.status, wrongGuid.body.error.code]).toEqual([422, 'credentials_refused']);
    expect(wrongGuid.body.error.message).toMatch(/user_guid/);
    const wrongToken = await shop.connect({ apiToken: 'not-the-token', userGuid: GUID });
    expect([wrongToken.status, wrongToken.body.error.code]).toEqual([422, 'credentials_refused']);
    const missing = await shop.connect({ apiToken: TOKEN });
    expect([missing.status, missing.body.error.code, Object.keys(missing.body.error.fields)]).toEqual([422, 'invalid', ['userGuid']]);
    expect(await sql`select 1 from carrier_accounts`).toEqual([]);
    // No parcel was touched by the checks: valid/order was asked of a tracking no parcel has.
    expect(shop.carrier.parcels()).toEqual([]);

    const answer = await shop.connect({ apiToken: TOKEN, userGuid: GUID });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      platform: 'noest',
      baseUrl: shop.carrier.url,
      keyHint: '…Rk4s',
      connectedAt: expect.any(String),
      connectedBy: 'noest-owner@test.dz',
    });
    for (const secret of [TOKEN, GUID]) expect(JSON.stringify(answer.body)).not.toContain(secret);
    const [row] = await sql<{ credentials: string }[]>`select credentials from carrier_accounts where platform = 'noest'`;
    expect(row!.credentials).toMatch(/^v1\./);
    for (const secret of [TOKEN, GUID]) expect(row!.credentials).not.toContain(secret);
    // The token went in a header, never in an address.
    expect(shop.carrier.calls.every((c) => !c.url.includes(TOKEN))).toBe(true);
  });

  it('creates and validates each order’s parcel, and fails the one NOEST refuses alone, in its words', async () => {
    const algiers = await confirmedOrder(sql, shop.catalog);
    const tooDear = await confirmedOrder(sql, shop.catalog, {
      lines: [{ productId: shop.catalog.tee, size: 'M', color: 'Black', quantity: 7 }],
    });
    const saida = await confirmedOrder(sql, shop.catalog, { wilayaCode: '20' });
    const results = await createParcels(shop.admin, 'noest', [{ number: algiers }, { number: tooDear }, { number: saida }]);
    expect(results.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['ok', 'carrier_refused', 'ok']);
    expect(results[1]!.ok ? '' : results[1]!.message).toMatch(/montant doit être inferieur à 20000/);
    expect(atNoest(tooDear)).toEqual([]);
    expect(await orderRow(sql, tooDear)).toMatchObject({ status: 'confirmed', tracking_number: null });
    for (const number of [algiers, saida]) {
      const result = results.find((r) => r.number === number)!;
      if (!result.ok) throw new Error('not created');
      const [parcel] = atNoest(number);
      // Validated: without valid/order NOEST never picks the parcel up (NOEST-24).
      expect(parcel).toMatchObject({ tracking: result.parcel.tracking, validated: true });
      expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed', tracking_number: parcel!.tracking, carrier: 'noest' });
      expect((await historyOf(sql, number)).at(-1)).toEqual({
        kind: 'parcel',
        status: 'confirmed',
        note: `Parcel created at NOEST: ${parcel!.tracking}`,
        changed_by: 'noest-owner@test.dz',
      });
    }
    expect(atNoest(saida)[0]!.fields).toMatchObject({ wilaya_id: '20', stop_desk: '0' });
  });

  it('sends a stop desk to the station the owner picks from NOEST’s desks', async () => {
    const office = await confirmedOrder(sql, shop.catalog, { deliveryType: 'office' });
    const [unchosen] = await createParcels(shop.admin, 'noest', [{ number: office }]);
    expect(unchosen).toMatchObject({ ok: false, code: 'center_unknown' });
    const places = await call(adminCarriers, '/api/admin/carriers/noest/places?wilaya=16&commune=Alger%20Centre', { token: shop.admin });
    expect(places.status).toBe(200);
    expect(places.body.suggestedCommuneId).toBe('Alger Centre');
    const station = places.body.centers[0].id as string;
    expect(station).toMatch(/^16[A-Z]$/);
    const [created] = await createParcels(shop.admin, 'noest', [{ number: office, centerId: station }]);
    expect(created).toMatchObject({ ok: true, parcel: { platform: 'noest', state: 'created' } });
    expect(atNoest(office)[0]!.fields).toMatchObject({ stop_desk: '1', station_code: station });
  });

  it('answers the labels of a selection in one PDF', async () => {
    const a = await confirmedOrder(sql, shop.catalog);
    const b = await confirmedOrder(sql, shop.catalog);
    await createParcels(shop.admin, 'noest', [{ number: a }, { number: b }]);
    const answer = await adminParcels(
      new Request(`https://shop.example/api/admin/parcels/labels?numbers=${b},${a}`, { headers: { 'x-auth-token': shop.admin } }),
    );
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()))).getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it('refuses to cancel a validated parcel at once, saying why, without asking NOEST (it deletes no validated parcel)', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    const [created] = await createParcels(shop.admin, 'noest', [{ number }]);
    if (!created?.ok) throw new Error('not created');
    const start = shop.carrier.calls.length;
    const cancelled = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect([cancelled.status, cancelled.body.error.code, cancelled.body.error.details]).toEqual([
      409,
      'cancel_too_late',
      { reason: { code: 'cancel_validated' } },
    ]);
    // Not one request reached NOEST: the shop knew its answer.
    expect(shop.carrier.calls.slice(start)).toEqual([]);
    expect(atNoest(number)).toEqual([expect.objectContaining({ tracking: created.parcel.tracking, validated: true })]);
    expect(await orderRow(sql, number)).toMatchObject({ tracking_number: created.parcel.tracking });
    const [row] = await sql<{ state: string; cancel_refusal: unknown }[]>`
      select p.state, p.cancel_refusal from parcels p join orders o on o.id = p.order_id where o.number = ${number}`;
    expect(row).toEqual({ state: 'created', cancel_refusal: null });
  });

  it('cancels a parcel still waiting for its validation at NOEST, which NOEST deletes', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    shop.carrier.failNext(401, 'valid/order');
    const [waiting] = await createParcels(shop.admin, 'noest', [{ number }]);
    if (!waiting || waiting.ok || waiting.code !== 'awaiting_validation') throw new Error(`not waiting: ${JSON.stringify(waiting)}`);
    const start = shop.carrier.calls.length;
    const cancelled = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect([cancelled.status, cancelled.body.state]).toEqual([200, 'cancelled']);
    expect(shop.carrier.calls.slice(start).map((c) => [c.method, c.url.replace(/\?.*$/, '').replace(/^.*\/api\/public\//, '')])).toEqual([
      ['POST', 'delete/order'],
    ]);
    expect(atNoest(number)).toEqual([]);
  });

  it('brings outcomes back with the poll: delivered, and a return restocked once however often it is read', async () => {
    const delivered = await confirmedOrder(sql, shop.catalog);
    const returned = await confirmedOrder(sql, shop.catalog, {
      lines: [{ productId: shop.catalog.tee, size: 'M', color: 'Black', quantity: 2 }],
    });
    const results = await createParcels(shop.admin, 'noest', [{ number: delivered }, { number: returned }]);
    const [d, r] = results.map((x) => (x.ok ? x.parcel.tracking! : ''));
    const before = await stockOf(sql, shop.catalog.tee, 'M', 'Black');
    for (const key of ['validation_reception', 'fdr_activated', 'livred']) expect(shop.carrier.record(d!, key)).toBe(true);
    shop.carrier.record(r!, 'fdr_activated');
    shop.carrier.record(r!, 'mise_a_jour', { remarque: 'Client injoignable' });
    const pollNoest = async () => {
      const answer = await poll();
      expect(answer.status).toBe(200);
      const { reports } = (await answer.json()) as { reports: { platform: string; asked: number; error?: string }[] };
      const mine = reports.find((p) => p.platform === 'noest');
      expect(mine).toMatchObject({ platform: 'noest', asked: expect.any(Number) });
      expect(mine!.error).toBeUndefined();
    };
    await pollNoest();
    // The attempt is read with the driver's words; the order stays shipped.
    expect(await orderRow(sql, returned)).toMatchObject({ status: 'shipped' });
    expect((await historyOf(sql, returned)).filter((h) => h.changed_by === 'NOEST').map((h) => h.note)).toContainEqual(
      expect.stringMatching(/Client injoignable/),
    );
    shop.carrier.record(r!, 'return_asked_by_hub');
    shop.carrier.record(r!, 'livraison_echoue_recu');
    await pollNoest();
    await pollNoest();
    expect(await orderRow(sql, delivered)).toMatchObject({ status: 'delivered' });
    expect(await orderRow(sql, returned)).toMatchObject({ status: 'returned', stock_returned_at: expect.any(Date) });
    expect(await stockOf(sql, shop.catalog.tee, 'M', 'Black')).toBe(before + 2);
    const history = await historyOf(sql, returned);
    expect(history.filter((h) => h.kind === 'restock')).toHaveLength(1);
  });

  it('never printed the token or the GUID, and keeps neither in a backup', async () => {
    expect(shop.printed.length).toBeGreaterThan(0);
    for (const secret of [TOKEN, GUID]) {
      expect(shop.printed.join('\n')).not.toContain(secret);
      for (const scope of ['database', 'orders'] as const) expect((await dumpBackupJson(sql, scope)).json).not.toContain(secret);
    }
  });
});
