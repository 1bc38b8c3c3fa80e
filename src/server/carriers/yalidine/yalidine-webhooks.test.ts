// Yalidine's webhook end to end: the stand-in of Yalidine (tests/carriers/stand-ins/yalidine; Yalidine is
// outside this machine) runs its challenge and sends signed batches, twice and out of order, to a small
// receiver written here the way the shop's function uses the domain's functions: the challenge
// answer, the signature check on the raw body, the batch read as reports, each event id applied once
// and a parcel's newest report kept (the database side does the same with its own tables).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parcelDraft } from '../../../../tests/carriers/drafts.ts';
import {
  signYalidine,
  startYalidineStandIn,
  WEBHOOK_ATTEMPTS,
  type YalidineStandIn,
} from '../../../../tests/carriers/stand-ins/yalidine/index.ts';
import type { ParcelReport } from '../../../domain/carriers/outcomes.ts';
import { parseYalidineWebhook, verifyYalidineSignature, yalidineChallenge } from '../../../domain/carriers/yalidine-webhook.ts';
import { createPacer } from '../pacer.ts';
import { createYalidineClient } from './client.ts';

const SECRET = 'webhook-secret-of-the-test';

type Receiver = {
  url: string;
  applied: ParcelReport[];
  latest: Map<string, ParcelReport>;
  posts: number;
  /** The next answers, before the normal ones (a receiver down for a while). */
  failNext: (statuses: number[]) => void;
  echoBareToken: boolean;
  close: () => Promise<void>;
};

async function startReceiver(): Promise<Receiver> {
  const seen = new Set<string>();
  const failing: number[] = [];
  const receiver = { applied: [], latest: new Map(), posts: 0, echoBareToken: false } as unknown as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://receiver.test');
        const challenge = req.method === 'GET' ? yalidineChallenge(url) : null;
        if (challenge)
          return void res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(receiver.echoBareToken ? challenge.crc_token : JSON.stringify(challenge));
        if (req.method !== 'POST') return void res.writeHead(405).end();
        receiver.posts++;
        const raw = Buffer.concat(chunks);
        if (!(await verifyYalidineSignature(raw, req.headers['x-yalidine-signature'] as string | undefined, SECRET)))
          return void res.writeHead(401).end();
        const failure = failing.shift();
        if (failure) return void res.writeHead(failure).end();
        const parsed = parseYalidineWebhook(raw.toString('utf8'));
        if (!parsed.ok) return void res.writeHead(400).end(parsed.error);
        for (const report of parsed.batch.reports) {
          if (seen.has(report.eventId!)) continue;
          seen.add(report.eventId!);
          receiver.applied.push(report);
          const before = receiver.latest.get(report.tracking);
          if (!before || before.at <= report.at) receiver.latest.set(report.tracking, report);
        }
        res.writeHead(200).end('OK');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/carriers/yalidine/webhook`;
  receiver.failNext = (statuses) => failing.push(...statuses);
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

let standIn: YalidineStandIn;
let receiver: Receiver;
// Yalidine dates events to the second: the stand-in's clock moves a minute per step, so order shows.
let now = Date.UTC(2026, 10, 26, 8, 0, 0);
beforeAll(async () => {
  standIn = await startYalidineStandIn({
    webhookSecret: SECRET,
    now: () => (now += 60_000),
    quotas: { perSecond: 1000, perMinute: 10_000 },
  });
});
afterAll(() => standIn.close());

// A fresh receiver per test (its own applied ids), subscribed through the challenge; whatever an
// earlier test left queued is delivered to it and forgotten.
beforeEach(async () => {
  receiver = await startReceiver();
  expect((await standIn.webhooks.subscribe(receiver.url)).ok).toBe(true);
  await standIn.webhooks.flush();
  receiver.applied.length = 0;
  receiver.latest.clear();
  receiver.posts = 0;
});
afterEach(() => receiver.close());

async function createTwo(): Promise<[string, string]> {
  const client = createYalidineClient({ baseUrl: standIn.apiUrl, ...standIn.account, fromWilayaName: 'Batna', pacer: createPacer({}) });
  const results = await client.createParcels([parcelDraft(), parcelDraft()]);
  return results.map((r) => (r.ok ? r.tracking : '')) as [string, string];
}

describe('Yalidine webhook', () => {
  it('the challenge: the receiver that answers {"crc_token"} is subscribed; one that echoes the bare token is not', async () => {
    expect(standIn.webhooks.subscription).toEqual({ url: receiver.url, active: true });
    receiver.echoBareToken = true;
    expect(await standIn.webhooks.subscribe(receiver.url)).toMatchObject({ ok: false, status: 200 });
  });

  it('signed batches, delivered twice and newest first: each event applies once, and each parcel ends at its newest status', async () => {
    const [a, b] = await createTwo();
    standIn.advance(a, 'Ramassé');
    standIn.advance(a, 'Sorti en livraison');
    standIn.advance(a, 'Tentative échouée', 'Client absent (reporté)');
    standIn.advance(b, 'Ramassé');
    standIn.advance(b, 'Livré');
    expect(await standIn.webhooks.flush({ reverse: true, duplicate: true })).toBe(true);
    // Two batches (parcel_created, parcel_status_updated), each delivered twice.
    expect(receiver.posts).toBe(4);
    expect(receiver.applied).toHaveLength(7);
    expect(new Set(receiver.applied.map((r) => r.eventId)).size).toBe(7);
    expect(receiver.latest.get(a)).toMatchObject({
      outcome: 'failed_attempt',
      carrierStatus: 'Tentative échouée',
      reason: 'Client absent (reporté)',
    });
    expect(receiver.latest.get(b)).toMatchObject({ outcome: 'delivered', carrierStatus: 'Livré' });
  });

  it('a forged or missing signature is refused (401) and changes nothing', async () => {
    const body = JSON.stringify({
      type: 'parcel_status_updated',
      events: [{ event_id: 'forged', occurred_at: '2026-11-26 10:00:00', data: { tracking: 'yal-AAAAAA', status: 'Livré' } }],
    });
    expect(await standIn.webhooks.sendRaw(body, signYalidine(body, 'not-the-secret'))).toBe(401);
    expect(await standIn.webhooks.sendRaw(body, null)).toBe(401);
    expect(await standIn.webhooks.sendRaw(body.replace('Livré', 'Retourné au vendeur'), signYalidine(body, SECRET))).toBe(401);
    expect(receiver.applied).toEqual([]);
    expect(await standIn.webhooks.sendRaw(body)).toBe(200);
    expect(receiver.applied.map((r) => r.eventId)).toEqual(['forged']);
  });

  it('a delivery not answered 200 is tried again; after the last attempt the webhook is disabled', async () => {
    const [a] = await createTwo();
    standIn.advance(a, 'Ramassé');
    const before = standIn.webhooks.deliveries.length;
    receiver.failNext([500, 503]); // the created batch fails twice, then goes through
    expect(await standIn.webhooks.flush()).toBe(true);
    const attempts = standIn.webhooks.deliveries.slice(before).map((d) => [d.type, d.attempt, d.status]);
    expect(attempts).toEqual([
      ['parcel_created', 1, 500],
      ['parcel_created', 2, 503],
      ['parcel_created', 3, 200],
      ['parcel_status_updated', 1, 200],
    ]);
    expect(receiver.latest.get(a)).toMatchObject({ outcome: 'picked_up' });
    standIn.advance(a, 'Expédié');
    receiver.failNext(Array(WEBHOOK_ATTEMPTS).fill(500));
    expect(await standIn.webhooks.flush()).toBe(false);
    expect(standIn.webhooks.subscription).toMatchObject({ active: false });
  });
});
