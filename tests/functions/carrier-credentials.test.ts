// Connecting a carrier through the real admin function, against a stand-in for an Ecotrack courier
// (tests/carriers/stand-ins/ecotrack), which stands in for a service outside this machine and follows
// Ecotrack's Postman collection "ECOTRACK API" (docs/carrier-apis.md, "Ecotrack platform"): the token
// is tried with one harmless call before anything is kept; once kept it never comes back whole, in any
// answer, log line or backup, and the database holds it sealed only.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import carriersPoll from '../../netlify/functions/carriers-poll.ts';
import { db } from '../../src/server/db/client.ts';
import { dumpBackupJson } from '../../src/server/admin-orders/backup/dump.ts';
import { readAccount } from '../../src/server/carriers/credentials/accounts.repo.ts';
import { seal, unseal, UnreadableCredentials } from '../../src/server/carriers/credentials/seal.ts';
import { startEcotrackStandIn, type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { startNoestStandIn, type NoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { startZrExpressStandIn, type ZrExpressStandIn } from '../carriers/stand-ins/zr-express/index.ts';
import type { TestCatalog } from '../db/orders.fixtures.ts';
import { call, ownerSignedIn } from './admin-helpers.ts';
import { carrierShop, closeCarrierShop, confirmedOrder, createParcels, recordPrinted } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-carrier-credentials';
const TOKEN = 'ecotrack-secret-token-Zx81Qw7e';
let courier: EcotrackStandIn;
let catalog: TestCatalog;
let admin: string;
let printed: string[] = [];

beforeAll(async () => {
  catalog = await carrierShop(sql, PREFIX);
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'CRED', perMinute: 10_000 });
  admin = (await ownerSignedIn('carrier-owner@test.dz')).token;
});
afterAll(async () => {
  await courier.close();
  await closeCarrierShop(sql, PREFIX);
});
// Every line the server prints while a test runs (console.log/info/warn/error/debug).
beforeEach(() => {
  printed = recordPrinted();
});
afterEach(() => vi.restoreAllMocks());

const connect = (token: string) =>
  call(adminCarriers, '/api/admin/carriers/ecotrack', {
    method: 'PUT',
    token: admin,
    body: { platform: 'ecotrack', token, baseUrl: courier.url },
  });

describe('connecting a carrier', () => {
  it('refuses credentials the carrier refuses, by a code the admin words, and keeps nothing', async () => {
    const answer = await connect('not-the-token-9999');
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('credentials_refused');
    expect(answer.body.error.message).toBeTruthy();
    expect(await sql`select 1 from carrier_accounts`).toHaveLength(0);
    expect(JSON.stringify(answer.body)).not.toContain('not-the-token-9999');
  });

  it('says an address that does not answer is unreachable (502), not refused', async () => {
    const answer = await call(adminCarriers, '/api/admin/carriers/ecotrack', {
      method: 'PUT',
      token: admin,
      body: { platform: 'ecotrack', token: TOKEN, baseUrl: 'http://127.0.0.1:9/' },
    });
    expect([answer.status, answer.body.error.code]).toEqual([502, 'carrier_unreachable']);
    expect(JSON.stringify(answer.body)).not.toContain(TOKEN);
  });

  it('keeps working credentials sealed and answers only their last four characters', async () => {
    const answer = await connect(TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      platform: 'ecotrack',
      baseUrl: courier.url,
      keyHint: '…Qw7e',
      connectedAt: expect.any(String),
      connectedBy: 'carrier-owner@test.dz',
    });
    const list = await call(adminCarriers, '/api/admin/carriers', { token: admin });
    expect(list.body).toEqual({ platforms: ['yalidine', 'ecotrack', 'noest', 'zr_express'], accounts: [answer.body], mayChange: true });
    const [row] = await sql<{ credentials: string }[]>`select credentials from carrier_accounts where platform = 'ecotrack'`;
    expect(row!.credentials).toMatch(/^v1\./);
    expect(row!.credentials).not.toContain(TOKEN);
    expect(Buffer.from(row!.credentials.split('.')[3]!, 'base64url').toString('latin1')).not.toContain(TOKEN);
    expect((await readAccount(sql, 'ecotrack'))!.credentials).toEqual({ platform: 'ecotrack', token: TOKEN });
    // The check went to the carrier with the token in its header, never in an address (access logs keep addresses).
    expect(courier.calls.length).toBeGreaterThan(0);
    expect(courier.calls.every((c) => !c.url.includes(TOKEN))).toBe(true);
  });

  it('never puts the token in an answer, a log line or a backup, through every carrier route', async () => {
    const number = await confirmedOrder(sql, catalog);
    const answers = [
      await connect(TOKEN),
      await call(adminCarriers, '/api/admin/carriers', { token: admin }),
      await call(adminCarriers, '/api/admin/carriers/ecotrack/places?wilaya=16&commune=Alger%20Centre', { token: admin }),
    ];
    const results = await createParcels(admin, 'ecotrack', [{ number }]);
    expect(results[0]).toMatchObject({ ok: true });
    answers.push(await call(adminParcels, `/api/admin/parcels/${number}`, { method: 'DELETE', token: admin }));
    // A validated Ecotrack parcel is never deleted (10001): the shop refuses the cancel at once, a 409.
    expect([answers[3]!.status, answers[3]!.body.error.code]).toEqual([409, 'cancel_too_late']);
    const poll = await carriersPoll(new Request('https://shop.example/.netlify/functions/carriers-poll', { method: 'POST' }));
    // A carrier that fails: its error is logged, without the token.
    courier.failNext(500);
    await createParcels(admin, 'ecotrack', [{ number: await confirmedOrder(sql, catalog) }]);
    const texts = [...answers.map((a) => JSON.stringify(a.body)), JSON.stringify(results), await poll.text()];
    for (const text of texts) expect(text).not.toContain(TOKEN);
    expect(printed.join('\n')).not.toContain(TOKEN);
    expect(printed.length).toBeGreaterThan(0); // the poll and the failure did log

    const [sealed] = await sql<{ credentials: string }[]>`select credentials from carrier_accounts`;
    for (const scope of ['database', 'orders'] as const) {
      const { json, counts } = await dumpBackupJson(sql, scope);
      expect(json).not.toContain(TOKEN);
      expect(json).not.toContain(sealed!.credentials);
      expect(Object.keys(counts)).not.toContain('carrier_accounts');
      if (scope === 'database') expect(counts).toMatchObject({ parcels: expect.any(Number), carrier_places: expect.any(Number) });
    }
  });

  it('opens sealed credentials only with the same secret, platform and field', () => {
    const secret = 'a server secret of more than 32 characters, for the test';
    const sealed = seal('{"token":"x"}', 'ecotrack', 'credentials', secret);
    expect(unseal(sealed, 'ecotrack', 'credentials', secret)).toBe('{"token":"x"}');
    expect(() => unseal(sealed, 'ecotrack', 'credentials', `${secret}!`)).toThrow(UnreadableCredentials);
    expect(() => unseal(sealed, 'yalidine', 'credentials', secret)).toThrow(UnreadableCredentials);
    expect(() => unseal(sealed, 'ecotrack', 'webhook_secret', secret)).toThrow(UnreadableCredentials);
    expect(seal('same', 'ecotrack', 'credentials', secret)).not.toBe(seal('same', 'ecotrack', 'credentials', secret));
  });

  it('erases the credentials on disconnect', async () => {
    const gone = await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: admin });
    expect(gone.status).toBe(204);
    expect(await sql`select 1 from carrier_accounts`).toHaveLength(0);
    expect((await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: admin })).status).toBe(404);
    const results = await createParcels(admin, 'ecotrack', [{ number: await confirmedOrder(sql, catalog) }]);
    expect(results[0]).toMatchObject({ ok: false, code: 'not_connected' });
  });
});

// NOEST and ZR Express, against their stand-ins (tests/carriers/stand-ins/noest and zr-express), which
// stand in for their APIs outside this machine: each credential (NOEST's token and partner GUID, ZR's key,
// tenant and Svix secret) is tried by the platform's harmless call, kept sealed, and never comes back.
describe('connecting NOEST and ZR Express', () => {
  const NOEST_TOKEN = 'noest-credentials-token-Pz62';
  const NOEST_GUID = 'noest-credentials-partner-guid-7781';
  const ZR_SECRET = `whsec_${Buffer.from('the zr endpoint secret of the credentials test').toString('base64')}`;
  let noest: NoestStandIn;
  let zr: ZrExpressStandIn;
  beforeAll(async () => {
    noest = await startNoestStandIn({ token: NOEST_TOKEN, userGuid: NOEST_GUID, perMinute: 10_000 });
    zr = await startZrExpressStandIn();
  });
  afterAll(async () => {
    await noest.close();
    await zr.close();
  });

  it('keeps each credential sealed, answers the key’s last four characters only, and never logs or backs one up', async () => {
    const connected = [
      await call(adminCarriers, '/api/admin/carriers/noest', {
        method: 'PUT',
        token: admin,
        body: { platform: 'noest', apiToken: NOEST_TOKEN, userGuid: NOEST_GUID, baseUrl: noest.url },
      }),
      await call(adminCarriers, '/api/admin/carriers/zr_express', {
        method: 'PUT',
        token: admin,
        body: {
          platform: 'zr_express',
          apiKey: zr.account.apiKey,
          tenantId: zr.account.tenant,
          webhookSecret: ZR_SECRET,
          baseUrl: zr.apiUrl,
        },
      }),
    ];
    expect(connected.map((a) => [a.status, a.body.keyHint])).toEqual([
      [200, '…Pz62'],
      [200, `…${zr.account.apiKey.slice(-4)}`],
    ]);
    const list = await call(adminCarriers, '/api/admin/carriers', { token: admin });
    expect(list.body.accounts.map((a: { platform: string }) => a.platform)).toEqual(expect.arrayContaining(['noest', 'zr_express']));
    expect(await readAccount(sql, 'noest')).toMatchObject({
      credentials: { platform: 'noest', apiToken: NOEST_TOKEN, userGuid: NOEST_GUID },
      webhookSecret: null,
    });
    expect(await readAccount(sql, 'zr_express')).toMatchObject({
      credentials: { platform: 'zr_express', apiKey: zr.account.apiKey, tenantId: zr.account.tenant },
      webhookSecret: ZR_SECRET,
    });
    const rows = JSON.stringify(await sql`select * from carrier_accounts where platform in ('noest', 'zr_express')`);
    const secrets = [NOEST_TOKEN, NOEST_GUID, zr.account.apiKey, zr.account.tenant, ZR_SECRET];
    // Every route: parcels and the poll run on both, and a failure is logged.
    const number = await confirmedOrder(sql, catalog);
    const results = [
      ...(await createParcels(admin, 'noest', [{ number }])),
      ...(await createParcels(admin, 'zr_express', [{ number: await confirmedOrder(sql, catalog) }])),
    ];
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    noest.failNext(500);
    await createParcels(admin, 'noest', [{ number: await confirmedOrder(sql, catalog) }]);
    const poll = await carriersPoll(new Request('https://shop.example/.netlify/functions/carriers-poll', { method: 'POST' }));
    const texts = [...connected, list].map((a) => JSON.stringify(a.body)).concat(JSON.stringify(results), await poll.text(), rows);
    for (const secret of secrets) {
      for (const text of texts) expect(text).not.toContain(secret);
      expect(printed.join('\n')).not.toContain(secret);
      for (const scope of ['database', 'orders'] as const) expect((await dumpBackupJson(sql, scope)).json).not.toContain(secret);
    }
    for (const platform of ['noest', 'zr_express'])
      expect((await call(adminCarriers, `/api/admin/carriers/${platform}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await sql`select 1 from carrier_accounts where platform in ('noest', 'zr_express')`).toHaveLength(0);
  });
});
