// NOEST's request quota, over real HTTP to a stand-in (tests/carriers/stand-ins/noest) that stands in
// for NOEST's public API, which is outside this machine. NOEST-23 documents "60 requests per minute by
// default" and no 429 headers; the stand-in answers Laravel's 429 with Retry-After (a guess, said in
// docs/carrier-apis.md). The pacer runs on an injected clock: its waits are recorded and, when one
// ends, the stand-in's minute starts again, so no test waits a real minute or reads the wall clock.
import { afterEach, describe, expect, it } from 'vitest';
import { startNoestStandIn, type NoestStandIn } from '../../../../tests/carriers/stand-ins/noest/index.ts';
import { constantineDraft } from '../../../../tests/carriers/drafts.ts';
import { fakeClock } from '../../../../tests/carriers/fake-clock.ts';
import { createPacer, EDGE_MS } from '../pacer.ts';
import { createNoestClient, NOEST_QUOTAS } from './noest-client.ts';

const TOKEN = 'quota-token-for-the-noest-test';
const GUID = 'quota-guid';
let noest: NoestStandIn | undefined;
afterEach(() => noest?.close());

const draft = constantineDraft;

/** A clock whose sleep moves its time on and, as a minute would, starts the stand-in's quota again. */
const testClock = (onWait: () => void) => fakeClock(Date.UTC(2026, 10, 26, 9, 0, 0), onWait);
const routeAndStatus = (c: { url: string; status: number | 'no-answer' }) => `${c.url} ${c.status}`;

describe("NOEST's quota", () => {
  it('waits out a 429 for as long as Retry-After says, then the same call succeeds', async () => {
    noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 2 });
    const t = testClock(() => noest!.nextMinute());
    const client = createNoestClient({
      baseUrl: noest.url,
      token: TOKEN,
      userGuid: GUID,
      pacer: createPacer(NOEST_QUOTAS, { clock: t.clock, maxWaitMs: 120_000 }),
    });
    const [created] = await client.createParcels([draft('Q-1001')]);
    const tracking = created?.ok ? created.tracking : '';
    expect(await client.statuses([tracking])).toMatchObject([{ tracking, outcome: 'created' }]);
    expect(noest.calls.map(routeAndStatus)).toEqual([
      '/api/public/create/order 200',
      '/api/public/valid/order 200',
      '/api/public/get/trackings/info 429',
      '/api/public/get/trackings/info 200',
    ]);
    expect(t.waits).toHaveLength(1);
    expect(t.waits[0]).toBeGreaterThanOrEqual(1000); // the stand-in's Retry-After, in whole seconds
    expect(noest.parcels()).toHaveLength(1);
  });

  it('never sends a 61st call within a minute: it waits its turn on the clock', async () => {
    noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 60 });
    const t = testClock(() => noest!.nextMinute());
    const pacer = createPacer(NOEST_QUOTAS, { clock: t.clock, maxWaitMs: 120_000 });
    const client = createNoestClient({ baseUrl: noest.url, token: TOKEN, userGuid: GUID, pacer });
    for (let i = 0; i < 61; i += 1) await client.checkConnection();
    expect(noest.tooManyAnswered()).toBe(0);
    expect(t.waits).toEqual([60_000 + EDGE_MS]);
  });

  it('gives up on a quota spent for longer than a function can wait: a refusal to retry, nothing created', async () => {
    noest = await startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 1 });
    const t = testClock(() => undefined);
    const client = createNoestClient({
      baseUrl: noest.url,
      token: TOKEN,
      userGuid: GUID,
      pacer: createPacer(NOEST_QUOTAS, { clock: t.clock, maxWaitMs: 200 }),
    });
    expect(await client.checkConnection()).toEqual({ ok: true });
    const [result] = await client.createParcels([draft('Q-1002')]);
    expect(result).toMatchObject({
      reference: 'Q-1002',
      ok: false,
      retryable: true,
      message: expect.stringContaining('quota is used up until'),
    });
    expect(noest.calls.map(routeAndStatus)).toEqual(['/api/public/valid/order 200', '/api/public/create/order 429']);
    expect(noest.parcels()).toEqual([]);
  });
});
