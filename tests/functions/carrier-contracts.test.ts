// Issue #37's acceptance for Yalidine and Ecotrack, through the real admin functions, the scheduled
// poll and the database, against stand-ins that enforce what the carriers' public material says
// (docs/carrier-apis.md; the stand-ins stand in for services outside this machine):
// - Yalidine spells the wilayas its own way ("Bordj Bou Arreridj" for 34, "El Menia" for 58) and refuses
//   a whole request whose from_wilaya_name or to_wilaya_name is spelled otherwise: a shop whose own
//   wilaya is 34 sends parcels all the same, the name read from Yalidine's list when the owner connects;
// - an Ecotrack courier that refuses a Bearer token alone on get/orders/status, and answers delete/order
//   the legacy way ({"delete":"success"}): the poll brings a delivered outcome, a cancel is recorded.
import { describe, expect, it } from 'vitest';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { signYalidine, startYalidineStandIn, type YalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { startEcotrackStandIn, type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow, poll } from './carrier-helpers.ts';

const sql = db();
const WEBHOOK_SECRET = 'contracts-yalidine-webhook-secret';
const storedName = async () =>
  (await sql<{ from_wilaya_name: string | null }[]>`select from_wilaya_name from carrier_accounts where platform = 'yalidine'`)[0]
    ?.from_wilaya_name;

describe('a Yalidine shop whose own wilaya is 34', () => {
  const shop = carrierFunctionTest<YalidineStandIn>('yalidine', {
    prefix: 'test-contracts-yalidine',
    owner: 'contracts-yalidine@test.dz',
    start: () => startYalidineStandIn({ webhookSecret: WEBHOOK_SECRET }),
    baseUrl: (yalidine) => yalidine.apiUrl,
    timeoutMs: 1500,
  });
  const atYalidine = (number: number) => shop.carrier.parcels().filter((p) => p.order_id === String(number));

  it('keeps Yalidine’s name of its wilaya when she connects, and reads it again when she reconnects', async () => {
    const connected = await shop.connect({ ...shop.carrier.account, fromWilayaCode: '34', webhookSecret: WEBHOOK_SECRET });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({ fromWilayaCode: '34' });
    expect(await storedName()).toBe('Bordj Bou Arreridj');
    expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '58', webhookSecret: WEBHOOK_SECRET })).status).toBe(200);
    expect(await storedName()).toBe('El Menia');
    expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '34', webhookSecret: WEBHOOK_SECRET })).status).toBe(200);
    expect(await storedName()).toBe('Bordj Bou Arreridj');
  });

  it('sends parcels from 34, to Alger and to El Meniaa, under Yalidine’s names', async () => {
    const alger = await confirmedOrder(sql, shop.catalog);
    const menia = await confirmedOrder(sql, shop.catalog, { wilayaCode: '58', commune: 'Hassi Gara' });
    const results = await createParcels(shop.admin, 'yalidine', [{ number: alger }, { number: menia }]);
    expect(
      results.map((r) => r.ok),
      JSON.stringify(results),
    ).toEqual([true, true]);
    expect(atYalidine(alger)).toMatchObject([{ from_wilaya_name: 'Bordj Bou Arreridj', to_wilaya_name: 'Alger' }]);
    expect(atYalidine(menia)).toMatchObject([
      { from_wilaya_name: 'Bordj Bou Arreridj', to_wilaya_name: 'El Menia', to_commune_name: 'Hassi Gara' },
    ]);
  });

  it('an account connected before the name was kept still sends: the client reads it from Yalidine’s list', async () => {
    await sql`update carrier_accounts set from_wilaya_name = null where platform = 'yalidine'`;
    const number = await confirmedOrder(sql, shop.catalog);
    const [result] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    expect(result).toMatchObject({ ok: true });
    expect(atYalidine(number)).toMatchObject([{ from_wilaya_name: 'Bordj Bou Arreridj' }]);
  });

  it('takes a webhook delivery signed sha256=<hex>, as well as bare hex', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    const [created] = await createParcels(shop.admin, 'yalidine', [{ number }]);
    if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
    expect(await shop.carrier.webhooks.subscribe(shop.webhookUrl)).toMatchObject({ ok: true });
    const body = JSON.stringify({
      type: 'parcel_status_updated',
      events: [
        {
          event_id: `prefixed-${number}`,
          occurred_at: new Date().toISOString(),
          data: { tracking: created.parcel.tracking, status: 'Livré' },
        },
      ],
    });
    expect(await shop.carrier.webhooks.sendRaw(body, `sha256=${signYalidine(body, 'another-secret')}`)).toBe(401);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed' });
    expect(await shop.carrier.webhooks.sendRaw(body, `sha256=${signYalidine(body, WEBHOOK_SECRET)}`)).toBe(200);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
  });
});

describe('an Ecotrack courier that takes api_token only on its status route, and answers delete/order the legacy way', () => {
  const TOKEN = 'contracts-ecotrack-token-Hq81';
  const shop = carrierFunctionTest<EcotrackStandIn>('ecotrack', {
    prefix: 'test-contracts-ecotrack',
    owner: 'contracts-ecotrack@test.dz',
    start: () => startEcotrackStandIn({ token: TOKEN, courierCode: 'CNTR', perMinute: 10_000, deleteAnswer: 'legacy' }),
    baseUrl: (courier) => courier.url,
  });

  it('brings the delivered outcome to the order through the poll', async () => {
    expect((await shop.connect({ token: TOKEN })).status).toBe(200);
    const number = await confirmedOrder(sql, shop.catalog);
    const [created] = await createParcels(shop.admin, 'ecotrack', [{ number }]);
    if (!created?.ok || !created.parcel.tracking) throw new Error(JSON.stringify(created));
    shop.carrier.moveParcel(created.parcel.tracking, 'livre_non_encaisse');
    const start = shop.carrier.calls.length;
    expect((await poll()).status).toBe(200);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
    const asked = shop.carrier.calls.slice(start).filter((c) => c.url.includes('get/orders/status'));
    expect(asked).toEqual([expect.objectContaining({ status: 200 })]);
  });

  it('records a cancel the courier answered {"delete":"success"} as cancelled', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    // Cancelled before its validation (the only time Ecotrack deletes): the validation is refused once.
    shop.carrier.failNext(401, 'valid/order');
    const [waiting] = await createParcels(shop.admin, 'ecotrack', [{ number }]);
    expect(waiting).toMatchObject({ ok: false, code: 'awaiting_validation' });
    const [held] = shop.carrier.parcels().filter((p) => p.reference === String(number));
    const cancelled = await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: shop.admin });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', tracking: held!.tracking });
    expect(shop.carrier.parcel(held!.tracking)).toBeUndefined();
    expect(await historyOf(sql, number)).toContainEqual(
      expect.objectContaining({ kind: 'parcel', note: `Parcel ${held!.tracking} cancelled at the carrier` }),
    );
  });

  it('never printed or stored the token, though it rode in the status route’s URL, when that route failed', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    expect((await createParcels(shop.admin, 'ecotrack', [{ number }]))[0]).toMatchObject({ ok: true });
    for (const status of [500, 401]) {
      shop.carrier.failNext(status, 'get/orders/status');
      const answer = await poll();
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain(TOKEN);
    }
    expect(shop.carrier.calls.some((c) => c.url.includes(`api_token=${TOKEN}`))).toBe(true);
    expect(shop.printed.join('\n')).not.toContain(TOKEN);
    // What the shop kept of the failures (the health line's last error, the parcels, the orders' history).
    const stored = await sql<{ text: string }[]>`
      select to_jsonb(h)::text as text from carrier_health h
      union all select to_jsonb(p)::text from parcels p
      union all select to_jsonb(o)::text from order_status_history o`;
    expect(stored.some((r) => r.text.includes('"last_error_kind": "auth"'))).toBe(true);
    for (const row of stored) expect(row.text).not.toContain(TOKEN);
  });
});
