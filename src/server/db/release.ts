// A deployed function lets go of its database connection once its request is done. Netlify runs a
// function instance for one request at a time and then freezes it, connection and all: a frozen
// instance's socket stays open at the pooler, which counts it as a client until it is thawed and
// closes it (postgres.js's idle timer does not run while frozen). In a drop, hundreds of instances
// answer once and freeze; had each kept its connection, they would hold the pooler's every client
// slot (Supabase: 200 on the smallest computes) and refuse the buyers still waiting. Released, a
// pooler client is held only while a request is being served (measured: npm run bench:drop, docs/deploy.md "Drop day").
// The local runtime and the tests serve every request from one process (pool role 'server'): there
// the pool stays open.
import { closeDb } from './client.ts';
import { poolRole } from './connection-settings.ts';

type WaitUntil = { waitUntil?: (work: Promise<unknown>) => void };

/**
 * The runtime's context with another waitUntil. A proxy in front of an empty object, reading through to
 * the context itself (its getters and methods keep their own `this`), rather than a copy (getters
 * would be read once, or lost) or a proxy of the context (which may be frozen).
 */
function withWaitUntil(context: object, waitUntil: (work: Promise<unknown>) => void): object {
  return new Proxy(
    {},
    {
      get(_, key) {
        if (key === 'waitUntil') return waitUntil;
        const value: unknown = Reflect.get(context, key, context);
        return typeof value === 'function' ? value.bind(context) : value;
      },
      has: (_, key) => key === 'waitUntil' || Reflect.has(context, key),
    },
  );
}

/**
 * Wraps a function's handler: once its answer is made and the work it handed to context.waitUntil is
 * done, the connection is closed (and kept open for Netlify's waitUntil until then); the next request
 * of this instance opens a new one.
 */
export function releasingConnection<Args extends [Request, ...unknown[]]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    if (poolRole() !== 'function') return handler(...args);
    const [request, context, ...rest] = args as unknown as [Request, WaitUntil | undefined, ...unknown[]];
    const after: Promise<unknown>[] = [];
    const track = (work: Promise<unknown>) => void after.push(work);
    const tracked = context ? withWaitUntil(context, track) : { waitUntil: track };
    try {
      return await handler(...([request, tracked, ...rest] as unknown as Args));
    } finally {
      const released = Promise.allSettled(after)
        .then(() => closeDb())
        .catch((error: unknown) => console.error('[db] closing the connection failed:', error));
      context?.waitUntil?.(released);
    }
  };
}
