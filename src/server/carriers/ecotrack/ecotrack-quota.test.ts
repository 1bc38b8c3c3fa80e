// An Ecotrack courier's request quota, over real HTTP to a stand-in (tests/carriers/stand-ins/ecotrack)
// that stands in for the courier's Ecotrack API, which is outside this machine. Its quota behaves as
// Ecotrack's Postman collection "ECOTRACK API" documents ("Taux limite"): past the limit, 429 with
// Retry-After (seconds), X-RateLimit-Reset and {"message": "Too Many Attempts."}. The stand-in's
// "minute" is a few seconds long (and its limit small) so that a test waits seconds, not a minute, and
// long enough that a busy machine still makes its three calls within it.
import { afterEach, describe, expect, it } from 'vitest';
import { startEcotrackStandIn, type EcotrackStandIn } from '../../../../tests/carriers/stand-ins/ecotrack/index.ts';
import { constantineDraft } from '../../../../tests/carriers/drafts.ts';
import { PLATFORM_QUOTAS } from '../../../domain/carriers/platforms.ts';
import { createPacer } from '../pacer.ts';
import { createEcotrackClient } from './ecotrack-client.ts';

const TOKEN = 'quota-token-for-the-test';
let courier: EcotrackStandIn | undefined;
afterEach(() => courier?.close());

const draft = constantineDraft;
const routeAndStatus = (c: { url: string; status: number | 'no-answer' }) => `${c.url.split('?')[0]} ${c.status}`;

describe("an Ecotrack courier's quota", () => {
  it('answers a 429 whose Retry-After the client waits out, then the same call succeeds', async () => {
    courier = await startEcotrackStandIn({ token: TOKEN, perMinute: 2, windowMs: 2500 });
    const ecotrack = createEcotrackClient({ baseUrl: courier.url, token: TOKEN });
    const [created] = await ecotrack.createParcels([draft('Q-1')]);
    const tracking = created?.ok ? created.tracking : '';
    const reports = await ecotrack.statuses([tracking]);

    expect(reports).toMatchObject([{ tracking, outcome: 'created', carrierStatus: 'en_ramassage' }]);
    expect(courier.tooManyAnswered()).toBe(1);
    expect(courier.calls.map(routeAndStatus)).toEqual([
      '/api/v1/create/order 200',
      '/api/v1/valid/order 200',
      '/api/v1/get/orders/status 429',
      '/api/v1/get/orders/status 200',
    ]);
    expect(courier.parcels()).toHaveLength(1);
  });

  it('gives up on a quota spent for longer than a function can wait: a refusal to retry, nothing created', async () => {
    courier = await startEcotrackStandIn({ token: TOKEN, perMinute: 1, windowMs: 60_000 });
    const pacer = createPacer(PLATFORM_QUOTAS.ecotrack, { maxWaitMs: 200 });
    const ecotrack = createEcotrackClient({ baseUrl: courier.url, token: TOKEN, pacer });
    expect(await ecotrack.checkConnection()).toEqual({ ok: true });

    const [result] = await ecotrack.createParcels([draft('Q-2')]);
    expect(result).toMatchObject({
      reference: 'Q-2',
      ok: false,
      retryable: true,
      message: expect.stringContaining('quota is used up until'),
    });
    expect(courier.calls.map(routeAndStatus)).toEqual(['/api/v1/get/wilayas 200', '/api/v1/create/order 429']);
    expect(courier.parcels()).toEqual([]);
  });
});
