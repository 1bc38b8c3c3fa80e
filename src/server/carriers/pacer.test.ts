import { describe, expect, it } from 'vitest';
import { fakeClock as sharedFakeClock } from '../../../tests/carriers/fake-clock.ts';
import { PLATFORM_QUOTAS } from '../../domain/carriers/platforms.ts';
import { createPacer, EDGE_MS, QuotaExhausted, type PacedAnswer } from './pacer.ts';

// A call freed by a window's edge goes EDGE_MS after it (the platform counts it on arrival).
const E = EDGE_MS;

/** A clock whose sleep only moves time on: the waits are recorded, nothing really waits. */
const fakeClock = (start = 1_700_000_000_000) => sharedFakeClock(start);

const answer = (status: number, headers: Record<string, string> = {}): PacedAnswer => ({ status, headers: new Headers(headers) });

describe('pacer: its own windows', () => {
  it('sends up to the per-second quota at once, then waits for the oldest call to leave the second', async () => {
    const t = fakeClock();
    const pacer = createPacer({ perSecond: 5 }, { clock: t.clock });
    const start = t.now();
    const at: number[] = [];
    for (let i = 0; i < 7; i++) {
      await pacer.turn();
      at.push(t.now() - start);
    }
    expect(at).toEqual([0, 0, 0, 0, 0, 1000 + E, 1000 + E]);
  });

  it('keeps every window: 5/s and 8/min send 8 calls in the first two seconds, the 9th a minute after the first', async () => {
    const t = fakeClock();
    const pacer = createPacer({ perSecond: 5, perMinute: 8 }, { clock: t.clock, maxWaitMs: 120_000 });
    const start = t.now();
    const at: number[] = [];
    for (let i = 0; i < 9; i++) {
      await pacer.turn();
      at.push(t.now() - start);
    }
    expect(at).toEqual([0, 0, 0, 0, 0, 1000 + E, 1000 + E, 1000 + E, 60_000 + E]);
  });

  it('sliding: no span of a minute ever holds more than the quota, whenever the calls came', async () => {
    const t = fakeClock();
    const pacer = createPacer({ perMinute: 3 }, { clock: t.clock, maxWaitMs: 120_000 });
    const at: number[] = [];
    for (const gap of [0, 20_000, 20_000, 0, 0, 0]) {
      t.advance(gap);
      await pacer.turn();
      at.push(t.now());
    }
    for (let i = 0; i < at.length; i++) expect(at.filter((x) => x >= at[i]! && x < at[i]! + 60_000).length).toBeLessThanOrEqual(3);
    expect(at.slice(3).map((x) => x - at[0]!)).toEqual([60_000 + E, 80_000 + E, 100_000 + E]);
  });

  it('fixed: the count starts again at the window boundary', async () => {
    const t = fakeClock(1_699_999_980_000 - 100); // 100 ms before a minute boundary
    const pacer = createPacer({ perMinute: 2 }, { clock: t.clock, windows: 'fixed' });
    const start = t.now();
    const at: number[] = [];
    for (let i = 0; i < 4; i++) {
      await pacer.turn();
      at.push(t.now() - start);
    }
    expect(at).toEqual([0, 0, 100 + E, 100 + E]);
  });

  it('concurrent callers take turns: five at once under 2/s go out over three seconds', async () => {
    const t = fakeClock();
    const pacer = createPacer({ perSecond: 2 }, { clock: t.clock });
    const start = t.now();
    const at = await Promise.all([1, 2, 3, 4, 5].map(() => pacer.turn().then(() => t.now() - start)));
    expect(at).toEqual([0, 0, 1000 + E, 1000 + E, 2 * (1000 + E)]);
  });

  it('a wait longer than the caller accepts fails with when the quota frees, instead of waiting', async () => {
    const t = fakeClock();
    const pacer = createPacer({ perDay: 1 }, { clock: t.clock, maxWaitMs: 10_000 });
    await pacer.turn();
    const error = await pacer.turn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaExhausted);
    expect((error as QuotaExhausted).until).toBe(t.now() + 86_400_000 + E);
    expect(t.waits).toEqual([]);
    // The refusal does not jam the queue: once the day has passed the next call goes.
    t.advance(86_400_000 + E);
    await pacer.turn();
  });
});

describe("pacer: Yalidine's day quota spent (x-day-quota-left: 0)", () => {
  it('holds the calls until midnight in Algiers (YAL-DOC: "every midnight"), not 24 hours from the answer', async () => {
    const t = fakeClock(Date.parse('2026-11-28T21:00:00Z')); // 22:00 in Algiers
    const pacer = createPacer(PLATFORM_QUOTAS.yalidine, { clock: t.clock, maxWaitMs: 10_000 });
    await pacer.turn();
    pacer.observe(
      answer(429, { 'x-second-quota-left': '4', 'x-minute-quota-left': '49', 'x-hour-quota-left': '999', 'x-day-quota-left': '0' }),
    );
    const error = await pacer.turn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaExhausted);
    expect(new Date((error as QuotaExhausted).until).toISOString()).toBe(new Date(Date.parse('2026-11-28T23:00:00Z') + E).toISOString());
    t.advance(2 * 3_600_000 + E);
    await pacer.turn();
  });
});

describe("pacer: Ecotrack's documented windows (PLATFORM_QUOTAS.ecotrack)", () => {
  it('keeps 50 a minute, 1,500 an hour and 15,000 a day: the 1,501st call an hour after the first, the 15,001st a day after it', async () => {
    expect(PLATFORM_QUOTAS.ecotrack).toEqual({ perMinute: 50, perHour: 1_500, perDay: 15_000 });
    const t = fakeClock();
    const pacer = createPacer(PLATFORM_QUOTAS.ecotrack, { clock: t.clock, maxWaitMs: 86_400_000 });
    const start = t.now();
    const at: number[] = [];
    for (let i = 0; i <= 15_000; i++) {
      await pacer.turn();
      at.push(t.now() - start);
    }
    const most = (span: number) => {
      let max = 0;
      for (let i = 0, j = 0; i < at.length; i++) {
        while (at[j]! <= at[i]! - span) j++;
        max = Math.max(max, i - j + 1);
      }
      return max;
    };
    expect([most(60_000), most(3_600_000), most(86_400_000)]).toEqual([50, 1_500, 15_000]);
    // The minute's quota alone would send 1,500 calls in half an hour: the hour's holds the next back.
    expect(at[1_499]).toBe(29 * (60_000 + E));
    expect(at[1_500]).toBe(3_600_000 + E);
    // Ten hours of 1,500 spend the day's 15,000: the next goes a day after the first.
    expect(at[14_999]).toBe(9 * (3_600_000 + E) + 29 * (60_000 + E));
    expect(at[15_000]).toBe(86_400_000 + E);
  });
});

describe('pacer: what the platform says', () => {
  it("a 429's Retry-After (seconds) holds the next call that long", async () => {
    const t = fakeClock();
    const pacer = createPacer({ perMinute: 50 }, { clock: t.clock });
    await pacer.turn();
    pacer.observe(answer(429, { 'Retry-After': '7' }));
    await pacer.turn();
    expect(t.waits).toEqual([7000]);
  });

  it("a 429's Retry-After prevails over the length of the window its headers say is spent", async () => {
    const t = fakeClock();
    const pacer = createPacer({}, { clock: t.clock });
    pacer.observe(answer(429, { 'Retry-After': '12', 'x-minute-quota-left': '0' }));
    await pacer.turn();
    expect(t.waits).toEqual([12_000]);
  });

  it('backOff holds the next call the seconds the caller read', async () => {
    const t = fakeClock();
    const pacer = createPacer({ perMinute: 50 }, { clock: t.clock });
    await pacer.turn();
    pacer.backOff(12);
    await pacer.turn();
    expect(t.waits).toEqual([12_000]);
  });

  it('Retry-After as an HTTP date', async () => {
    const t = fakeClock();
    const pacer = createPacer({}, { clock: t.clock });
    pacer.observe(answer(429, { 'Retry-After': new Date(t.now() + 3000).toUTCString() }));
    await pacer.turn();
    expect(t.waits).toEqual([3000]);
  });

  it('a 429 that says nothing holds the default time; with "minute quota left 0" it waits the minute out', async () => {
    const t = fakeClock();
    const bare = createPacer({}, { clock: t.clock, defaultRetryAfterMs: 15_000 });
    bare.observe(answer(429));
    await bare.turn();
    const quota = createPacer({}, { clock: t.clock, defaultRetryAfterMs: 15_000, maxWaitMs: 120_000 });
    quota.observe(answer(429, { 'x-second-quota-left': '3', 'x-minute-quota-left': '0', 'x-hour-quota-left': '900' }));
    await quota.turn();
    expect(t.waits).toEqual([15_000, 60_000]);
  });

  it('a successful answer that spends the last of a window holds the next call; one with quota left does not', async () => {
    const t = fakeClock();
    const pacer = createPacer({}, { clock: t.clock });
    pacer.observe(answer(200, { 'x-second-quota-left': '2', 'x-minute-quota-left': '40' }));
    await pacer.turn();
    pacer.observe(answer(200, { 'x-second-quota-left': '0', 'x-minute-quota-left': '39' }));
    await pacer.turn();
    expect(t.waits).toEqual([1000]);
  });

  it('X-RateLimit-Remaining-Hour 0 with its unix-time reset holds until the reset', async () => {
    const t = fakeClock();
    const pacer = createPacer({}, { clock: t.clock });
    const reset = Math.floor(t.now() / 1000) + 12;
    pacer.observe(answer(200, { 'X-RateLimit-Remaining-Hour': '0', 'X-RateLimit-Reset-Hour': String(reset) }));
    await pacer.turn();
    expect(t.now()).toBe(reset * 1000);
  });

  it('send repeats a 429 after the wait it asked for, and answers the success', async () => {
    const t = fakeClock();
    const pacer = createPacer({ perSecond: 5 }, { clock: t.clock });
    const answers = [answer(429, { 'Retry-After': '2' }), answer(200)];
    let calls = 0;
    const got = await pacer.send(async () => {
      calls++;
      return answers.shift()!;
    });
    expect(got.status).toBe(200);
    expect(calls).toBe(2);
    expect(t.waits).toEqual([2000]);
  });

  it('send gives the 429 back after its retries, so the caller can say so', async () => {
    const t = fakeClock();
    const pacer = createPacer({}, { clock: t.clock, retriesOn429: 1 });
    let calls = 0;
    const got = await pacer.send(async () => {
      calls++;
      return answer(429, { 'Retry-After': '1' });
    });
    expect(got.status).toBe(429);
    expect(calls).toBe(2);
  });
});
