// The request deadline without a database: a handler that never answers is answered 503 busy with
// Retry-After at its kind's deadline (made small here through FUNCTION_DEADLINE_MS); the order
// function's own, over a frozen PostgreSQL, is in tests/deploy/postgres-faults.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { DEADLINE_MS, DeadlinePassed, deadlineMs, withinDeadline } from './deadline.ts';
import { handle } from './handle.ts';

const saved = { deadline: process.env.FUNCTION_DEADLINE_MS, role: process.env.DATABASE_POOL_ROLE };
afterEach(() => {
  for (const [key, value] of [
    ['FUNCTION_DEADLINE_MS', saved.deadline],
    ['DATABASE_POOL_ROLE', saved.role],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const never = () => new Promise<Response>(() => {});

describe('request deadlines', () => {
  it("keeps an order under the old 10 s function limit, the shopper's reads shorter, the owner's under Netlify's 60 s", () => {
    delete process.env.FUNCTION_DEADLINE_MS;
    process.env.DATABASE_POOL_ROLE = 'function';
    expect(deadlineMs('order')).toBe(8000);
    expect(deadlineMs('read')).toBeLessThan(DEADLINE_MS.order);
    expect(deadlineMs('owner')).toBeGreaterThan(20_000 + 10_000);
    expect(deadlineMs('owner')).toBeLessThan(60_000);
    expect(deadlineMs('none')).toBeUndefined();
  });

  it("gives the owner's screens no deadline where there is no platform limit (npm start)", () => {
    process.env.DATABASE_POOL_ROLE = 'server';
    expect(deadlineMs('owner')).toBeUndefined();
    expect(deadlineMs('order')).toBe(8000);
  });

  it('rejects work that outlives its deadline with DeadlinePassed, and lets work in time through', async () => {
    process.env.FUNCTION_DEADLINE_MS = '20';
    process.env.DATABASE_POOL_ROLE = 'server';
    await expect(withinDeadline('read', never())).rejects.toBeInstanceOf(DeadlinePassed);
    await expect(withinDeadline('read', Promise.resolve('in time'))).resolves.toBe('in time');
  });

  it('answers a function that never answers 503 busy JSON with Retry-After and the security headers', async () => {
    process.env.FUNCTION_DEADLINE_MS = '20';
    process.env.DATABASE_POOL_ROLE = 'server';
    const response = await handle(never, { deadline: 'read' })(new Request('https://shop.example/api/stock/x'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ error: { code: 'busy', message: expect.stringMatching(/try again/) } });
  });

  it('leaves the scheduled functions (deadline none) and the order function (its own) to run on', async () => {
    process.env.FUNCTION_DEADLINE_MS = '5';
    let finish: (r: Response) => void = () => {};
    const slow = () => new Promise<Response>((resolve) => (finish = resolve));
    for (const deadline of ['none', 'its-own'] as const) {
      const answer = handle(slow, { deadline, body: 'ignored' })(new Request('https://shop.example/x', { method: 'POST' }));
      await new Promise((resolve) => setTimeout(resolve, 30));
      finish(new Response('done'));
      expect(await (await answer).text()).toBe('done');
    }
  });
});
