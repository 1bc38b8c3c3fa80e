// `npm start` stopped with SIGTERM while an order is in flight (issue #38 §4): the shop takes no new
// connection from then on, the order finishes and is answered (it waits on a lock this test holds,
// released after the signal), and the process exits 0 once its pool is closed. The real start script
// (without its build) on a PostgreSQL 15 cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { migrate } from '../../src/server/db/migrate.ts';
import { startPostgresCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { DROP_PRODUCT, seedDrop } from '../../scripts/bench/drop-run.ts';
import { scriptEnv } from './databases.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A GET on a connection of its own (no keep-alive pool): 'refused' when nothing listens any more. */
function freshGet(url: string): Promise<number | 'refused'> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve('refused') : reject(error)));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm start, stopped with SIGTERM mid-order', () => {
  let cluster: Cluster;
  let sql: postgres.Sql;
  let dist: string;
  let shop: ChildProcess | undefined;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    sql = postgres(cluster.url, { max: 2, onnotice: () => {} });
    await migrate(sql, { seed: false });
    await seedDrop(sql, 3);
    dist = mkdtempSync(join(tmpdir(), 'start-stop-dist-'));
  });
  afterAll(async () => {
    shop?.kill('SIGKILL');
    await sql?.end({ timeout: 1 });
    cluster?.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('refuses new connections, lets the order in flight finish and be answered, closes its pool and exits 0', async () => {
    const port = await freePort();
    const env = scriptEnv(
      { kind: 'postgres15', url: cluster.url },
      { PORT: String(port), ASTRO_OUT_DIR: dist, ASTRO_TELEMETRY_DISABLED: '1' },
    );
    delete env.ORDER_WEBHOOK_URL;
    const child = spawn(process.execPath, ['scripts/start.ts', '--no-build'], { cwd: root, env });
    shop = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let waited = 0; !output.includes('Shop running at'); waited += 50) {
      if (child.exitCode !== null || waited > 60_000) throw new Error(`npm start did not start:\n${output}`);
      await sleep(50);
    }

    // The order's statement waits on the variant's row, which this transaction holds until told.
    let unlock: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      void sql
        .begin(async (tx) => {
          await tx`select 1 from variants where product_id = ${DROP_PRODUCT.productId} for update`;
          resolve();
          await new Promise<void>((release) => (unlock = release));
        })
        .catch(() => undefined);
    });
    await held;
    const body = {
      flow: 'cart',
      idempotencyKey: 'stop-mid-order-1',
      locale: 'en',
      name: 'Amina Benali',
      email: 'amina@example.dz',
      phone: '0551000777',
      address: '12 rue Didouche Mourad',
      notes: '',
      wilayaCode: '16',
      commune: 'Alger Centre',
      deliveryType: 'home',
      lines: [{ ...DROP_PRODUCT, quantity: 1 }],
    };
    const answer = fetch(`http://localhost:${port}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify(body),
    });
    const early = answer.then((r) => `answered ${r.status} before the lock was released`);
    for (let waiting = 0, tries = 0; waiting === 0; await sleep(20), tries++) {
      if (tries > 500) throw new Error(`the order never waited on the lock (${await Promise.race([early, 'no answer'])}):\n${output}`);
      ({ waiting } = (
        await sql<{ waiting: number }[]>`
        select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%store_order%'`
      )[0]!);
    }

    child.kill('SIGTERM');
    for (let tries = 0; !output.includes('[SIGTERM] stopping'); tries++) {
      if (tries > 500) throw new Error(`no stop after SIGTERM:\n${output}`);
      await sleep(20);
    }
    // From now on a new connection is refused (the listening socket closes as the stop begins).
    let fresh: number | 'refused' = 0;
    for (let i = 0; i < 50 && fresh !== 'refused'; i++) {
      fresh = await freshGet(`http://127.0.0.1:${port}/api/health`);
      if (fresh !== 'refused') await sleep(20);
    }
    expect(fresh).toBe('refused');
    expect(child.exitCode).toBeNull();

    unlock();
    const response = await answer;
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { number: number } };
    expect(await exited).toBe(0);
    const [stored] = await sql<{ number: number }[]>`select number from orders where idempotency_key = ${body.idempotencyKey}`;
    expect(stored?.number).toBe(order.number);
    expect(output).not.toMatch(/still running after|ECONNRESET|CONNECTION_(CLOSED|DESTROYED|ENDED)/);
  });
});
