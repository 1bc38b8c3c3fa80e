// ZR Express end to end through the real functions and database: connect (key and tenant proven by
// GET users/profile, the webhook's "whsec_" secret kept sealed), parcels created through ZR's
// territories, a timeout after ZR made the parcel, a pickup point, labels, cancel, and outcomes by the
// poll and by the webhook function served over real HTTP, each Svix delivery verified before it is read.
// The stand-in (tests/carriers/stand-ins/zr-express) stands in for ZR Express's API and its Svix
// deliveries, which are outside this machine; it follows docs/carrier-apis.md ("ZR Express, new API").
// **The webhook's payload is the stand-in's guess** (ZR-AUDIT §5: undocumented), as the domain reads it.
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { db } from '../../src/server/db/client.ts';
import { dumpBackupJson } from '../../src/server/admin-orders/backup/dump.ts';
import { ZR_WEBHOOK_EVENT_TYPES } from '../../src/domain/carriers/zr-express-webhook.ts';
import { signSvix, startZrExpressStandIn } from '../carriers/stand-ins/zr-express/index.ts';
import { stockOf } from '../db/orders.fixtures.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow, poll } from './carrier-helpers.ts';

const sql = db();
const shop = carrierFunctionTest('zr_express', {
  prefix: 'test-carrier-zr-express',
  owner: 'zr-owner@test.dz',
  // Parcels numbered on their first read: the client's wait for a number is not the subject here.
  start: () => startZrExpressStandIn({ trackingAfterReads: 0 }),
  baseUrl: (zr) => zr.apiUrl,
  timeoutMs: 1500,
});
let secret: string;
beforeAll(() => {
  // ZR registers webhook endpoints by API (ZR-SW); its secret is what the owner pastes in the shop.
  secret = shop.carrier.webhooks.register({ url: shop.webhookUrl, eventTypes: [...ZR_WEBHOOK_EVENT_TYPES] })!.secret;
});

const atZr = (number: number) => shop.carrier.parcels().filter((p) => p.externalId === String(number));

async function sentOrder(quantity = 1): Promise<{ number: number; tracking: string }> {
  const number = await confirmedOrder(sql, shop.catalog, { lines: [{ productId: shop.catalog.tee, size: 'M', color: 'Black', quantity }] });
  const [result] = await createParcels(shop.admin, 'zr_express', [{ number }]);
  if (!result?.ok || !result.parcel.tracking) throw new Error(`no parcel: ${JSON.stringify(result)}`);
  return { number, tracking: result.parcel.tracking };
}

describe('ZR Express through the shop', () => {
  it('connects with its key, tenant and webhook secret once ZR accepts them, answering none', async () => {
    const wrongKey = await shop.connect({ apiKey: 'not-the-key', tenantId: shop.carrier.account.tenant });
    expect([wrongKey.status, wrongKey.body.error.code]).toEqual([422, 'credentials_refused']);
    const wrongTenant = await shop.connect({ apiKey: shop.carrier.account.apiKey, tenantId: 'not-the-tenant' });
    expect([wrongTenant.status, wrongTenant.body.error.code]).toEqual([422, 'credentials_refused']);
    const badSecret = await shop.connect({
      ...shop.carrier.account,
      tenantId: shop.carrier.account.tenant,
      webhookSecret: 'not a svix secret',
    });
    expect([badSecret.status, badSecret.body.error.code, badSecret.body.error.fields]).toEqual([
      422,
      'invalid',
      { webhookSecret: 'invalid' },
    ]);
    expect(await sql`select 1 from carrier_accounts`).toEqual([]);

    const answer = await shop.connect({
      apiKey: shop.carrier.account.apiKey,
      tenantId: shop.carrier.account.tenant,
      webhookSecret: secret,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      platform: 'zr_express',
      baseUrl: shop.carrier.apiUrl,
      keyHint: `…${shop.carrier.account.apiKey.slice(-4)}`,
      webhookSecretSet: true,
      connectedAt: expect.any(String),
      connectedBy: 'zr-owner@test.dz',
    });
    const [row] = await sql<{ credentials: string; webhook_secret: string }[]>`
      select credentials, webhook_secret from carrier_accounts where platform = 'zr_express'`;
    for (const sealed of [row!.credentials, row!.webhook_secret]) expect(sealed).toMatch(/^v1\./);
    for (const clear of [shop.carrier.account.apiKey, shop.carrier.account.tenant, secret]) {
      expect(JSON.stringify(answer.body)).not.toContain(clear);
      expect(JSON.stringify(row)).not.toContain(clear);
    }
    // The check was the harmless GET users/profile.
    expect(shop.carrier.calls.some((c) => c.method === 'GET' && c.path.endsWith('/users/profile'))).toBe(true);
  });

  it('creates each order’s parcel with its tracking on the order, and a home and a pickup point', async () => {
    const home = await confirmedOrder(sql, shop.catalog);
    const office = await confirmedOrder(sql, shop.catalog, { deliveryType: 'office' });
    const [unchosen] = await createParcels(shop.admin, 'zr_express', [{ number: office }]);
    expect(unchosen).toMatchObject({ ok: false, code: 'center_unknown' });
    const places = await call(adminCarriers, '/api/admin/carriers/zr_express/places?wilaya=16&commune=Alger%20Centre', {
      token: shop.admin,
    });
    expect(places.status).toBe(200);
    const hub = places.body.centers[0].id as string;
    const results = await createParcels(shop.admin, 'zr_express', [{ number: home }, { number: office, centerId: hub }]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    for (const result of results) {
      if (!result.ok) throw new Error('not created');
      const [parcel] = atZr(result.number);
      expect(parcel!.trackingNumber).toBe(result.parcel.tracking);
      expect(await orderRow(sql, result.number)).toMatchObject({ tracking_number: parcel!.trackingNumber, carrier: 'zr_express' });
      expect((await historyOf(sql, result.number)).at(-1)).toMatchObject({
        kind: 'parcel',
        note: `Parcel created at ZR Express: ${parcel!.trackingNumber}`,
      });
    }
    expect(atZr(office)[0]!.input).toMatchObject({ deliveryType: 'pickup-point', hubId: hub });
    expect(atZr(home)[0]!.input).toMatchObject({ deliveryType: 'home' });
  });

  it('after a create that never answers, adopts the parcel ZR made instead of creating a second one', async () => {
    const number = await confirmedOrder(sql, shop.catalog);
    shop.carrier.timeoutNextCreate();
    const [lost] = await createParcels(shop.admin, 'zr_express', [{ number }]);
    expect(lost).toMatchObject({ ok: false, code: 'carrier_unreachable' });
    expect(atZr(number)).toHaveLength(1);
    const [retried] = await createParcels(shop.admin, 'zr_express', [{ number }]);
    expect(retried).toMatchObject({ ok: true });
    expect(atZr(number)).toHaveLength(1);
    expect((await orderRow(sql, number)).tracking_number).toBe(atZr(number)[0]!.trackingNumber);
  });

  it('answers the labels in one PDF and cancels a parcel ZR still allows', async () => {
    const a = await sentOrder();
    const b = await sentOrder();
    const labels = await adminParcels(
      new Request(`https://shop.example/api/admin/parcels/labels?numbers=${b.number},${a.number}`, {
        headers: { 'x-auth-token': shop.admin },
      }),
    );
    expect([labels.status, labels.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await PDFDocument.load(new Uint8Array(await labels.arrayBuffer()))).getPageCount()).toBeGreaterThanOrEqual(2);
    const cancelled = await call(adminParcels, `/api/admin/parcels/${a.number}`, { method: 'DELETE', token: shop.admin });
    expect([cancelled.status, cancelled.body.state]).toEqual([200, 'cancelled']);
    expect(await orderRow(sql, a.number)).toMatchObject({ tracking_number: null, carrier: null });
    // Once dispatched, ZR refuses: its reason, a 409, and the parcel stays on the order.
    shop.carrier.move(b.tracking, 'dispatch');
    const refused = await call(adminParcels, `/api/admin/parcels/${b.number}`, { method: 'DELETE', token: shop.admin });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'carrier_refused']);
    expect(await orderRow(sql, b.number)).toMatchObject({ tracking_number: b.tracking });
  });

  it('brings a failed attempt back by the webhook, with the situation’s words', async () => {
    const { number, tracking } = await sentOrder();
    shop.carrier.move(tracking, 'en_livraison');
    shop.carrier.situation(tracking, 'client_absent', 'Client absent');
    const deliveries = await shop.carrier.webhooks.flush();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'shipped' });
    const lines = (await historyOf(sql, number)).filter((h) => h.changed_by === 'ZR Express').map((h) => h.note);
    expect(lines).toContainEqual(expect.stringMatching(/Client absent/));
    // Kept as one failed attempt (parcel_attempts) when the poll reads it too.
    expect((await poll()).status).toBe(200);
    const attempts = await sql<{ reason: string }[]>`
      select a.reason from parcel_attempts a join orders o on o.id = a.order_id where o.number = ${number}`;
    expect(attempts).toEqual([{ reason: 'Client absent' }]);
  });

  it('restocks a returned parcel once when the webhook (twice, and by its webhook-* names) and the poll all report it', async () => {
    const { number, tracking } = await sentOrder(2);
    const before = await stockOf(sql, shop.catalog.tee, 'M', 'Black');
    shop.carrier.move(tracking, 'en_livraison');
    shop.carrier.markReturn(tracking);
    shop.carrier.move(tracking, 'retourne');
    expect((await shop.carrier.webhooks.flush({ duplicate: true })).every((d) => d.status === 200)).toBe(true);
    const answer = await poll();
    expect(answer.status).toBe(200);
    const { reports } = (await answer.json()) as { reports: { platform: string; asked: number; error?: string }[] };
    expect(reports.find((r) => r.platform === 'zr_express')).toMatchObject({ asked: expect.any(Number) });
    expect(reports.find((r) => r.platform === 'zr_express')!.error).toBeUndefined();
    shop.carrier.move(tracking, 'retourne');
    expect((await shop.carrier.webhooks.flush({ aliases: true })).every((d) => d.status === 200)).toBe(true);
    await poll();
    expect(await orderRow(sql, number)).toMatchObject({ status: 'returned', stock_returned_at: expect.any(Date) });
    expect(await stockOf(sql, shop.catalog.tee, 'M', 'Black')).toBe(before + 2);
    const history = await historyOf(sql, number);
    expect(history.filter((h) => h.kind === 'restock')).toHaveLength(1);
    expect(history.filter((h) => h.changed_by === 'ZR Express').map((h) => h.status)).toContain('returned');
  });

  it('refuses an unsigned, forged or stale delivery with 401 and changes nothing', async () => {
    const { number, tracking } = await sentOrder();
    const body = JSON.stringify({
      type: 'parcel.state.updated',
      timestamp: new Date().toISOString(),
      data: { trackingNumber: tracking, state: { name: 'livre', description: 'Livré' }, deliveredAt: new Date().toISOString() },
    });
    const at = Math.floor(Date.now() / 1000);
    const post = (headers: Record<string, string>) =>
      fetch(shop.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const forgedSecret = `whsec_${Buffer.from('not the endpoint secret, 32 bytes').toString('base64')}`;
    const answers = [
      await post({}),
      await post({
        'svix-id': 'msg_forged',
        'svix-timestamp': String(at),
        'svix-signature': signSvix(forgedSecret, 'msg_forged', at, body),
      }),
      await post({
        'svix-id': 'msg_stale',
        'svix-timestamp': String(at - 600),
        'svix-signature': signSvix(secret, 'msg_stale', at - 600, body),
      }),
      await post({ 'svix-id': 'msg_bad', 'svix-timestamp': String(at), 'svix-signature': 'v1,not-base64!' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'confirmed' });
    for (const id of ['msg_forged', 'msg_stale', 'msg_bad'])
      expect(await sql`select 1 from carrier_events where platform = 'zr_express' and position(${id} in event_key) > 0`).toEqual([]);
    // The same body, signed with the endpoint's secret: taken.
    const signed = await post({
      'svix-id': 'msg_good',
      'svix-timestamp': String(at),
      'svix-signature': signSvix(secret, 'msg_good', at, body),
    });
    expect(signed.status).toBe(200);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
  });

  it('applies a signed delivery whose svix-id is longer than carrier_events holds, once (its SHA-256 keys it), not a 500', async () => {
    const { number, tracking } = await sentOrder();
    const body = JSON.stringify({
      type: 'parcel.state.updated',
      timestamp: new Date().toISOString(),
      data: { trackingNumber: tracking, state: { name: 'livre', description: 'Livré' }, deliveredAt: new Date().toISOString() },
    });
    const id = `msg_${'x'.repeat(400)}`;
    const at = Math.floor(Date.now() / 1000);
    const post = () =>
      fetch(shop.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'svix-id': id,
          'svix-timestamp': String(at),
          'svix-signature': signSvix(secret, id, at, body),
        },
        body,
      });
    // Svix retries a delivery with the same svix-id: applied once.
    expect([(await post()).status, (await post()).status]).toEqual([200, 200]);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
    const key = `event-sha256:${createHash('sha256').update(id).digest('hex')}`;
    expect(await sql`select 1 from carrier_events where platform = 'zr_express' and event_key = ${key}`).toHaveLength(1);
    expect((await historyOf(sql, number)).filter((h) => h.changed_by === 'ZR Express' && h.status === 'delivered')).toHaveLength(1);
  });

  it('never printed the key, the tenant or the webhook secret, and keeps none in a backup', async () => {
    expect(shop.printed.length).toBeGreaterThan(0);
    for (const clear of [shop.carrier.account.apiKey, secret]) {
      expect(shop.printed.join('\n')).not.toContain(clear);
      for (const scope of ['database', 'orders'] as const) expect((await dumpBackupJson(sql, scope)).json).not.toContain(clear);
    }
  });
});
