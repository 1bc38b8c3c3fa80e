// The build's connections: a larger pool than a function's, and closed as soon as the build is done
// (the build used to hold them until the idle timeout ran out). Seen from the server's side, in
// pg_stat_activity, by the application name each process gives its connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { closeDb, db, memoryKeyOf } from '../../src/server/db/client.ts';
import { releasingConnection } from '../../src/server/db/release.ts';
import { closeDatabaseAfterBuild } from '../../src/integrations/close-database-after-build.ts';
import { startPostgresCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';

describe("the build's database connections on PostgreSQL 15", () => {
  let cluster: Cluster;
  let observer: postgres.Sql;
  const saved = { url: process.env.DATABASE_URL, role: process.env.DATABASE_POOL_ROLE, embedded: process.env.DATABASE_EMBEDDED };

  beforeAll(async () => {
    // A real PostgreSQL, not the embedded one (a PGlite test file before this one in the same worker may have said so).
    process.env.DATABASE_EMBEDDED = '0';
    cluster = await startPostgresCluster();
    observer = postgres(cluster.url, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await closeDb();
    if (saved.embedded === undefined) delete process.env.DATABASE_EMBEDDED;
    else process.env.DATABASE_EMBEDDED = saved.embedded;
    await observer?.end();
    cluster?.stop();
    process.env.DATABASE_URL = saved.url;
    process.env.DATABASE_POOL_ROLE = saved.role;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    if (saved.role === undefined) delete process.env.DATABASE_POOL_ROLE;
  });

  const openBy = async (name: string) => {
    const [row] = await observer<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where application_name = ${name}`;
    return row!.n;
  };
  // The server notices a closed connection a moment after the client ends it: look again until it has.
  const closedBy = async (name: string) => {
    let left = await openBy(name);
    for (let i = 0; i < 50 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      left = await openBy(name);
    }
    return left;
  };

  it('opens up to 10 connections as the build, and closes them all when the build is done', async () => {
    process.env.DATABASE_URL = cluster.url;
    process.env.DATABASE_POOL_ROLE = 'build';
    const sql = db();
    expect(sql.options.max).toBe(10);
    // Pages render in parallel: several connections open at once.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`));
    expect(await openBy('drp-shop build')).toBeGreaterThanOrEqual(2);

    const hooks = closeDatabaseAfterBuild().hooks as { 'astro:build:done': () => Promise<void> };
    await hooks['astro:build:done']();
    expect(await closedBy('drp-shop build')).toBe(0);
  });

  it('gives a function 1 connection: one pooler client per instance', async () => {
    process.env.DATABASE_POOL_ROLE = 'function';
    const sql = db();
    expect(sql.options.max).toBe(1);
    await Promise.all(Array.from({ length: 6 }, () => sql`select pg_sleep(0.05)`));
    expect(await openBy('drp-shop function')).toBe(1);
    await closeDb();
  });

  it('a function lets go of its connection once its request and its waitUntil work are done; the next one keeps what was learned', async () => {
    process.env.DATABASE_POOL_ROLE = 'function';
    const pending: Promise<unknown>[] = [];
    let notified = false;
    const handler = releasingConnection(async (_request: Request, context?: { waitUntil?: (work: Promise<unknown>) => void }) => {
      const [row] = await db()<{ sizes: string[] }[]>`select '{S,M}'::text[] as sizes`;
      // As the order function's notification: after the answer, still on the database.
      context?.waitUntil?.(
        new Promise((resolve) => setTimeout(resolve, 100)).then(async () => {
          await db()`select 1`;
          notified = true;
        }),
      );
      return Response.json(row);
    });
    const response = await handler(new Request('http://localhost/'), { waitUntil: (work) => void pending.push(work) });
    expect(await response.json()).toEqual({ sizes: ['S', 'M'] });
    const first = db();
    expect(await openBy('drp-shop function')).toBe(1); // kept for the work after the answer
    await Promise.all(pending);
    expect(notified).toBe(true);
    expect(await closedBy('drp-shop function')).toBe(0);

    // The next request's client: the array types it learned (it does not ask pg_type again) and the same memory key.
    const next = db();
    expect(next).not.toBe(first);
    expect((next.options as { fetch_types?: boolean }).fetch_types).toBe(false);
    expect(await next`select '{L,XL}'::text[] as sizes`).toEqual([{ sizes: ['L', 'XL'] }]);
    expect(memoryKeyOf(next)).toBe(memoryKeyOf(first));
    await closeDb();

    // The local runtime (one process for every request) keeps its pool open.
    process.env.DATABASE_POOL_ROLE = 'server';
    const served = releasingConnection(async (_request: Request, _context?: { waitUntil?: (work: Promise<unknown>) => void }) =>
      Response.json(await db()`select 1`),
    );
    await served(new Request('http://localhost/'), { waitUntil: (work) => void pending.push(work) });
    await Promise.all(pending);
    expect(await openBy('drp-shop server')).toBe(1);
    await closeDb();
  });

  it('is closed by the last integration of the real Astro config', async () => {
    const config = (await import('../../astro.config.mjs')).default as { integrations: { name: string }[] };
    expect(config.integrations.at(-1)?.name).toBe('close-database-after-build');
  });
});
