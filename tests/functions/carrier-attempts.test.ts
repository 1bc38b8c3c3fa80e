// Failed delivery attempts kept as data, and a cancel refused as too late remembered, through Yalidine's
// own paths: its signed webhook served over real HTTP, the scheduled poll (the real carriers-poll
// function) and its DELETE. The stand-in (tests/carriers/stand-ins/yalidine) stands in for Yalidine's
// API and webhooks, which are outside this machine (docs/carrier-apis.md); its clock is the test's, so
// each attempt has an hour of its own, as a driver's do. Orders are placed, confirmed and sent through
// the real paths; the order's screen and the dashboard are the real admin-order and admin-dashboard
// functions. Tlemcen (13) is a wilaya no other test sends parcels to, and each customer has a phone of
// her own, so their dashboard rows are this file's alone.
import { describe, expect, it } from 'vitest';
import adminDashboard from '../../netlify/functions/admin-dashboard.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import type { Dashboard } from '../../src/domain/admin-orders/dashboard.ts';
import { db } from '../../src/server/db/client.ts';
import { startYalidineStandIn, type YalidineStatus } from '../carriers/stand-ins/yalidine/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, poll, parcelOnTheOrderPage } from './carrier-helpers.ts';

const sql = db();
const WEBHOOK_SECRET = 'yalidine-webhook-secret-for-the-attempts';
const HOUR = 3_600_000;
// Yalidine's clock: a day behind, moved on an hour by each step of the test (so every status of the file
// lies in the past), and running meanwhile (its quotas count by it).
let behind = 24 * HOUR;
const clock = () => Date.now() - behind;
const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-carrier-attempts',
  owner: 'attempts-owner@test.dz',
  start: () => startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET, now: clock }),
  baseUrl: (yalidine) => yalidine.apiUrl,
  timeoutMs: 1500,
});

const AMINA = { name: 'Amina Belkacem', phone: '0661234561' };
const YACINE = { name: 'Yacine Ziani', phone: '0771234562' };
const NASSIMA = { name: 'Nassima Brahimi', phone: '0551234563' };
const TLEMCEN = { wilayaCode: '13', commune: 'Tlemcen' };

let connected = false;
async function connectOnce() {
  if (connected) return;
  const answer = await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16', webhookSecret: WEBHOOK_SECRET });
  expect(answer.status).toBe(200);
  expect(await shop.carrier.webhooks.subscribe(shop.webhookUrl)).toMatchObject({ ok: true, status: 200 });
  connected = true;
}

/** A confirmed order of hers at Tlemcen, sent to Yalidine: its number and tracking. */
async function sentOrder(customer: { name: string; phone: string }): Promise<{ number: number; tracking: string }> {
  const number = await confirmedOrder(sql, shop.catalog, { ...TLEMCEN, ...customer });
  const [result] = await createParcels(shop.admin, 'yalidine', [{ number }]);
  if (!result?.ok || !result.parcel.tracking) throw new Error(JSON.stringify(result));
  return { number, tracking: result.parcel.tracking };
}

/** Yalidine moves the parcel on, an hour later each time (the reason where it gives one). */
function step(tracking: string, status: YalidineStatus, reason = '') {
  behind -= HOUR;
  shop.carrier.advance(tracking, status, reason);
}

const attemptsOf = (number: number) =>
  sql<{ reason: string | null; carrier_status: string }[]>`
    select a.reason, a.carrier_status from parcel_attempts a join orders o on o.id = a.order_id
    where o.number = ${number} order by a.attempted_at`;

describe('failed delivery attempts', () => {
  it('are counted once each, whether the webhook, the poll or both brought them, on the order and the dashboard', async () => {
    await connectOnce();
    const amina = await sentOrder(AMINA);
    // First attempt: read by the poll before its webhook is delivered.
    step(amina.tracking, 'Sorti en livraison');
    step(amina.tracking, 'Tentative échouée', 'Client ne répond pas');
    expect((await poll()).status).toBe(200);
    // The driver goes out again; then the webhook delivers all three events (twice each, one batch sorted
    // by their time): the first attempt comes again after a later status, and is still one attempt.
    step(amina.tracking, 'Sorti en livraison');
    expect(await shop.carrier.webhooks.flush({ reverse: true, duplicate: true })).toBe(true);
    expect(await attemptsOf(amina.number)).toEqual([{ reason: 'Client ne répond pas', carrier_status: 'Tentative échouée' }]);

    // Second attempt: brought by the webhook first, then read by the poll, then the webhook again.
    step(amina.tracking, 'Tentative échouée', 'Client refuse le colis');
    expect(await shop.carrier.webhooks.flush({ duplicate: true })).toBe(true);
    expect((await poll()).status).toBe(200);
    expect((await poll()).status).toBe(200);
    expect(await attemptsOf(amina.number)).toEqual([
      { reason: 'Client ne répond pas', carrier_status: 'Tentative échouée' },
      { reason: 'Client refuse le colis', carrier_status: 'Tentative échouée' },
    ]);
    // Each attempt told once in the order's history, in Yalidine's words.
    const told = (await historyOf(sql, amina.number)).filter((h) => h.note.startsWith('Tentative échouée'));
    expect(told.map((h) => h.note)).toEqual(['Tentative échouée: Client ne répond pas', 'Tentative échouée: Client refuse le colis']);

    // The order's screen: two attempts, the newest one's reason as Yalidine said it.
    const parcel = await parcelOnTheOrderPage(amina.number, shop.admin);
    expect(parcel).toMatchObject({
      outcome: 'failed_attempt',
      failedAttempts: 2,
      lastAttempt: { at: expect.any(String), reason: 'Client refuse le colis' },
    });
    // To the minute Yalidine dated it (its clock ran a moment since: at most a minute).
    expect(clock() - Date.parse(parcel.lastAttempt!.at)).toBeGreaterThanOrEqual(0);
    expect(clock() - Date.parse(parcel.lastAttempt!.at)).toBeLessThan(2 * 60_000);

    // Yacine: one attempt, then delivered. Nassima: delivered at once.
    const yacine = await sentOrder(YACINE);
    const nassima = await sentOrder(NASSIMA);
    step(yacine.tracking, 'Sorti en livraison');
    step(yacine.tracking, 'Tentative échouée', 'Client absent');
    step(yacine.tracking, 'Sorti en livraison');
    step(yacine.tracking, 'Livré');
    step(nassima.tracking, 'Sorti en livraison');
    step(nassima.tracking, 'Livré');
    expect(await shop.carrier.webhooks.flush({ duplicate: true })).toBe(true);
    expect((await poll()).status).toBe(200);
    expect((await parcelOnTheOrderPage(yacine.number, shop.admin)).failedAttempts).toBe(1);
    expect((await parcelOnTheOrderPage(nassima.number, shop.admin)).failedAttempts).toBe(0);

    const { rates } = (await call(adminDashboard, '/api/admin/dashboard', { token: shop.admin })).body as Dashboard;
    expect(rates.byWilaya.find((w) => w.wilayaCode === '13')).toMatchObject({
      nameFr: 'Tlemcen',
      parcels: 3,
      delivered: 2,
      returned: 0,
      failedAttempts: 3,
    });
    // Amina, with no parcel back yet, is listed for her two failed attempts; Yacine, out once, is not.
    expect(rates.byCustomer.find((c) => c.phone === AMINA.phone)).toEqual({
      phone: AMINA.phone,
      name: AMINA.name,
      orders: 1,
      delivered: 0,
      returned: 0,
      failedAttempts: 2,
      returnRate: null,
    });
    expect(rates.byCustomer.map((c) => c.phone)).not.toContain(YACINE.phone);

    // Her parcel comes back: listed for the return too, the attempts still counted once.
    step(amina.tracking, 'Retour vers vendeur');
    step(amina.tracking, 'Retourné au vendeur');
    expect(await shop.carrier.webhooks.flush({ duplicate: true })).toBe(true);
    expect((await poll()).status).toBe(200);
    const after = ((await call(adminDashboard, '/api/admin/dashboard', { token: shop.admin })).body as Dashboard).rates;
    expect(after.byCustomer.find((c) => c.phone === AMINA.phone)).toMatchObject({ returned: 1, failedAttempts: 2, returnRate: 1 });
    expect(after.byWilaya.find((w) => w.wilayaCode === '13')).toMatchObject({ returned: 1, failedAttempts: 3 });
  });
});

describe('a cancel Yalidine refused as too late', () => {
  it('is kept on the parcel, so the order no longer offers Cancel, with Yalidine’s status', async () => {
    await connectOnce();
    const { number, tracking } = await sentOrder({ name: 'Karima Saidi', phone: '0661234564' });
    expect(await parcelOnTheOrderPage(number, shop.admin)).toMatchObject({ state: 'created', cancelRefused: null });
    // Picked up at the shop, and the report not in yet: only the refusal says it.
    step(tracking, 'Ramassé');
    const refused = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'cancel_too_late']);
    expect(refused.body.error.details).toEqual({ reason: { code: 'cancel_too_late', detail: 'Ramassé' } });
    expect(await parcelOnTheOrderPage(number, shop.admin)).toMatchObject({
      state: 'created',
      outcome: 'created',
      cancelRefused: { code: 'cancel_too_late', detail: 'Ramassé' },
    });
    // The poll then reads the pickup; the refusal stays with the parcel.
    expect((await poll()).status).toBe(200);
    expect(await parcelOnTheOrderPage(number, shop.admin)).toMatchObject({
      outcome: 'picked_up',
      carrierStatus: 'Ramassé',
      cancelRefused: { code: 'cancel_too_late', detail: 'Ramassé' },
    });
  });

  it('is not kept when the refusal says nothing of the parcel having moved on', async () => {
    await connectOnce();
    const { number, tracking } = await sentOrder({ name: 'Walid Kaci', phone: '0771234565' });
    // Deleted at Yalidine by another hand (its own API, as its site would): the shop's cancel then finds
    // no parcel there (parcel_unknown), which says nothing of a closed window.
    const { apiId, apiToken } = shop.carrier.account;
    const deleted = await fetch(`${shop.carrier.apiUrl}parcels/${encodeURIComponent(tracking)}`, {
      method: 'DELETE',
      headers: { 'X-API-ID': apiId, 'X-API-TOKEN': apiToken },
    });
    expect(deleted.status).toBe(200);
    const refused = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'parcel_unknown']);
    expect((await parcelOnTheOrderPage(number, shop.admin)).cancelRefused).toBeNull();
  });
});
