// npm run bench:drop [-- --buyers 1000 --stock 50 --code-uses 50 --seconds 10 --instances 400 --hosts 4 --max-clients 200 --pool-size 15 --connections <n> --arrival burst|even --seed 1 --cold-start-ms 300 --rtt-ms 2 --drop-cap 4|0|both]
// Drop day through the production topology, on this machine. Netlify runs each function instance for
// one request at a time, each with its own database connection, and Supabase's pooler (Supavisor)
// caps its clients by compute size (200 on Nano and Micro) in front of a few server connections. Here:
// a throwaway PostgreSQL 15 cluster with the project's schema, pgbouncer in transaction mode standing
// in for Supavisor (TLS and a password for clients, max_client_conn, default_pool_size), up to
// `--instances` instances (the account's concurrency) of the real netlify/functions/orders.ts with the
// production connection settings (scripts/bench/drop-host.ts), each new one paying `--cold-start-ms`
// and each database round trip `--rtt-ms` (scripts/bench/drop-run.ts says how and why), a chat
// webhook keeping to Discord's rate limit, and `--buyers` buyers tapping Place Order within `--seconds`
// for a variant with `--stock` units, each through the order form's own submitOrder (a busy answer is
// sent again, same idempotency key). `--drop-cap` is the shop's units of one drop variant per client
// address (site_settings.order_drop_units_per_address, 4 by default, 0: off); `both` runs the drop
// with the cap and without it, one after the other, and prints the ratio of their p99s. The last line
// is the report as JSON; the exit code is 1 unless the drop held (see scripts/bench/drop-report.ts).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { startPostgresCluster } from './lib/postgres-cluster.ts';
import { startPgbouncer } from './lib/pgbouncer.ts';
import { DROP_CODE, runDrop, seedDrop, seedDropCode } from './bench/drop-run.ts';
import { dropReport } from './bench/drop-report.ts';
import { postmasterPid, treeCpuSeconds } from './bench/cpu-time.ts';
import { poolerConsole } from './bench/pooler-console.ts';
import { shopEnv } from '../src/server/env.ts';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '1000' },
    stock: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    instances: { type: 'string', default: '400' },
    hosts: { type: 'string', default: '4' },
    'max-clients': { type: 'string', default: '200' },
    'pool-size': { type: 'string', default: '15' },
    // Connections per instance; unset: what a deployed function opens (src/server/db/connection-settings.ts).
    connections: { type: 'string' },
    seed: { type: 'string', default: '1' },
    arrival: { type: 'string', default: 'burst' },
    // A cold start: AWS Lambda's own start of a Node.js 24 function (about 160 ms in lambda-perf's daily
    // measurements) plus loading the order function's bundle (docs/benchmarks.md, "bench:drop").
    'cold-start-ms': { type: 'string', default: '300' },
    // A round trip between a function and the pooler in the same AWS region (0.25 to 3.4 ms between
    // availability zones, measured by xkyle.com), twice: the function to the pooler, the pooler to the database.
    'rtt-ms': { type: 'string', default: '2' },
    'drop-cap': { type: 'string', default: '4' },
    // A discount code capped at this many uses that every buyer types, with stock for every buyer: the
    // drop then holds when exactly this many orders get it (issue 42: 1,000 buyers, a 50-use code). 0: none.
    'code-uses': { type: 'string', default: '0' },
  },
});

// `--drop-cap both`: this script twice, with the shop's cap and without it, and the ratio of their p99s.
if (values['drop-cap'] === 'both') {
  const script = fileURLToPath(import.meta.url);
  const args = process.argv
    .slice(2)
    .filter((arg, i, all) => arg !== '--drop-cap' && all[i - 1] !== '--drop-cap' && !arg.startsWith('--drop-cap='));
  const once = (cap: string) => {
    let output: string;
    try {
      output = execFileSync(process.execPath, [script, ...args, '--drop-cap', cap], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? '');
      process.exitCode = 1;
    }
    process.stdout.write(output);
    return JSON.parse(output.trim().split('\n').at(-1)!) as { p99Ms: number; p50Ms: number };
  };
  const capped = once('4');
  const uncapped = once('0');
  const ratio = +(capped.p99Ms / Math.max(1, uncapped.p99Ms)).toFixed(2);
  console.log(`p99 with the cap ${capped.p99Ms} ms, without ${uncapped.p99Ms} ms: ${ratio}× (p50 ${capped.p50Ms} / ${uncapped.p50Ms} ms)`);
  console.log(
    JSON.stringify({
      capped: { p50Ms: capped.p50Ms, p99Ms: capped.p99Ms },
      uncapped: { p50Ms: uncapped.p50Ms, p99Ms: uncapped.p99Ms },
      p99Ratio: ratio,
    }),
  );
  process.exit();
}
const bounded = (value: string | undefined, min: number, max: number) => Math.max(min, Math.min(max, Math.trunc(Number(value))));
const buyers = bounded(values.buyers, 1, 20_000);
const stockAsked = bounded(values.stock, 1, 100_000);
const seconds = bounded(values.seconds, 1, 120);
const instances = bounded(values.instances, 1, 2000);
const hosts = bounded(values.hosts, 1, 16);
const maxClients = bounded(values['max-clients'], 1, 10_000);
const poolSize = bounded(values['pool-size'], 1, 500);
const arrival = values.arrival === 'even' ? 'even' : 'burst';
const coldStartMs = bounded(values['cold-start-ms'], 0, 30_000);
const databaseRttMs = bounded(values['rtt-ms'], 0, 1000);
const dropCap = bounded(values['drop-cap'], 0, 1000);
const codeUses = bounded(values['code-uses'], 0, 1_000_000);
// With a capped code the stock is no limit: only the code's uses are.
const stock = codeUses ? Math.max(stockAsked, buyers) : stockAsked;

const cluster = await startPostgresCluster({ max_connections: String(Math.max(100, poolSize + 20)) });
const sql = connect(cluster.url, { max: 2 });
const receiver = new Worker(new URL('./bench/orders-receiver.ts', import.meta.url));
const receiverPort = new Promise<number>((resolve) => receiver.once('message', (m: { port: number }) => resolve(m.port)));
let stopPooler = async () => {};
// Whatever happens (a failure, Ctrl-C), no cluster or pooler outlives the benchmark.
let cleaned: Promise<void> | undefined;
const cleanUp = () =>
  (cleaned ??= (async () => {
    await Promise.allSettled([stopPooler(), sql.end({ timeout: 5 }), receiver.terminate()]);
    cluster.stop();
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
try {
  await migrate(sql, { seed: false });
  await seedDrop(sql, stock);
  if (codeUses) await seedDropCode(sql, codeUses);
  await sql`update site_settings set order_drop_units_per_address = ${dropCap} where id = 1`;
  const pooler = await startPgbouncer(cluster.url, { maxClientConn: maxClients, poolSize });
  stopPooler = pooler.stop;
  console.log(
    `Drop: ${buyers} buyers within ${seconds} s for ${stock} units, ${dropCap ? `at most ${dropCap} per address` : 'no cap per address'}; up to ${instances} function instances on ${hosts} threads (cold start ${coldStartMs} ms, database round trip ${databaseRttMs} ms); pgbouncer (TLS) max_client_conn ${maxClients}, default_pool_size ${poolSize}`,
  );

  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(shopEnv())) if (value !== undefined && !key.startsWith('DATABASE_')) env[key] = value;
  Object.assign(env, {
    // As a deployed function: the pooler's URL verified against its CA, no prepared statements (a
    // transaction pooler on another port than Supabase's 6543), and no pool role (a function's).
    DATABASE_URL: pooler.url,
    DATABASE_CA_CERT: pooler.caFile,
    DATABASE_PREPARED_STATEMENTS: 'off',
    ...(values.connections ? { DATABASE_POOL_SIZE: String(bounded(values.connections, 1, 10)) } : {}),
    ORDER_WEBHOOK_URL: `http://127.0.0.1:${await receiverPort}/discord`,
  });

  // CPU seconds spent by each part during the drop: on a shared machine they say what the drop cost
  // when the wall clock cannot (the instances run here on a few threads; on Netlify each has its own CPU).
  const postmaster = postmasterPid(cluster.dataDir);
  const cpu = () => ({ bench: process.cpuUsage(), pooler: treeCpuSeconds(pooler.pid), database: treeCpuSeconds(postmaster) });
  let cpuBefore = cpu();
  let loadAverage = 0;
  let started = 0;
  const poolerWatch = poolerConsole(pooler);
  const onStart = () => {
    cpuBefore = cpu();
    // The machine's 1-minute load average as the drop starts: what else was running.
    loadAverage = +loadavg()[0]!.toFixed(1);
    started = performance.now();
    poolerWatch.start();
  };
  const run = await runDrop({
    env,
    instances,
    hosts,
    buyers,
    seconds,
    arrival,
    seed: bounded(values.seed, 0, 2 ** 31),
    coldStartMs,
    databaseRttMs,
    onStart,
    ...(codeUses ? { discountCode: DROP_CODE } : {}),
  });
  const wallSeconds = +((performance.now() - started) / 1000).toFixed(1);
  const cpuAfter = cpu();
  const poolerSeen = await poolerWatch.stop();
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const cpuSeconds = {
    instancesAndBuyers: +((benchCpu.user + benchCpu.system) / 1e6).toFixed(1),
    pooler: +(cpuAfter.pooler - cpuBefore.pooler).toFixed(1),
    database: +(cpuAfter.database - cpuBefore.database).toFixed(1),
  };
  const report = await dropReport(sql, run, stock, codeUses);
  // Why the instances answered busy, by the database error's words (request ids and ports left out).
  const busyReasons: Record<string, number> = {};
  for (const line of run.logged) {
    const reason = /database busy \((.*)\), answered 503/
      .exec(line)?.[1]
      ?.replace(/[\d.:]+$/, '')
      .trim();
    if (reason) busyReasons[reason] = (busyReasons[reason] ?? 0) + 1;
  }
  const faults = run.logged.filter(
    (line) => !line.includes('database busy') && !line.includes('Discord') && !line.includes('rate limited'),
  );
  if (faults.length) console.log(`Logged by the instances (first 10 of ${faults.length}):\n${faults.slice(0, 10).join('\n')}`);

  console.log(
    `→ ${report.placed} placed (stored ${report.storedOrders}, stock left ${report.stockLeft}), ${report.soldOut} sold out, ${report.gaveUp} gave up, ` +
      `${report.fiveHundreds} faults, ${report.doubles} doubles; ${report.busyAnswers} busy answers retried (${report.buyersRetried} buyers); ` +
      `final answer p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, max ${report.maxMs} ms; ${run.instancesUsed} instances used, ` +
      `${run.peakBusyInstances} busy at once, ${run.throttled} requests throttled: ${report.ok ? 'HELD' : 'BROKE'}`,
  );
  console.log(
    JSON.stringify({
      ...report,
      instances,
      instancesUsed: run.instancesUsed,
      peakBusyInstances: run.peakBusyInstances,
      throttled: run.throttled,
      coldStartMs,
      databaseRttMs,
      dropCap,
      poolerMaxClients: maxClients,
      poolerPoolSize: poolSize,
      connectionsPerInstance: values.connections ? Number(values.connections) : 'production',
      seconds,
      arrival,
      busyReasons,
      cpuSeconds,
      loadAverage,
      poolerPeaks: poolerSeen.peaks,
      poolerStats: poolerSeen.stats,
      faultsLogged: faults.length,
      wallSeconds,
    }),
  );
  if (!report.ok) process.exitCode = 1;
} finally {
  await cleanUp();
}
