// Delivery outcomes coming back by themselves: the scheduled poll (the real carriers-poll function)
// asks a stand-in for an Ecotrack courier (tests/carriers/stand-ins/ecotrack), which stands in for a
// service outside this machine and follows Ecotrack's Postman collection "ECOTRACK API"
// (get/orders/status with its slugs, `reason` on failed attempts: docs/carrier-apis.md), and each status
// moves the order through the workflow's own moves, with history lines in the carrier's words. A
// returned parcel gives its units back once, however many times and by whichever way it is reported;
// the dashboard's delivered and returned counts follow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminDashboard from '../../netlify/functions/admin-dashboard.ts';
import carriersPoll from '../../netlify/functions/carriers-poll.ts';
import { db } from '../../src/server/db/client.ts';
import { applyReport } from '../../src/server/carriers/outcomes/apply-report.ts';
import type { Dashboard } from '../../src/domain/admin-orders/dashboard.ts';
import { startEcotrackStandIn, type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { stockOf, type TestCatalog } from '../db/orders.fixtures.ts';
import { call, ownerSignedIn } from './admin-helpers.ts';
import { carrierShop, closeCarrierShop, confirmedOrder, connectEcotrack, createParcels, historyOf, orderRow } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-outcomes';
const TOKEN = 'ecotrack-outcomes-token-7731';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;

beforeAll(async () => {
  catalog = await carrierShop(sql, PREFIX);
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'OUTC', perMinute: 10_000 });
  admin = (await ownerSignedIn('outcomes-owner@test.dz')).token;
  await connectEcotrack(TOKEN, courier.url, admin);
});
afterAll(async () => {
  await courier.close();
  await closeCarrierShop(sql, PREFIX);
});

const poll = async () => {
  const answer = await carriersPoll(new Request('https://shop.example/.netlify/functions/carriers-poll', { method: 'POST' }));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reports: { platform: string; asked: number; applied: number; error?: string }[] }).reports;
};

/** A confirmed order with its parcel at the courier: its number and tracking. */
async function sentOrder(quantity = 1): Promise<{ number: number; tracking: string }> {
  const number = await confirmedOrder(sql, catalog, { lines: [{ productId: catalog.tee, size: 'M', color: 'Black', quantity }] });
  const [result] = await createParcels(admin, 'ecotrack', [{ number }]);
  if (!result?.ok || !result.parcel.tracking) throw new Error(`no parcel: ${JSON.stringify(result)}`);
  return { number, tracking: result.parcel.tracking };
}

const carrierLines = async (number: number) =>
  (await historyOf(sql, number)).filter((h) => h.changed_by === 'Ecotrack').map((h) => [h.kind, h.status, h.note]);

describe('outcomes from the poll', () => {
  it('steps a confirmed order through shipped when its parcel is reported delivered', async () => {
    const { number, tracking } = await sentOrder();
    expect(courier.moveParcel(tracking, 'livre_non_encaisse')).toBe(true);
    const reports = await poll();
    expect(reports.find((r) => r.platform === 'ecotrack')).toMatchObject({ applied: expect.any(Number) });
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
    expect(await carrierLines(number)).toEqual([
      ['status', 'shipped', 'livre_non_encaisse'],
      ['status', 'delivered', 'livre_non_encaisse'],
    ]);
    // Delivered is final: the poll stops asking for it (the courier's payment steps do not change the order).
    courier.moveParcel(tracking, 'encaisse_non_paye');
    expect((await poll()).find((r) => r.platform === 'ecotrack')).toMatchObject({ asked: 0 });
    expect(await carrierLines(number)).toHaveLength(2);
  });

  it("tells a failed attempt with the driver's reason and keeps the order shipped", async () => {
    const { number, tracking } = await sentOrder();
    courier.moveParcel(tracking, 'en_livraison');
    await poll();
    expect(courier.failAttempt(tracking, { reason: 'Client ne répond pas' })).toBe(true);
    courier.moveParcel(tracking, 'suspendu');
    await poll();
    expect(await orderRow(sql, number)).toMatchObject({ status: 'shipped' });
    const lines = await carrierLines(number);
    expect(lines[0]).toEqual(['status', 'shipped', 'en_livraison']);
    expect(lines.at(-1)).toEqual(['parcel', 'shipped', expect.stringContaining('Client ne répond pas')]);
    // Kept as one failed attempt (parcel_attempts), however many polls read it again.
    await poll();
    const attempts = await sql<{ reason: string }[]>`
      select a.reason from parcel_attempts a join orders o on o.id = a.order_id where o.number = ${number}`;
    expect(attempts).toEqual([{ reason: expect.stringContaining('Client ne répond pas') }]);
  });

  it('gives a returned parcel’s units back once, when the poll reads it twice and a webhook reports it too', async () => {
    const { number, tracking } = await sentOrder(3);
    const before = await stockOf(sql, catalog.tee, 'M', 'Black');
    courier.moveParcel(tracking, 'retour_chez_livreur');
    await poll();
    expect(await orderRow(sql, number)).toMatchObject({ status: 'returned', stock_returned_at: null });
    courier.moveParcel(tracking, 'retour_recu');
    await poll();
    await poll();
    // The same outcome by another way (a webhook's event, with an id of its own), twice.
    const webhook = {
      tracking,
      outcome: 'returned' as const,
      carrierStatus: 'retour_recu',
      at: new Date().toISOString(),
      eventId: 'evt-1',
    };
    expect(await applyReport(sql, 'ecotrack', webhook)).toBe('duplicate');
    expect(await applyReport(sql, 'ecotrack', webhook)).toBe('duplicate');
    expect(await stockOf(sql, catalog.tee, 'M', 'Black')).toBe(before + 3);
    const restocks = (await historyOf(sql, number)).filter((h) => h.kind === 'restock');
    expect(restocks).toEqual([{ kind: 'restock', status: 'returned', note: 'retour_recu: units back to stock', changed_by: 'Ecotrack' }]);
    expect((await orderRow(sql, number)).stock_returned_at).not.toBeNull();
  });

  it('forgets event keys after a month, when no carrier can deliver them again', async () => {
    await sql`insert into carrier_events (platform, event_key, received_at) values
      ('ecotrack', 'event:old-one', now() - interval '31 days'), ('ecotrack', 'event:recent-one', now() - interval '2 days')`;
    await poll();
    const kept = await sql<
      { event_key: string }[]
    >`select event_key from carrier_events where event_key in ('event:old-one', 'event:recent-one')`;
    expect(kept.map((k) => k.event_key)).toEqual(['event:recent-one']);
  });

  it('applies an event once and ignores one older than the last applied', async () => {
    const { number, tracking } = await sentOrder();
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const out = { tracking, outcome: 'out_for_delivery' as const, carrierStatus: 'Sorti en livraison', at: at(0), eventId: 'evt-out' };
    expect(await applyReport(sql, 'ecotrack', out)).toBe('applied');
    expect(await applyReport(sql, 'ecotrack', out)).toBe('duplicate');
    const late = { tracking, outcome: 'picked_up' as const, carrierStatus: 'Ramassé', at: at(-30), eventId: 'evt-picked' };
    expect(await applyReport(sql, 'ecotrack', late)).toBe('stale');
    expect(await applyReport(sql, 'ecotrack', { ...out, tracking: 'NOPE-1', eventId: 'evt-other' })).toBe('unknown_parcel');
    expect(await orderRow(sql, number)).toMatchObject({ status: 'shipped' });
    expect(await carrierLines(number)).toEqual([['status', 'shipped', 'Sorti en livraison']]);
  });

  it('counts the outcomes in the dashboard’s delivered and returned figures', async () => {
    const figures = async () => ((await call(adminDashboard, '/api/admin/dashboard', { token: admin })).body as Dashboard).today;
    const before = await figures();
    const delivered = await sentOrder();
    const returned = await sentOrder();
    courier.moveParcel(delivered.tracking, 'livre_non_encaisse');
    courier.moveParcel(returned.tracking, 'retour_recu');
    await poll();
    const after = await figures();
    expect([after.delivered - before.delivered, after.returned - before.returned]).toEqual([1, 1]);
    expect(after.returnRate).toBe((before.returned + 1) / (before.delivered + before.returned + 2));
  });
});
