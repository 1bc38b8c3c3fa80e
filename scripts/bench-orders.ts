// npm run bench:orders [-- --offers --seconds 10 --clients 32 --servers 1 --connections 4 --products 1000 --buyers 1000 --drop-stock 50 --unprepared --orders-per-address 0]
// On a throwaway PostgreSQL 15 cluster, with the local runtime serving the real POST /api/orders on
// 127.0.0.1 in `servers` processes (Netlify runs several instances of a function), with a local
// webhook receiver taking the notifications:
//   1. sustained intake: N clients posting orders back to back over a catalog of P products × 8 variants (orders/s, p50/p99),
//   2. pgbench -N on the same cluster with the same clients (tps), for scale,
//   3. a drop: B buyers at once for one variant with S units: exactly S orders, the rest refused,
//   4. the owner's notifications after a drop: 1,000 that waited (Discord's rate limit) and one run of
//      the scheduled drain (20 s) against a webhook that keeps to that limit: how many orders it tells of.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { fork } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { countBy, percentile, type Shot } from './bench/orders-load.ts';
import { pgbenchTps } from './bench/orders-pgbench.ts';
import { cpuSeconds, postmasterPid } from './bench/cpu-time.ts';
import { databaseFunctionMs, phasesPerOrder } from './bench/cpu-phases.ts';
import { shopEnv } from '../src/server/env.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '32' },
    buyers: { type: 'string', default: '1000' },
    'drop-stock': { type: 'string', default: '50' },
    // One process by default: on a 2-core machine a second one adds context switches and cross-core
    // wake-ups and halves the batching of socket writes (measured: 2 processes cost about a third more
    // CPU per order); --servers 2 shows several function instances side by side.
    servers: { type: 'string', default: '1' },
    connections: { type: 'string', default: '4' },
    products: { type: 'string', default: '1000' },
    // As through Supabase's transaction pooler in production: no prepared statements.
    unprepared: { type: 'boolean', default: false },
    // Every shopper of the benchmark is 127.0.0.1: the shop's limit of orders per client address (30 per
    // 10 minutes by default) would refuse all but 30. Off (0) by default, as for a shop whose buyers come
    // from many addresses; a number sets site_settings.order_rate_per_address for the run.
    'orders-per-address': { type: 'string', default: '0' },
    // Quantity offers and a discount code in use (issue 42): a 10 % offer from one piece on the whole
    // catalog's category, and every intake order typing a store-wide 5 % code (a use row per order).
    offers: { type: 'boolean', default: false },
  },
});
const seconds = Math.min(120, Number(values.seconds));
const clients = Math.min(256, Number(values.clients));
const buyers = Math.min(5000, Number(values.buyers));
const dropStock = Number(values['drop-stock']);
const servers = Math.max(1, Math.min(8, Number(values.servers)));
// Database connections per order server: an order is one short statement, so a few connections keep
// the database busy, as a transaction pooler (Supabase's) does in front of a few backends; more only
// add backends fighting over the same two cores.
const connections = Math.max(1, Math.min(64, Number(values.connections)));
const CATALOG_PRODUCTS = Math.max(1, Math.min(20_000, Number(values.products)));

type Intake = { shots: Shot[]; seconds: number };
/** Runs one load job on a worker thread (its own event loop) and returns what it measured. */
function shoppers<T>(job: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bench/orders-worker.ts', import.meta.url), { workerData: job });
    worker.once('message', (result: T) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

type Instance = {
  url: string;
  pid: number;
  close: () => Promise<void>;
  ask: <T>(message: string, answer: (m: unknown) => T | undefined) => Promise<T>;
};
/** One order server process (scripts/bench/orders-server.ts); resolves once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = fork(fileURLToPath(new URL('./bench/orders-server.ts', import.meta.url)), {
    env,
    stdio: 'inherit',
    execArgv: shopEnv().BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${shopEnv().BENCH_PROFILE_DIR}`] : [],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`order server exited with ${code}`)));
    child.once('message', (m: { url: string }) =>
      resolve({
        url: m.url,
        pid: child.pid!,
        ask: <T>(message: string, answer: (m: unknown) => T | undefined) =>
          new Promise<T>((done) => {
            const listen = (m: unknown) => {
              const value = answer(m);
              if (value === undefined) return;
              child.off('message', listen);
              done(value);
            };
            child.on('message', listen);
            child.send(message);
          }),
        close: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send('close');
          }),
      }),
    );
  });
}

// track_functions: each SQL function's time, for the CPU by phase (cpu-phases.ts).
const cluster = await startPostgresCluster({ max_connections: '300', track_functions: 'pl' });
const receiver = new Worker(new URL('./bench/orders-receiver.ts', import.meta.url));
const receiverPort = await new Promise<number>((resolve) => receiver.once('message', (m: { port: number }) => resolve(m.port)));
const emptyDist = mkdtempSync(join(tmpdir(), 'bench-orders-dist-'));
const sql = connect(cluster.url, { max: 2 });
let instances: Instance[] = [];

try {
  await migrate(sql, { seed: false });
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  await sql`update site_settings set order_rate_per_address = ${Math.max(0, Math.min(1_000_000, Number(values['orders-per-address'])))} where id = 1`;
  // A catalog of a real shop's size (1,000 products × 8 variants by default) with deep stock, and the drop's hoodie.
  await sql`insert into products (id, name, price, category, sizes, colors)
    select 'bench-' || i, 'Bench Tee ' || i, 2000 + 100 * i, 'Bench', '{S,M,L,XL}', '{Black,White}' from generate_series(1, ${CATALOG_PRODUCTS}) i`;
  await sql`insert into products (id, name, price, category, sizes, colors) values ('bench-drop', 'Drop Hoodie', 9000, 'Bench', '{M}', '{Black}')`;
  await sql`insert into variants (product_id, size, color, stock)
    select 'bench-' || i, s, c, 1000000 from generate_series(1, ${CATALOG_PRODUCTS}) i, unnest('{S,M,L,XL}'::text[]) s, unnest('{Black,White}'::text[]) c`;
  await sql`insert into variants (product_id, size, color, stock) values ('bench-drop', 'M', 'Black', ${dropStock})`;
  if (values.offers) {
    await sql`insert into quantity_offers (category, kind, min_quantity, value) values ('Bench', 'percent', 1, 10)`;
    // No most number of uses: a store-wide code takes no lock (a capped one is bench:drop --code-uses).
    await sql`insert into discount_codes (code, kind, value) values ('BENCH5', 'percent', 5)`;
  }

  // The order function in `servers` processes of its own (Netlify runs function instances side by
  // side), each with `connections` database connections; the shoppers are spread over them.
  instances = await Promise.all(
    Array.from({ length: servers }, () =>
      startServer({
        ...process.env,
        DATABASE_URL: cluster.url,
        DATABASE_EMBEDDED: '0',
        DATABASE_POOL_SIZE: String(connections),
        ...(values.unprepared ? { DATABASE_PREPARED_STATEMENTS: 'off' } : {}),
        ORDER_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/webhook`,
        BENCH_DIST_DIR: emptyDist,
      }),
    ),
  );
  const urls = instances.map((i) => i.url);
  // Warm up connections and code paths, then the measured run.
  const intakeJob = {
    kind: 'intake',
    urls,
    clients,
    maxOrders: 200_000,
    products: CATALOG_PRODUCTS,
    ...(values.offers ? { discountCode: 'BENCH5' } : {}),
  };
  await shoppers<Intake>({ ...intakeJob, seconds: 1, phoneOffset: 10_000_000 });
  const pids = { database: postmasterPid(cluster.dataDir), server: instances.map((i) => i.pid), bench: process.pid };
  const cpuBefore = cpuSeconds(pids);
  const intake = await shoppers<Intake>({ ...intakeJob, seconds, phoneOffset: 20_000_000 });
  const cpuAfter = cpuSeconds(pids);
  const latencies = intake.shots.map((s) => s.ms).sort((a, b) => a - b);
  const placed = intake.shots.filter((s) => s.status === 201).length;
  // CPU milliseconds per placed order, by who spent them (a 2-core machine has 2,000 per second).
  const perOrder = (key: keyof typeof cpuAfter) => +((1000 * (cpuAfter[key] - cpuBefore[key])) / placed).toFixed(2);
  const cpuMsPerOrder = { database: perOrder('database'), servers: perOrder('servers'), shoppersAndWebhook: perOrder('bench') };

  // Where an order's CPU goes, by phase: a short extra run with the order servers profiled and the
  // database's functions timed (idle backends send their statistics within a second).
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1200));
  await settle();
  const functionsBefore = await databaseFunctionMs(sql);
  await Promise.all(instances.map((i) => i.ask('profile-start', (m) => (m === 'profiling' ? true : undefined))));
  const profiled = await shoppers<Intake>({ ...intakeJob, seconds: Math.min(3, seconds), phoneOffset: 40_000_000 });
  const serverPhases = await Promise.all(
    instances.map((i) => i.ask('profile-stop', (m) => (m as { phases?: Record<string, number> }).phases)),
  );
  await settle();
  const profiledOrders = profiled.shots.filter((s) => s.status === 201).length;
  const summed: Record<string, number> = {};
  for (const phases of serverPhases) for (const [phase, ms] of Object.entries(phases)) summed[phase] = (summed[phase] ?? 0) + ms;
  const phases = {
    orders: profiledOrders,
    serverMsPerOrder: phasesPerOrder({}, summed, profiledOrders, 0.01),
    databaseFunctionMsPerOrder: phasesPerOrder(functionsBefore, await databaseFunctionMs(sql), profiledOrders, 0.001),
  };

  const { tps, databaseCpuMsPerTransaction: pgbenchDbMsPerTransaction } = await pgbenchTps(cluster.url, {
    clients,
    seconds,
    scale: 10,
    databaseCpuSeconds: () => cpuSeconds(pids).database,
  });

  // The drop: every buyer at once, one unit each.
  const { shots: drop } = await shoppers<{ shots: Shot[] }>({ kind: 'drop', urls, buyers, phoneOffset: 60_000_000 });
  const [left] = await sql<{ stock: number }[]>`select stock from variants where product_id = 'bench-drop'`;
  const [stored] = await sql<{ n: number }[]>`select count(*)::int as n from order_lines where product_id = 'bench-drop'`;
  const dropCounts = countBy(drop);
  const networkErrors = countBy(drop.filter((s) => s.status === 0).map((s) => ({ ...s, status: s.error as unknown as number })));
  if (Object.keys(networkErrors).length) console.log('drop network errors:', networkErrors);
  const outOfStock = drop.filter((s) => s.status === 409 && s.code === 'out_of_stock').length;
  await Promise.all(instances.splice(0).map((i) => i.close()));

  // The drain after a drop: the last 1,000 notifications wait as if Discord had refused them.
  const backlog = 1000;
  await sql`update outbox set delivered_at = null, attempts = 0, next_attempt_at = now() - interval '1 second'
            where id in (select id from outbox order by id desc limit ${backlog})`;
  process.env.ORDER_WEBHOOK_URL = `http://127.0.0.1:${receiverPort}/discord`;
  const { drainOutbox } = await import('../src/server/notifications/deliver.ts');
  const drainStarted = performance.now();
  const quietErrors = console.error;
  console.error = () => {}; // each 429 is logged by the drain; here it is the point
  const drained = await drainOutbox({ sql, budgetMs: 20_000 }).finally(() => (console.error = quietErrors));
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const discord = await new Promise<{ messages: number; orders: number; limited: number }>((resolve) => {
    receiver.once('message', resolve);
    receiver.postMessage('discord');
  });

  const report = {
    intake: {
      servers,
      connectionsPerServer: connections,
      preparedStatements: !values.unprepared,
      products: CATALOG_PRODUCTS,
      clients,
      seconds: +intake.seconds.toFixed(1),
      orders: placed,
      statuses: countBy(intake.shots),
      ordersPerSecond: Math.round(placed / intake.seconds),
      cpuMsPerOrder,
      p50Ms: +percentile(latencies, 50).toFixed(1),
      p99Ms: +percentile(latencies, 99).toFixed(1),
    },
    phases,
    pgbench: {
      mode: '-N',
      clients,
      seconds,
      tps: Math.round(tps),
      databaseCpuMsPerTransaction: pgbenchDbMsPerTransaction,
      intakeShareOfPgbench: +(placed / intake.seconds / tps).toFixed(2),
    },
    drainAfterDrop: {
      backlog,
      budgetSeconds: 20,
      seconds: +drainSeconds.toFixed(1),
      ordersTold: discord.orders,
      messages: discord.messages,
      rateLimited: discord.limited,
      delivered: drained.delivered,
      runsFor1000: Math.ceil(backlog / Math.max(1, drained.delivered)),
    },
    drop: {
      buyers,
      stock: dropStock,
      placed: dropCounts['201'] ?? 0,
      outOfStock,
      statuses: dropCounts,
      storedOrders: stored!.n,
      stockLeft: left!.stock,
      fiveHundreds: drop.filter((s) => s.status >= 500 || s.status === 0).length,
      ok: dropCounts['201'] === dropStock && outOfStock === buyers - dropStock && left!.stock === 0 && stored!.n === dropStock,
    },
  };
  console.log(
    `\nOrder intake over HTTP at ${clients} clients (${servers} server process${servers > 1 ? 'es' : ''}, ${connections} database connections each${values.unprepared ? ', no prepared statements' : ''}, ${CATALOG_PRODUCTS} products): ${report.intake.ordersPerSecond} orders/s, p50 ${report.intake.p50Ms} ms, p99 ${report.intake.p99Ms} ms (${placed} orders in ${report.intake.seconds} s)`,
  );
  console.log(
    `CPU per order: database ${cpuMsPerOrder.database} ms, order servers ${cpuMsPerOrder.servers} ms, shoppers + webhook receiver ${cpuMsPerOrder.shoppersAndWebhook} ms`,
  );
  const top = (ms: Record<string, number>, n: number) =>
    Object.entries(ms)
      .slice(0, n)
      .map(([phase, value]) => `${phase} ${value}`)
      .join(', ');
  console.log(`Order server CPU by phase, ms per order (profiled ${profiledOrders} orders): ${top(phases.serverMsPerOrder, 12)}`);
  console.log(`Database time by SQL function (self, waits included), ms per order: ${top(phases.databaseFunctionMsPerOrder, 12)}`);
  console.log(
    `pgbench -N at ${clients} clients on the same cluster: ${report.pgbench.tps} tps, database CPU ${pgbenchDbMsPerTransaction} ms per transaction (intake = ${report.pgbench.intakeShareOfPgbench} × pgbench)`,
  );
  console.log(
    `Drop: ${buyers} buyers for ${dropStock} units → ${report.drop.placed} orders, ${outOfStock} out of stock, ${report.drop.fiveHundreds} 5xx/network, stock left ${left!.stock}: ${report.drop.ok ? 'OK' : 'WRONG'}`,
  );
  console.log(
    `Drain after a drop: ${discord.orders} of ${backlog} waiting orders told in ${discord.messages} messages in one ${report.drainAfterDrop.seconds} s run (${discord.limited} answers 429 from a webhook allowing 5 requests per 2 s): ${report.drainAfterDrop.runsFor1000} runs of the 5-minute schedule for 1,000`,
  );
  console.log(JSON.stringify(report));
  if (!report.drop.ok) process.exitCode = 1;
} finally {
  // Also when something above failed: no order server outlives the benchmark.
  await Promise.all(instances.map((i) => i.close()));
  await sql.end();
  const { closeDb } = await import('../src/server/db/client.ts');
  await closeDb();
  await receiver.terminate();
  rmSync(emptyDist, { recursive: true, force: true });
  cluster.stop();
}
