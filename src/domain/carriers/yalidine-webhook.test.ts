import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseYalidineWebhook, verifyYalidineSignature, yalidineChallenge } from './yalidine-webhook.ts';

const SECRET = 'whk-secret-from-the-dashboard';
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

// YAL-WH's example delivery, with a documented status and a failed attempt's reason.
const body = JSON.stringify({
  type: 'parcel_status_updated',
  events: [
    {
      event_id: 'evt_2',
      occurred_at: '2026-05-09 15:10:00',
      data: { tracking: 'yal-123456', status: 'Tentative échouée', reason: 'Client ne répond pas' },
    },
    { event_id: 'evt_1', occurred_at: '2026-05-09 14:55:00', data: { tracking: 'YAL-123456', status: 'Sorti en livraison' } },
  ],
});

describe('Yalidine webhook signature', () => {
  it('accepts the hex HMAC-SHA256 of the raw body (either case of hex), as text or bytes', async () => {
    expect(await verifyYalidineSignature(body, sign(body), SECRET)).toBe(true);
    expect(await verifyYalidineSignature(new TextEncoder().encode(body), sign(body).toUpperCase(), SECRET)).toBe(true);
  });

  it('accepts it written sha256=<hex> too (TKW: "with or without sha256=", from a real delivery)', async () => {
    expect(await verifyYalidineSignature(body, `sha256=${sign(body)}`, SECRET)).toBe(true);
  });

  it('refuses another secret, a changed body, a cut or missing signature', async () => {
    expect(await verifyYalidineSignature(body, sign(body, 'another-secret'), SECRET)).toBe(false);
    expect(await verifyYalidineSignature(body.replace('Client ne répond pas', 'Livré'), sign(body), SECRET)).toBe(false);
    // The same JSON re-serialised is not the body that was signed.
    expect(await verifyYalidineSignature(JSON.stringify(JSON.parse(body), null, 1), sign(body), SECRET)).toBe(false);
    expect(await verifyYalidineSignature(body, sign(body).slice(0, 63), SECRET)).toBe(false);
    expect(await verifyYalidineSignature(body, `sha256=${sign(body, 'another-secret')}`, SECRET)).toBe(false);
    expect(await verifyYalidineSignature(body, `sha1=${sign(body)}`, SECRET)).toBe(false);
    expect(await verifyYalidineSignature(body, '', SECRET)).toBe(false);
    expect(await verifyYalidineSignature(body, null, SECRET)).toBe(false);
    expect(await verifyYalidineSignature(body, sign(body, ''), '')).toBe(false);
  });
});

describe('Yalidine webhook challenge', () => {
  it('answers {crc_token} to GET ?subscribe&crc_token=…, and nothing else', () => {
    expect(yalidineChallenge(new URL('https://shop.dz/api/carriers/yalidine/webhook?subscribe&crc_token=abc123'))).toEqual({
      crc_token: 'abc123',
    });
    expect(yalidineChallenge(new URL('https://shop.dz/api/carriers/yalidine/webhook?crc_token=abc123'))).toBeNull();
    expect(yalidineChallenge(new URL('https://shop.dz/api/carriers/yalidine/webhook?subscribe'))).toBeNull();
  });
});

describe('Yalidine webhook batch', () => {
  it('reads each event as a report, oldest first, with its event id, instant and reason', () => {
    const parsed = parseYalidineWebhook(body);
    expect(parsed).toEqual({
      ok: true,
      batch: {
        type: 'parcel_status_updated',
        ignored: [],
        reports: [
          {
            tracking: 'yal-123456',
            outcome: 'out_for_delivery',
            carrierStatus: 'Sorti en livraison',
            at: '2026-05-09T13:55:00.000Z',
            eventId: 'evt_1',
          },
          {
            tracking: 'yal-123456',
            outcome: 'failed_attempt',
            carrierStatus: 'Tentative échouée',
            reason: 'Client ne répond pas',
            at: '2026-05-09T14:10:00.000Z',
            eventId: 'evt_2',
          },
        ],
      },
    });
  });

  it('an event twice in one delivery is one report', () => {
    const event = { event_id: 'evt_9', occurred_at: '2026-05-09 16:00:00', data: { tracking: 'yal-123456', status: 'Livré' } };
    const parsed = parseYalidineWebhook(JSON.stringify({ type: 'parcel_status_updated', events: [event, event] }));
    expect(parsed.ok && parsed.batch.reports.map((r) => r.eventId)).toEqual(['evt_9']);
  });

  it('a deleted parcel is cancelled; events with nothing for the order are ignored, and say why', () => {
    const deleted = parseYalidineWebhook(
      JSON.stringify({
        type: 'parcel_deleted',
        events: [{ event_id: 'd1', occurred_at: '2026-05-09 10:00:00', data: { tracking: 'yal-AAAAAA' } }],
      }),
    );
    expect(deleted.ok && deleted.batch.reports).toEqual([
      { tracking: 'yal-AAAAAA', outcome: 'cancelled', carrierStatus: 'parcel_deleted', at: '2026-05-09T09:00:00.000Z', eventId: 'd1' },
    ]);
    const odd = parseYalidineWebhook(
      JSON.stringify({
        type: 'parcel_status_updated',
        events: [
          { event_id: 'x1', data: { tracking: 'yal-AAAAAA', status: 'in delivery' } },
          { event_id: 'x2', data: { status: 'Livré' } },
          { data: { tracking: 'yal-AAAAAA' } },
        ],
      }),
    );
    expect(odd.ok && odd.batch.reports).toEqual([]);
    expect(odd.ok && odd.batch.ignored.map((i) => i.eventId)).toEqual(['x1', 'x2', null]);
    const payment = parseYalidineWebhook(
      JSON.stringify({ type: 'parcel_payment_updated', events: [{ event_id: 'p1', data: { tracking: 'yal-AAAAAA' } }] }),
    );
    expect(payment.ok && payment.batch.ignored).toEqual([{ eventId: 'p1', why: 'an event of type parcel_payment_updated' }]);
  });

  it('refuses what is not a batch', () => {
    expect(parseYalidineWebhook('not json')).toEqual({ ok: false, error: 'The body is not JSON.' });
    expect(parseYalidineWebhook('{"events": []}')).toMatchObject({ ok: false });
    expect(parseYalidineWebhook('[]')).toMatchObject({ ok: false });
  });
});
