// The wrapper's hold on the runtime's context (the closing of the connection itself is shown on a
// real PostgreSQL 15 in tests/deploy/postgres-build-connections.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { releasingConnection } from './release.ts';

class RuntimeContext {
  readonly #ip = '10.0.0.7';
  readonly outer: Promise<unknown>[] = [];
  get ip() {
    return this.#ip;
  }
  waitUntil(work: Promise<unknown>) {
    this.outer.push(work);
  }
}

afterEach(() => {
  delete process.env.DATABASE_POOL_ROLE;
});

describe('releasingConnection', () => {
  it("gives the handler the runtime's context (frozen, with getters) and hands Netlify one promise that waits for the handler's own work", async () => {
    const context = Object.freeze(new RuntimeContext());
    let seenIp: string | undefined;
    let workDone = false;
    const handler = releasingConnection(async (_request: Request, ctx?: { ip?: string; waitUntil?: (work: Promise<unknown>) => void }) => {
      seenIp = ctx?.ip;
      ctx?.waitUntil?.(new Promise((resolve) => setTimeout(resolve, 30)).then(() => (workDone = true)));
      return new Response('ok');
    });
    const response = await handler(new Request('http://localhost/'), context);
    expect(await response.text()).toBe('ok');
    expect(seenIp).toBe('10.0.0.7');
    expect(context.outer).toHaveLength(1);
    expect(workDone).toBe(false);
    await context.outer[0];
    expect(workDone).toBe(true);
  });

  it('leaves the context alone where one process serves every request (the local runtime, the tests)', async () => {
    process.env.DATABASE_POOL_ROLE = 'server';
    const context = new RuntimeContext();
    const handler = releasingConnection(async (_request: Request, ctx?: RuntimeContext) => new Response(String(ctx === context)));
    expect(await (await handler(new Request('http://localhost/'), context)).text()).toBe('true');
    expect(context.outer).toHaveLength(0);
  });
});
