// Yalidine end to end through the real functions and database: connect, parcels, the webhook served
// over real HTTP, the poll. The stand-in (tests/carriers/stand-ins/yalidine) stands in for Yalidine's
// API and webhooks, which are outside this machine; it follows Yalidine's developer documentation and
// its webhook documentation as docs/carrier-apis.md records them (the all-or-nothing array, names from
// its /communes list with one spelled unlike the official list, a create that never answers, the
// crc_token challenge, batches signed with X-YALIDINE-SIGNATURE, delivered twice and out of order).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { dumpBackupJson } from '../../src/server/admin-orders/backup/dump.ts';
import { NOT_DELIVERABLE, SPELLED_UNLIKE_OFFICIAL, startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { stockOf } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow, poll } from './carrier-helpers.ts';

const sql = db();
const WEBHOOK_SECRET = 'yalidine-webhook-secret-for-the-test';
const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-carrier-yalidine',
  owner: 'yalidine-owner@test.dz',
  start: () => startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET }),
  baseUrl: (yalidine) => yalidine.apiUrl,
  timeoutMs: 1500,
});

const atYalidine = (number: number) => shop.carrier.parcels().filter((p) => p.order_id === String(number));

describe('Yalidine through the shop', () => {
  it('connects with the sender’s wilaya and the webhook secret, answering neither secret', async () => {
    const refused = await shop.connect({ ...shop.carrier.account, apiToken: 'wrong', fromWilayaCode: '16' });
    expect([refused.status, refused.body.error.code]).toEqual([422, 'credentials_refused']);
    const missing = await shop.connect({ ...shop.carrier.account });
    expect([missing.status, missing.body.error.code]).toEqual([422, 'invalid']);
    expect(await sql`select 1 from carrier_accounts`).toEqual([]);
    const answer = await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16', webhookSecret: WEBHOOK_SECRET });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      platform: 'yalidine',
      keyHint: `…${shop.carrier.account.apiToken.slice(-4)}`,
      webhookSecretSet: true,
      fromWilayaCode: '16',
    });
    const text = JSON.stringify(answer.body);
    for (const secret of [shop.carrier.account.apiToken, WEBHOOK_SECRET]) expect(text).not.toContain(secret);
    // Yalidine's challenge, as it runs it when the owner registers the webhook.
    expect(await shop.carrier.webhooks.subscribe(shop.webhookUrl)).toMatchObject({ ok: true, status: 200 });
  });

  it('asks the owner for a commune Yalidine spells its own way, then creates with her choice', async () => {
    const { official, yalidine: spelled } = SPELLED_UNLIKE_OFFICIAL[0];
    const number = await confirmedOrder(sql, shop.catalog, { wilayaCode: '16', commune: official });
    const [first] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    expect(first).toMatchObject({ ok: false, code: 'place_unknown' });
    expect(atYalidine(number)).toEqual([]);
    const places = await call(adminCarriers, `/api/admin/carriers/yalidine/places?wilaya=16&commune=${encodeURIComponent(official)}`, {
      token: shop.admin,
    });
    expect(places.body.suggestedCommuneId).toBeNull();
    const choice = places.body.communes.find((c: { name: string }) => c.name === spelled);
    const [created] = await createParcels(shop.admin, 'yalidine', [{ number, communeId: choice.id }]);
    expect(created).toMatchObject({ ok: true, parcel: { platform: 'yalidine', state: 'created' } });
    expect(atYalidine(number)).toMatchObject([{ to_commune_name: spelled, from_wilaya_name: 'Alger', price: expect.anything() }]);
  });

  it('fails a bad order alone although Yalidine refuses a whole array for one bad parcel', async () => {
    const good = await confirmedOrder(sql, shop.catalog);
    const bad = await confirmedOrder(sql, shop.catalog, { wilayaCode: '11', commune: NOT_DELIVERABLE.name });
    const other = await confirmedOrder(sql, shop.catalog);
    // Yalidine's list of wilaya 11 as the shop cached it while Yalidine still delivered Tazrouk.
    const stale = [{ id: '1101', name: NOT_DELIVERABLE.name, wilayaCode: 11, wilayaName: 'Tamanrasset' }];
    await sql`insert into carrier_places (platform, wilaya_code, kind, places) values ('yalidine', 11, 'commune', ${sql.json(stale)})
              on conflict (platform, wilaya_code, kind) do update set places = excluded.places, fetched_at = now()`;
    const results = await createParcels(shop.admin, 'yalidine', [{ number: good }, { number: bad }, { number: other }]);
    expect(results.map((r) => (r.ok ? 'ok' : r.code))).toEqual(['ok', 'carrier_refused', 'ok']);
    expect(results[1]!.ok ? '' : results[1]!.message).toMatch(/not deliverable/);
    expect([atYalidine(good).length, atYalidine(bad).length, atYalidine(other).length]).toEqual([1, 0, 1]);
    expect(await orderRow(sql, bad)).toMatchObject({ status: 'confirmed', tracking_number: null });
  });

  it('after a create that never answers, adopts the parcel Yalidine made', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    shop.carrier.timeoutNextCreate();
    const [lost] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    expect(lost).toMatchObject({ ok: false, code: 'carrier_unreachable' });
    expect(atYalidine(number)).toHaveLength(1);
    const [retried] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    expect(retried).toMatchObject({ ok: true });
    expect(atYalidine(number)).toHaveLength(1);
    expect((await orderRow(sql, number)).tracking_number).toBe(retried!.ok ? retried!.parcel.tracking : null);
  });

  it('restocks a returned parcel once when the webhook (twice, out of order) and the poll all report it', async () => {
    const number = await confirmedOrder(sql, shop.catalog, {
      lines: [{ productId: shop.catalog.tee, size: 'M', color: 'Black', quantity: 2 }],
    });
    const [created] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
    const tracking = created.parcel.tracking;
    const before = await stockOf(sql, shop.catalog.tee, 'M', 'Black');
    shop.carrier.advance(tracking, 'Sorti en livraison');
    shop.carrier.advance(tracking, 'Tentative échouée', 'Client ne répond pas');
    shop.carrier.advance(tracking, 'Retour vers vendeur');
    shop.carrier.advance(tracking, 'Retourné au vendeur');
    expect(await shop.carrier.webhooks.flush({ reverse: true, duplicate: true })).toBe(true);
    expect((await poll()).status).toBe(200);
    expect(await shop.carrier.webhooks.flush({ duplicate: true })).toBe(true);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'returned', stock_returned_at: expect.any(Date) });
    expect(await stockOf(sql, shop.catalog.tee, 'M', 'Black')).toBe(before + 2);
    const history = await historyOf(sql, number);
    expect(history.filter((h) => h.kind === 'restock')).toHaveLength(1);
    expect(history.filter((h) => h.changed_by === 'Yalidine').map((h) => h.status)).toContain('returned');
  });

  it('refuses a forged or unsigned delivery and changes nothing', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    const [created] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
    const body = JSON.stringify({
      type: 'parcel_status_updated',
      events: [
        { event_id: 'forged-1', occurred_at: new Date().toISOString(), data: { tracking: created.parcel.tracking, status: 'Livré' } },
      ],
    });
    expect(await shop.carrier.webhooks.sendRaw(body, 'ab'.repeat(32))).toBe(401);
    expect(await shop.carrier.webhooks.sendRaw(body, null)).toBe(401);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed' });
    expect(await sql`select 1 from carrier_events where event_key like ${'%forged-1%'}`).toEqual([]);
    const challenge = await fetch(`${shop.webhookUrl}?subscribe&crc_token=abc123`);
    expect([challenge.status, await challenge.json()]).toEqual([200, { crc_token: 'abc123' }]);
  });

  it('applies a signed delivery whose event id is longer than carrier_events holds, once (its SHA-256 keys it), not a 500', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    const [created] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
    const eventId = `long-${'e'.repeat(400)}`;
    const body = JSON.stringify({
      type: 'parcel_status_updated',
      events: [{ event_id: eventId, occurred_at: new Date().toISOString(), data: { tracking: created.parcel.tracking, status: 'Livré' } }],
    });
    expect(await shop.carrier.webhooks.sendRaw(body)).toBe(200);
    // Delivered again, as Yalidine redelivers: the same key, applied once.
    expect(await shop.carrier.webhooks.sendRaw(body)).toBe(200);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
    const keys = await sql<{ event_key: string }[]>`
      select event_key from carrier_events where platform = 'yalidine' and event_key like 'event-sha256:%'`;
    const key = `event-sha256:${createHash('sha256').update(eventId).digest('hex')}`;
    expect(keys.map((k) => k.event_key)).toContain(key);
    expect((await historyOf(sql, number)).filter((h) => h.changed_by === 'Yalidine' && h.status === 'delivered')).toHaveLength(1);
  });

  it('cancels a parcel while Yalidine still has it in preparation', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    await createParcels(shop.admin, 'yalidine', [{ number }]);
    const cancelled = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect([cancelled.status, cancelled.body.state]).toEqual([200, 'cancelled']);
    expect(atYalidine(number)).toEqual([]);
    expect(await orderRow(sql, number)).toMatchObject({ tracking_number: null, carrier: null });
    // A new parcel for the same order goes under a reference Yalidine never saw.
    const [again] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    expect(again).toMatchObject({ ok: true });
    expect(shop.carrier.parcels().filter((p) => p.order_id === `${number}-2`)).toHaveLength(1);
  });

  it('never printed the API token or the webhook secret, and keeps neither in a backup', async () => {
    expect(shop.printed.length).toBeGreaterThan(0);
    for (const secret of [shop.carrier.account.apiToken, WEBHOOK_SECRET]) {
      expect(shop.printed.join('\n')).not.toContain(secret);
      for (const scope of ['database', 'orders'] as const) expect((await dumpBackupJson(sql, scope)).json).not.toContain(secret);
    }
  });
});
