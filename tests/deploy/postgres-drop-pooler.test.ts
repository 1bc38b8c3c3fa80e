// Drop day through the production topology, at small scale: a PostgreSQL 15 cluster with the
// project's schema behind pgbouncer in transaction mode (standing in for Supabase's pooler: TLS, a
// password, and a cap of 5 clients), up to 60 instances of the real orders function each serving one
// request at a time with the production connection settings, and 60 buyers whose pages run the order
// form's own submitOrder. `npm run bench:drop` is the same at full scale (scripts/bench-drop.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { connect, closeDb, type Sql } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { startPostgresCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { startPgbouncer, type Pooler } from '../../scripts/lib/pgbouncer.ts';
import { DROP_PRODUCT, runDrop, seedDrop } from '../../scripts/bench/drop-run.ts';
import { dropReport } from '../../scripts/bench/drop-report.ts';

const STOCK = 20;
const MAX_CLIENTS = 5;

/** The environment of a deployed function reaching the pooler: its URL and CA, no prepared statements, no pool role. */
function functionEnv(pooler: Pooler): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith('DATABASE_') && !key.startsWith('VITEST')) env[key] = value;
  delete env.ORDER_WEBHOOK_URL;
  return { ...env, DATABASE_URL: pooler.url, DATABASE_CA_CERT: pooler.caFile, DATABASE_PREPARED_STATEMENTS: 'off' };
}

describe(`a drop through a pooler that takes ${MAX_CLIENTS} clients`, () => {
  let cluster: Cluster;
  let pooler: Pooler;
  let sql: Sql;
  const saved = { ...process.env };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    sql = connect(cluster.url, { max: 2 });
    await migrate(sql, { seed: false });
    await seedDrop(sql, STOCK);
    pooler = await startPgbouncer(cluster.url, { maxClientConn: MAX_CLIENTS, poolSize: 2 });
  });
  afterAll(async () => {
    await closeDb();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
    await sql?.end();
    await pooler?.stop();
    cluster?.stop();
  });

  it("answers a refused connection 503 busy with Retry-After in the shopper's language, and stores nothing until the same order comes again", async () => {
    Object.assign(process.env, functionEnv(pooler));
    delete process.env.DATABASE_POOL_ROLE;
    // Every client slot taken, as by five other function instances in the middle of their requests.
    const others = Array.from({ length: MAX_CLIENTS }, () => connect(pooler.url, { max: 1 }));
    try {
      for (const other of others) await other`select 1`;
      const { default: orders } = await import('../../netlify/functions/orders.ts');
      const body = JSON.stringify({
        flow: 'cart',
        locale: 'fr',
        idempotencyKey: 'drop-pooler-refused-1',
        name: 'Amina Benali',
        email: 'amina@example.dz',
        phone: '0551000001',
        address: '12 rue Didouche Mourad',
        notes: '',
        wilayaCode: '16',
        commune: 'Alger Centre',
        deliveryType: 'home',
        lines: [{ ...DROP_PRODUCT, quantity: 1 }],
      });
      const post = () =>
        orders(new Request('https://drop.example/api/orders', { method: 'POST', body, headers: { 'content-type': 'application/json' } }));
      const refused = await post();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toEqual({
        error: { code: 'busy', message: expect.stringMatching(/^Trop de commandes arrivent en ce moment/) },
      });
      const [before] = await sql<{ n: number }[]>`select count(*)::int as n from orders`;
      expect(before!.n).toBe(0);

      await Promise.all(others.splice(0).map((other) => other.end()));
      const placed = await post();
      expect(placed.status).toBe(201);
      expect((await post()).status).toBe(200); // the same key again: the first order, not a second one
      const [after] = await sql<{ n: number }[]>`select count(*)::int as n from orders`;
      expect(after!.n).toBe(1);
    } finally {
      await Promise.all(others.map((other) => other.end()));
      await closeDb();
    }
  });

  it('waits a moment for a client slot: an order that finds the pooler full is placed once a slot frees within its budget, not answered busy', async () => {
    Object.assign(process.env, functionEnv(pooler));
    delete process.env.DATABASE_POOL_ROLE;
    const others = Array.from({ length: MAX_CLIENTS }, () => connect(pooler.url, { max: 1 }));
    try {
      for (const other of others) await other`select 1`;
      const { default: orders } = await import('../../netlify/functions/orders.ts');
      const order = orders(
        new Request('https://drop.example/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            flow: 'buy_now',
            idempotencyKey: 'drop-pooler-waited-1',
            name: 'Amina Benali',
            email: 'amina@example.dz',
            phone: '0551000003',
            address: '12 rue Didouche Mourad',
            notes: '',
            wilayaCode: '16',
            commune: 'Alger Centre',
            deliveryType: 'home',
            lines: [{ ...DROP_PRODUCT, quantity: 1 }],
          }),
        }),
      );
      // One of the other instances finishes its request a moment later (well within POOLER_SLOT_BUDGET_MS).
      await new Promise((resolve) => setTimeout(resolve, 300));
      await others.shift()!.end();
      const placed = await order;
      expect(placed.status).toBe(201);
      const [stored] = await sql<{ n: number }[]>`select count(*)::int as n from orders where idempotency_key = 'drop-pooler-waited-1'`;
      expect(stored!.n).toBe(1);
    } finally {
      await Promise.all(others.map((other) => other.end()));
      await closeDb();
    }
  });

  it('answers 503 busy when the pooler does not take connections at all', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    Object.assign(process.env, functionEnv(pooler), { DATABASE_URL: `postgres://postgres:x@127.0.0.1:${closed}/postgres` });
    try {
      const { default: orders } = await import('../../netlify/functions/orders.ts');
      const response = await orders(
        new Request('https://drop.example/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            flow: 'buy_now',
            idempotencyKey: 'drop-pooler-refused-2',
            name: 'Amina Benali',
            email: 'amina@example.dz',
            phone: '0551000002',
            address: '12 rue Didouche Mourad',
            notes: '',
            wilayaCode: '16',
            commune: 'Alger Centre',
            deliveryType: 'home',
            lines: [{ ...DROP_PRODUCT, quantity: 1 }],
          }),
        }),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      // Buy Now speaks Arabic whatever the page's language.
      expect((await response.json()).error).toMatchObject({ code: 'busy', message: expect.stringMatching(/^تصل طلبيات كثيرة/) });
    } finally {
      await closeDb();
    }
  });

  it("up to 60 instances (the account's concurrency), 60 buyers: every unit sold once, nobody served twice, every buyer a final answer", async () => {
    await sql`delete from orders`;
    await sql`update variants set stock = ${STOCK} where product_id = ${DROP_PRODUCT.productId}`;
    const run = await runDrop({ env: functionEnv(pooler), instances: 60, hosts: 2, buyers: 60, seconds: 2, arrival: 'burst', seed: 21 });
    const report = await dropReport(sql, run, STOCK);
    expect(report).toMatchObject({
      buyers: 60,
      placed: STOCK,
      storedOrders: STOCK,
      stockLeft: 0,
      soldOut: 60 - STOCK,
      doubles: 0,
      fiveHundreds: 0,
      gaveUp: 0,
      failed: 0,
      refused: {},
    });
    // The cap was met: buyers were answered busy, and their forms carried them through.
    expect(report.busyAnswers).toBeGreaterThan(0);
    expect(run.buyers.filter((b) => b.statuses.includes(503) && b.outcome !== 'gaveUp').length).toBeGreaterThan(0);
    expect(run.buyers.every((b) => b.statuses.every((status) => status !== 500))).toBe(true);
    expect(run.throttled).toBe(0);
  });

  it("past the account's concurrency a request is refused at once (Lambda's 429), never queued; the form asks again and every buyer gets a final answer", async () => {
    await sql`delete from orders`;
    await sql`update variants set stock = ${STOCK} where product_id = ${DROP_PRODUCT.productId}`;
    const run = await runDrop({ env: functionEnv(pooler), instances: 2, hosts: 1, buyers: 12, seconds: 1, arrival: 'burst', seed: 5 });
    expect(run.peakBusyInstances).toBe(2);
    expect(run.throttled).toBeGreaterThan(0);
    const throttled = run.buyers.filter((b) => b.statuses.includes(429));
    expect(throttled.length).toBeGreaterThan(0);
    // The throttle is not the shop's answer (no order error in it): the form sent the same order again.
    expect(throttled.every((b) => b.statuses.length > 1 && b.statuses.at(-1) !== 429)).toBe(true);
    expect(run.buyers.every((b) => b.outcome === 'placed' || b.outcome === 'soldOut')).toBe(true);
    // Fewer buyers than units: each buyer's one order stored once, none doubled, no 500.
    const report = await dropReport(sql, run, STOCK);
    expect(report).toMatchObject({ placed: 12, storedOrders: 12, doubles: 0, fiveHundreds: 0, gaveUp: 0 });
  });
});
