// ZR Express's webhook end to end: the stand-in of ZR's API (tests/carriers/stand-ins/zr-express; ZR
// and Svix are outside this machine, and the stand-in follows docs/carrier-apis.md "Webhooks", from
// ZR's OpenAPI spec, CodFlow's audit and Svix's documentation) registers an endpoint by API, gives its
// "whsec_" secret and delivers signed events to a small receiver written here the way the shop's
// function would use the domain's functions: the signature and timestamp checked on the raw body, the
// delivery read as a report, each svix-id applied once. **The payload shape is our guess** (ZR-AUDIT
// §5: undocumented): the stand-in sends it as src/domain/carriers/zr-express-webhook.ts reads it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelDraft } from '../../../../tests/carriers/drafts.ts';
import { signSvix, startZrExpressStandIn, type ZrExpressStandIn } from '../../../../tests/carriers/stand-ins/zr-express/index.ts';
import type { ParcelReport } from '../../../domain/carriers/outcomes.ts';
import {
  parseZrExpressWebhook,
  svixHeadersOf,
  verifyZrExpressWebhook,
  ZR_WEBHOOK_EVENT_TYPES,
} from '../../../domain/carriers/zr-express-webhook.ts';
import { createPacer } from '../pacer.ts';
import { createZrExpressClient } from './client.ts';

// One clock for the stand-in's Svix timestamps and the receiver's "now".
let now = Date.UTC(2026, 10, 26, 9, 0, 0);
let standIn: ZrExpressStandIn;
let server: Server;
let secret = '';
let endpointId = '';
const applied: ParcelReport[] = [];
const refused: string[] = [];
const seen = new Set<string>();

beforeAll(async () => {
  standIn = await startZrExpressStandIn({ now: () => now, trackingAfterReads: 0 });
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = svixHeadersOf((name) => req.headers[name] as string | undefined);
        const verdict = await verifyZrExpressWebhook(raw, headers, secret, new Date(now));
        if (!verdict.ok) {
          refused.push(verdict.why);
          return void res.writeHead(401).end();
        }
        const parsed = parseZrExpressWebhook(raw, headers!.id, new Date(now));
        if (parsed.report && !seen.has(parsed.report.eventId!)) {
          seen.add(parsed.report.eventId!);
          applied.push(parsed.report);
        }
        res.writeHead(200).end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/carriers/zr-express/webhook`;
  // Registration by API, as ZR-SW documents it; the secret read back from its own endpoint.
  const headers = { 'X-Api-Key': standIn.account.apiKey, 'X-Tenant': standIn.account.tenant, 'content-type': 'application/json' };
  const endpoint = await fetch(`${standIn.apiUrl}webhooks/endpoints`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url, description: 'shop', eventTypes: ZR_WEBHOOK_EVENT_TYPES, headers: {} }),
  });
  endpointId = ((await endpoint.json()) as { id: string }).id;
  secret = ((await (await fetch(`${standIn.apiUrl}webhooks/endpoints/${endpointId}/secret`, { headers })).json()) as { secret: string })
    .secret;
});
afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function createdTracking(): Promise<string> {
  const client = createZrExpressClient({
    baseUrl: standIn.apiUrl,
    ...standIn.account,
    pacer: createPacer({}),
    trackingWait: { sleep: async () => {} },
  });
  const [result] = await client.createParcels([parcelDraft()]);
  if (!result?.ok) throw new Error('not created');
  return result.tracking;
}

describe('ZR Express webhook (Svix)', () => {
  it('an endpoint registered by API gets a whsec_ secret; signed events, each delivered twice with one svix-id, apply once', async () => {
    expect(endpointId).toMatch(/^ep_/);
    expect(secret).toMatch(/^whsec_/);
    const tracking = await createdTracking();
    standIn.move(tracking, 'en_livraison');
    standIn.situation(tracking, 'client_absent', 'Client absent');
    standIn.markReturn(tracking);
    const sent = await standIn.webhooks.flush({ duplicate: true });
    expect(sent.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(sent.map((d) => d.msgId)).size).toBe(3);
    expect(applied.filter((r) => r.tracking === tracking).map((r) => [r.outcome, r.reason])).toEqual([
      ['out_for_delivery', undefined],
      ['failed_attempt', 'Client absent'],
      ['returning', undefined],
    ]);
    expect(applied.map((r) => r.eventId)).toEqual(sent.filter((_, i) => i % 2 === 0).map((d) => d.msgId));
  });

  it('the webhook-* header names are accepted as well', async () => {
    const tracking = await createdTracking();
    standIn.move(tracking, 'livre');
    expect((await standIn.webhooks.flush({ aliases: true })).map((d) => d.status)).toEqual([200]);
    expect(applied.at(-1)).toMatchObject({ tracking, outcome: 'delivered' });
  });

  it('a delivery timestamped more than 5 minutes ago is refused (401), and so is a forged signature; nothing applies', async () => {
    const tracking = await createdTracking();
    const before = applied.length;
    standIn.move(tracking, 'dispatch');
    expect((await standIn.webhooks.flush({ ageSeconds: 301 })).map((d) => d.status)).toEqual([401]);
    expect(refused.at(-1)).toBe('stale');
    const body = JSON.stringify({ type: 'parcel.state.updated', data: { trackingNumber: tracking, state: { name: 'livre' } } });
    const ts = Math.floor(now / 1000);
    const forged = signSvix(`whsec_${Buffer.from('not-the-secret').toString('base64')}`, 'msg_forged', ts, body);
    expect(
      await standIn.webhooks.sendRaw(endpointId, body, { 'svix-id': 'msg_forged', 'svix-timestamp': String(ts), 'svix-signature': forged }),
    ).toBe(401);
    expect(refused.at(-1)).toBe('signature');
    expect(await standIn.webhooks.sendRaw(endpointId, body, {})).toBe(401);
    expect(applied.length).toBe(before);
  });
});
