// ZR Express's Svix-signed webhook, checked with signatures made here by node:crypto the way Svix's
// documentation says (docs/carrier-apis.md "Webhooks"; SVIX "how-manual"). The payload is **our guess**
// (ZR-AUDIT §5: unconfirmed), as the stand-in of ZR's API (tests/carriers/stand-ins/zr-express, for the
// API outside this machine) sends it; the end-to-end run is src/server/carriers/zr-express/zr-express-webhooks.test.ts.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseZrExpressWebhook, svixHeadersOf, verifyZrExpressWebhook, type SvixHeaders } from './zr-express-webhook.ts';

const SECRET = `whsec_${Buffer.from('a-32-byte-key-of-the-test-endpoint').toString('base64')}`;
const NOW = new Date(Date.UTC(2026, 10, 26, 9, 0, 0));
const ts = Math.floor(NOW.getTime() / 1000);
const sign = (id: string, timestamp: number, body: string, secret = SECRET) =>
  `v1,${createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64')}`;

// The payload is our guess (see the header).
const body = JSON.stringify({
  type: 'parcel.state.situation.created',
  timestamp: '2026-11-26T08:59:30.000Z',
  data: {
    id: '3f2c0000-0000-4000-8000-000000000001',
    trackingNumber: '16-AJXL7ORFOL-ZR',
    state: { name: 'en_livraison', description: 'En livraison' },
    situation: { name: 'client_absent', description: 'Client absent' },
    isReturn: false,
  },
});
const headers = (over: Partial<SvixHeaders> = {}): SvixHeaders => ({
  id: 'msg_1',
  timestamp: String(ts),
  signature: sign('msg_1', ts, body),
  ...over,
});

describe('ZR Express webhook signature (Svix)', () => {
  it('accepts the base64 HMAC of "id.timestamp.body", among several entries, as text or bytes', async () => {
    expect(await verifyZrExpressWebhook(body, headers(), SECRET, NOW)).toEqual({ ok: true });
    const rotated = `v1,${Buffer.alloc(32).toString('base64')} ${sign('msg_1', ts, body)}`;
    expect(await verifyZrExpressWebhook(new TextEncoder().encode(body), headers({ signature: rotated }), SECRET, NOW)).toEqual({
      ok: true,
    });
  });

  it('refuses another secret, a changed body or id, a stale or future timestamp, a missing header', async () => {
    const other = `whsec_${Buffer.from('another-key').toString('base64')}`;
    expect(await verifyZrExpressWebhook(body, headers({ signature: sign('msg_1', ts, body, other) }), SECRET, NOW)).toEqual({
      ok: false,
      why: 'signature',
    });
    expect(await verifyZrExpressWebhook(body.replace('Client absent', 'Livré'), headers(), SECRET, NOW)).toMatchObject({
      why: 'signature',
    });
    expect(await verifyZrExpressWebhook(body, headers({ id: 'msg_2' }), SECRET, NOW)).toMatchObject({ why: 'signature' });
    expect(
      await verifyZrExpressWebhook(body, headers({ signature: sign('msg_1', ts, body).replace('v1,', 'v2,') }), SECRET, NOW),
    ).toMatchObject({ why: 'signature' });
    const stale = ts - 301;
    expect(
      await verifyZrExpressWebhook(body, headers({ timestamp: String(stale), signature: sign('msg_1', stale, body) }), SECRET, NOW),
    ).toEqual({ ok: false, why: 'stale' });
    const future = ts + 301;
    expect(
      await verifyZrExpressWebhook(body, headers({ timestamp: String(future), signature: sign('msg_1', future, body) }), SECRET, NOW),
    ).toMatchObject({ why: 'stale' });
    const edge = ts - 300;
    expect(
      await verifyZrExpressWebhook(body, headers({ timestamp: String(edge), signature: sign('msg_1', edge, body) }), SECRET, NOW),
    ).toEqual({ ok: true });
    expect(await verifyZrExpressWebhook(body, null, SECRET, NOW)).toEqual({ ok: false, why: 'missing' });
    expect(await verifyZrExpressWebhook(body, headers(), 'not-a-whsec', NOW)).toEqual({ ok: false, why: 'secret' });
  });

  it('reads svix-* headers, else the webhook-* aliases', () => {
    const svix = new Headers({ 'svix-id': 'a', 'svix-timestamp': '1', 'svix-signature': 'v1,x' });
    expect(svixHeadersOf((n) => svix.get(n))).toEqual({ id: 'a', timestamp: '1', signature: 'v1,x' });
    const aliases = new Headers({ 'webhook-id': 'b', 'webhook-timestamp': '2', 'webhook-signature': 'v1,y' });
    expect(svixHeadersOf((n) => aliases.get(n))).toEqual({ id: 'b', timestamp: '2', signature: 'v1,y' });
    expect(svixHeadersOf((n) => new Headers({ 'svix-id': 'a' }).get(n))).toBeNull();
  });
});

describe('ZR Express webhook payload (our guess)', () => {
  it('a situation on a parcel out for delivery is a failed attempt, its eventId the svix-id', () => {
    expect(parseZrExpressWebhook(body, 'msg_1', NOW)).toEqual({
      type: 'parcel.state.situation.created',
      report: {
        tracking: '16-AJXL7ORFOL-ZR',
        outcome: 'failed_attempt',
        carrierStatus: 'En livraison',
        reason: 'Client absent',
        at: '2026-11-26T08:59:30.000Z',
        eventId: 'msg_1',
      },
    });
  });

  it('ignores, saying why, another event type, a parcel not yet numbered, a body of an unknown shape (the caller logs it and answers 200)', () => {
    const event = (type: string, data: unknown) => parseZrExpressWebhook(JSON.stringify({ type, data }), 'msg_x', NOW);
    expect(event('parcel.created', {})).toEqual({ report: null, type: 'parcel.created', why: 'an event of type parcel.created' });
    expect(event('parcel.state.updated', { trackingNumber: null, state: { name: 'commande_recue' } })).toMatchObject({
      report: null,
      why: 'no tracking number in the event',
    });
    expect(event('parcel.state.updated', { trackingNumber: '16-A-ZR', state: 42 })).toMatchObject({
      report: null,
      why: 'no parcel state in the event',
    });
    expect(event('parcel.state.updated', { trackingNumber: '16-A-ZR', state: { name: ' ' } })).toMatchObject({ report: null });
    const delivered = event('parcel.state.updated', { trackingNumber: '16-A-ZR', state: { name: 'livre' } });
    expect(delivered).toMatchObject({ report: { outcome: 'delivered', at: NOW.toISOString() } });
    expect(parseZrExpressWebhook('nope', 'm', NOW)).toEqual({ report: null, type: null, why: 'a body that is not JSON' });
    expect(parseZrExpressWebhook('[]', 'm', NOW)).toMatchObject({ report: null, type: null });
    expect(parseZrExpressWebhook('{"event":"parcel.state.updated","payload":{}}', 'm', NOW)).toMatchObject({ report: null, type: null });
  });

  it('a state no source documents is "other" in ZR\'s own word, never delivered or returned; a bare slug or data.parcel is read too', () => {
    const event = (data: unknown) => parseZrExpressWebhook(JSON.stringify({ type: 'parcel.state.updated', data }), 'msg_y', NOW);
    expect(event({ trackingNumber: '16-A-ZR', state: { name: 'retourne', description: 'Retourné' } })).toMatchObject({
      report: { tracking: '16-A-ZR', outcome: 'other', carrierStatus: 'Retourné' },
    });
    expect(event({ trackingNumber: '16-A-ZR', state: 'colis_en_douane' })).toMatchObject({
      report: { outcome: 'other', carrierStatus: 'colis_en_douane' },
    });
    expect(event({ parcel: { trackingNumber: '16-B-ZR', state: { name: 'en_livraison' } } })).toMatchObject({
      report: { tracking: '16-B-ZR', outcome: 'out_for_delivery' },
    });
  });
});
