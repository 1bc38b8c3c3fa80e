// Carrier accounts are the owner's alone (issue #36 §2): a staff admin's connect, change or remove is
// refused (403 not_owner) before the body is read and before any call to the carrier (the Ecotrack
// courier's stand-in counts them: none); the owner's changes are told in her chat and kept in the
// audit log. A carrier's API address is checked when saved, before any call: loopback and plain http
// only locally (the stand-ins), https to public addresses only on a deployed site; a redirect is never
// followed with the keys, and a page that is not the carrier's JSON is never quoted to the admin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminCarriers from '../../netlify/functions/admin-carriers.ts';
import { db } from '../../src/server/db/client.ts';
import { resolveCarrierNamesForTests } from '../../src/server/carriers/carrier-fetch.ts';
import { startEcotrackStandIn, type EcotrackStandIn } from '../carriers/stand-ins/ecotrack/index.ts';
import { call, ownerSignedIn, signedIn } from './admin-helpers.ts';
import { startChatWebhook, type ChatWebhook } from './chat-webhook-recorder.ts';

const sql = db();
const TOKEN = 'ecotrack-owner-only-token-Kq4Z';
let courier: EcotrackStandIn;
let chat: ChatWebhook;
let owner: string;
let staff: string;
let savedWebhook: string | undefined;

beforeAll(async () => {
  courier = await startEcotrackStandIn({ token: TOKEN, courierCode: 'OWN', perMinute: 10_000 });
  chat = await startChatWebhook();
  savedWebhook = process.env.ORDER_WEBHOOK_URL;
  process.env.ORDER_WEBHOOK_URL = chat.url;
  await sql`delete from carrier_accounts`;
  owner = (await ownerSignedIn('carrier-owner-only@test.dz')).token;
  staff = (await signedIn('carrier-staff@test.dz')).token;
  await sql`update admin_emails set is_owner = false where email = 'carrier-staff@test.dz'`;
});
afterAll(async () => {
  if (savedWebhook === undefined) delete process.env.ORDER_WEBHOOK_URL;
  else process.env.ORDER_WEBHOOK_URL = savedWebhook;
  await sql`delete from carrier_accounts`;
  await courier.close();
  await chat.close();
});
afterEach(() => resolveCarrierNamesForTests(undefined));

const connect = (token: string, body: Record<string, unknown>) =>
  call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'PUT', token, body: { platform: 'ecotrack', token: TOKEN, ...body } });
const accounts = () => sql<{ platform: string; connected_by: string }[]>`select platform, connected_by from carrier_accounts`;
const auditOf = (action: string) =>
  sql<{ email: string; subject: string }[]>`select email, subject from admin_audit where action = ${action} order by id`;
const chatLines = () => chat.requests.map((r) => (JSON.parse(r.body.toString()) as { content: string }).content);

describe('a staff admin and the carrier accounts', () => {
  it('is refused 403 not_owner before anything else: no body check, no call to the carrier, nothing kept, no notice', async () => {
    const audits = (await auditOf('carriers.connect')).length;
    const before = courier.calls.length;
    for (const body of [{ baseUrl: courier.url }, { baseUrl: 'not a url', token: '' }, { baseUrl: 'http://169.254.169.254/' }]) {
      const answer = await connect(staff, body);
      expect([answer.status, answer.body.error.code], JSON.stringify(body)).toEqual([403, 'not_owner']);
    }
    // Not even a platform the shop does not know, nor a body that is not JSON, is looked at first.
    const unknown = await call(adminCarriers, '/api/admin/carriers/dhl', { method: 'PUT', token: staff, body: '{' });
    expect([unknown.status, unknown.body.error.code]).toEqual([403, 'not_owner']);
    expect(courier.calls.length).toBe(before);
    expect(await accounts()).toEqual([]);
    expect((await auditOf('carriers.connect')).length).toBe(audits);
    expect(chat.requests).toHaveLength(0);
  });

  it("cannot change or remove the owner's account (its webhook secret with it); sees it, and that it may not change it", async () => {
    const connected = await connect(owner, { baseUrl: courier.url });
    expect(connected.status).toBe(200);
    const calls = courier.calls.length;
    const change = await connect(staff, { baseUrl: courier.url, token: 'the-staff-own-token-0000' });
    expect([change.status, change.body.error.code]).toEqual([403, 'not_owner']);
    const remove = await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: staff });
    expect([remove.status, remove.body.error.code]).toEqual([403, 'not_owner']);
    expect(courier.calls.length).toBe(calls);
    expect(await accounts()).toEqual([{ platform: 'ecotrack', connected_by: 'carrier-owner-only@test.dz' }]);

    const seen = await call(adminCarriers, '/api/admin/carriers', { token: staff });
    expect(seen.status).toBe(200);
    expect(seen.body.mayChange).toBe(false);
    expect(seen.body.accounts.map((a: { platform: string }) => a.platform)).toEqual(['ecotrack']);
    expect((await call(adminCarriers, '/api/admin/carriers', { token: owner })).body.mayChange).toBe(true);
  });
});

describe("the owner's changes", () => {
  it('are told in her chat (the key by its last characters only) and kept in the audit log', async () => {
    chat.requests.length = 0;
    const connected = await connect(owner, { baseUrl: courier.url });
    expect(connected.status).toBe(200);
    const removed = await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: owner });
    expect(removed.status).toBe(204);
    const [added, gone] = chatLines();
    expect(added).toContain('ecotrack');
    expect(added).toContain(String.raw`carrier\-owner\-only@test.dz`); // as the chat shows it (markdown escaped)
    expect(added).toContain('…Kq4Z');
    expect(gone).toContain('removed');
    expect(chatLines().join('\n')).not.toContain(TOKEN);
    expect((await auditOf('carriers.connect')).at(-1)).toEqual({ email: 'carrier-owner-only@test.dz', subject: 'ecotrack' });
    expect((await auditOf('carriers.disconnect')).at(-1)).toEqual({ email: 'carrier-owner-only@test.dz', subject: 'ecotrack' });
  });
});

describe("a carrier's API address", () => {
  const refusedAt = async (baseUrl: string) => {
    const before = courier.calls.length;
    const answer = await connect(owner, { baseUrl });
    expect(courier.calls.length, baseUrl).toBe(before);
    expect(await accounts()).toEqual([]);
    return [answer.status, answer.body.error?.code, answer.body.error?.fields?.baseUrl];
  };

  it('on link-local, private, metadata and IPv4-mapped addresses is refused 422 before any call', async () => {
    const port = new URL(courier.url).port;
    for (const baseUrl of [
      'http://169.254.169.254/latest/',
      'https://10.0.0.7/',
      'https://192.168.1.20/',
      `http://[::ffff:10.0.0.7]:${port}/`,
      'http://[::ffff:a9fe:a9fe]/',
      'http://[fd00:ec2::254]/',
      'http://100.100.100.200/',
    ])
      expect(await refusedAt(baseUrl), baseUrl).toEqual([422, 'invalid', 'carrierAddressNotPublic']);
    // A name with the stand-in's loopback answer and a private one (a rebinding set-up) is refused whole:
    // had only its first answer been checked, the check call would have reached the stand-in.
    resolveCarrierNamesForTests(async () => ['127.0.0.1', '10.0.0.7']);
    expect(await refusedAt(`http://courier.test:${port}/`)).toEqual([422, 'invalid', 'carrierAddressNotPublic']);
  });

  it('is checked again at every connection: a name whose answers turn private after the save reaches nothing', async () => {
    const port = new URL(courier.url).port;
    resolveCarrierNamesForTests(async () => ['127.0.0.1']);
    const saved = await connect(owner, { baseUrl: `http://courier.test:${port}/` });
    expect(saved.status).toBe(200); // locally, a loopback stand-in under a name
    await sql`delete from carrier_places`; // nothing cached: the places are asked of the carrier
    const before = courier.calls.length;
    // The name now answers a private address too (DNS rebinding): the call is refused before it connects.
    resolveCarrierNamesForTests(async () => ['127.0.0.1', '10.0.0.7']);
    const places = await call(adminCarriers, '/api/admin/carriers/ecotrack/places?wilaya=16', { token: owner });
    expect([places.status, places.body.error.code]).toEqual([502, 'carrier_unreachable']);
    expect(courier.calls.length).toBe(before);
    await call(adminCarriers, '/api/admin/carriers/ecotrack', { method: 'DELETE', token: owner });
  });

  it('is https and public on a deployed site: the local stand-in is refused there, before any call', async () => {
    const saved = process.env.NETLIFY;
    process.env.NETLIFY = 'true';
    try {
      expect(await refusedAt(courier.url)).toEqual([422, 'invalid', 'carrierHttpsOnly']);
      expect(await refusedAt(courier.url.replace('http:', 'https:'))).toEqual([422, 'invalid', 'carrierAddressNotPublic']);
      expect(await refusedAt('https://localhost/')).toEqual([422, 'invalid', 'carrierAddressNotPublic']);
    } finally {
      if (saved === undefined) delete process.env.NETLIFY;
      else process.env.NETLIFY = saved;
    }
  });

  describe('whose server redirects or answers a page', () => {
    let server: Server;
    let base: string;
    const seen: { url: string; auth: string | undefined }[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization });
        if (req.url?.startsWith('/moved/')) return void res.writeHead(302, { location: `${courier.url}api/v1/get/wilayas` }).end();
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>INTERNAL-ADMIN-PANEL db=10.0.0.5 password=hunter2</h1>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('never follows a redirect with the keys, and never quotes a page that is not the carrier’s', async () => {
      const before = courier.calls.length;
      const moved = await connect(owner, { baseUrl: `${base}/moved/` });
      expect(moved.status).toBe(422);
      expect(courier.calls.length).toBe(before); // the redirect's target never got the token
      expect(seen.some((s) => s.url.startsWith('/moved/'))).toBe(true);

      // Yalidine's client quotes the words of a refusal: a page that is not JSON reaches it without its body.
      for (const page of [
        await connect(owner, { baseUrl: `${base}/page/` }),
        await call(adminCarriers, '/api/admin/carriers/yalidine', {
          method: 'PUT',
          token: owner,
          body: { platform: 'yalidine', apiId: 'id-1234', apiToken: 'token-1234', fromWilayaCode: '16', baseUrl: `${base}/page/` },
        }),
      ]) {
        expect(page.status).toBe(422);
        expect(JSON.stringify(page.body)).not.toContain('INTERNAL-ADMIN-PANEL');
        expect(JSON.stringify(page.body)).not.toContain('hunter2');
      }
      expect(seen.filter((s) => s.url.startsWith('/page/')).length).toBeGreaterThanOrEqual(2);
      expect(await accounts()).toEqual([]);
    });
  });
});
