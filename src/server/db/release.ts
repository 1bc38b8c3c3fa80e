// A deployed function lets go of its database connection once its request is done. Netlify runs a
// function instance for one request at a time and then freezes it, connection and all: a frozen
// instance's socket stays open at the pooler, which counts it as a client until it is thawed and
// closes it (postgres.js's idle timer does not run while frozen). In a drop, hundreds of instances
// answer once and freeze; had each kept its connection, they would hold the pooler's every client
// slot (Supabase: 200 on the smallest computes) and refuse the buyers still waiting. Released, a
// pooler client is held only while a request is being served (measured: npm run bench:drop, README).
// The local runtime and the tests serve every request from one process (pool role 'server'): there
// the pool stays open.
import { closeDb } from './client.ts';
import { poolRole } from './connection-settings.ts';

type WaitUntil = { waitUntil?: (work: Promise<unknown>) => void };

/**
 * Wraps a function's handler: once its answer is made and the work it handed to context.waitUntil is
 * done, the connection is closed (and kept open for Netlify's waitUntil until then); the next request
 * of this instance opens a new one.
 */
export function releasingConnection<C extends WaitUntil>(
  handler: (request: Request, context?: C) => Promise<Response>,
): (request: Request, context?: C) => Promise<Response> {
  return async (request, context) => {
    if (poolRole() !== 'function') return handler(request, context);
    const after: Promise<unknown>[] = [];
    const track = (work: Promise<unknown>) => void after.push(work);
    // A proxy, not a copy: the runtime's context may answer through getters.
    const tracked = (context ? new Proxy(context, { get: (target, key) => (key === 'waitUntil' ? track : Reflect.get(target, key, target)) }) : { waitUntil: track }) as C;
    try {
      return await handler(request, tracked);
    } finally {
      const released = Promise.allSettled(after).then(() => closeDb()).catch((error: unknown) => console.error('[db] closing the connection failed:', error));
      context?.waitUntil?.(released);
    }
  };
}
