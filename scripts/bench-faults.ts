// npm run bench:faults [-- --fault kill|freeze|stop|all --buyers 300 --seconds 20 --at 4 --outage 5]
// The shop under a burst of orders while something fails (issue #38 §1 and §4), timed. The running
// shop is `npm start` (scripts/start.ts, without its build) on a throwaway PostgreSQL 15 cluster;
// `--buyers` buyers tap Place Order within `--seconds` (evenly spread), each through the order form's
// own submitOrder over HTTP (a 503 busy or an answer not come in time is sent again with the same
// key, waiting 1, 2, 4, 8 s). `--at` seconds into the burst:
//   kill:   PostgreSQL is killed (SIGKILL to every process, as a crash) and started again `--outage`
//           seconds later (default 5);
//   freeze: PostgreSQL's processes are stopped (SIGSTOP: connections open, nothing answers) and let
//           run again `--outage` seconds later (default 30);
//   stop:   the shop gets SIGTERM (a graceful stop) and is started again `--outage` s later (default 2).
// Reported per fault: orders stored, every acknowledged order's row, keys stored twice, stock exact;
// the answers by status (and connection errors), the longest a request and a buyer waited, and the
// first order answered 201 after the database (or the shop) came back. Each line is printed; the
// last line is the whole report as JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './lib/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { migrate } from '../src/server/db/migrate.ts';
import { submitOrder, type SubmitOutcome } from '../src/features/checkout/order-client.ts';
import { startPostgresCluster, type Cluster } from './lib/postgres-cluster.ts';
import { freezeServer, killServer, startServerAgain, thawServer } from './lib/postgres-faults.ts';

const { values } = parseArgs({
  options: {
    fault: { type: 'string', default: 'all' },
    buyers: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '20' },
    at: { type: 'string', default: '4' },
    outage: { type: 'string' },
  },
});
const FAULTS = ['kill', 'freeze', 'stop'] as const;
type Fault = (typeof FAULTS)[number];
const OUTAGE_S: Record<Fault, number> = { kill: 5, freeze: 30, stop: 2 };
const faults: Fault[] = values.fault === 'all' ? [...FAULTS] : [values.fault as Fault];
if (!faults.every((f) => FAULTS.includes(f))) throw new Error(`--fault is one of ${FAULTS.join(', ')} or all`);
const buyers = Number(values.buyers);
const seconds = Number(values.seconds);
const at = Number(values.at);

const root = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT = { productId: 'fault-tee', size: 'M', color: 'Black' };
const STOCK = 1_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start` without its build, on the cluster; resolves once it serves. */
async function startShop(cluster: Cluster, port: number, dist: string): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: cluster.url, PORT: String(port), ASTRO_OUT_DIR: dist };
  for (const key of ['DATABASE_EMBEDDED', 'DATABASE_POOL_ROLE', 'FUNCTION_DEADLINE_MS', 'ORDER_WEBHOOK_URL']) delete env[key];
  const child = spawn(process.execPath, ['scripts/start.ts', '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (let waited = 0; !output.includes('Shop running at'); waited += 50) {
    if (child.exitCode !== null || waited > 60_000) throw new Error(`npm start did not start:\n${output}`);
    await sleep(50);
  }
  return { child, exited };
}

type Try = { status: number | string; sentAt: number; answeredAt: number };
type Buyer = { key: string; outcome: SubmitOutcome | { kind: 'error' }; startedAt: number; endedAt: number };

async function runFault(fault: Fault, cluster: Cluster, sql: postgres.Sql, dist: string) {
  const port = await freePort();
  let shop = await startShop(cluster, port, dist);
  const outage = Number(values.outage ?? OUTAGE_S[fault]);
  const stockBefore = (await sql<{ stock: number }[]>`select stock from variants where product_id = ${PRODUCT.productId}`)[0]!.stock;
  const tries: Try[] = [];
  const t0 = performance.now();
  const now = () => (performance.now() - t0) / 1000;
  let backAt = Infinity;
  let faultAt = Infinity;

  const post = async (json: string, signal: AbortSignal): Promise<Response> => {
    const sentAt = now();
    try {
      const response = await fetch(`http://localhost:${port}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: json,
        signal,
      });
      const text = await response.text();
      tries.push({ status: response.status, sentAt, answeredAt: now() });
      return new Response(text, { status: response.status, headers: response.headers });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      tries.push({ status: signal.aborted ? 'timeout' : (cause?.code ?? (error as Error).name), sentAt, answeredAt: now() });
      throw error;
    }
  };

  const run = `${fault}-${Date.now().toString(36)}`;
  const buyer = async (i: number): Promise<Buyer> => {
    await sleep((seconds * 1000 * i) / buyers);
    const key = `${run}-${i}`;
    const startedAt = now();
    const body = {
      flow: 'cart' as const,
      idempotencyKey: key,
      locale: 'en' as const,
      name: 'Fault Buyer',
      email: 'buyer@example.dz',
      phone: `06${String((Date.now() + i * 7919) % 1e8).padStart(8, '0')}`,
      address: '12 rue Didouche Mourad',
      notes: '',
      wilayaCode: '16',
      commune: 'Alger Centre',
      deliveryType: 'home' as const,
      lines: [{ ...PRODUCT, quantity: 1 }],
    };
    const outcome = await submitOrder(body, { post }).catch(() => ({ kind: 'error' as const }));
    return { key, outcome, startedAt, endedAt: now() };
  };

  const injected = (async () => {
    await sleep(at * 1000);
    faultAt = now();
    if (fault === 'kill') await killServer(cluster.dataDir);
    if (fault === 'freeze') freezeServer(cluster.dataDir);
    if (fault === 'stop') {
      shop.child.kill('SIGTERM');
      const code = await shop.exited;
      if (code !== 0) console.warn(`npm start exited ${code} after SIGTERM`);
    }
    await sleep(outage * 1000);
    if (fault === 'kill') await startServerAgain(cluster.dataDir);
    if (fault === 'freeze') thawServer(cluster.dataDir);
    if (fault === 'stop') shop = await startShop(cluster, port, dist);
    backAt = now();
  })();
  const done = await Promise.all(Array.from({ length: buyers }, (_, i) => buyer(i)));
  await injected;

  const keys = done.map((b) => b.key);
  const rows = await sql<{ key: string; n: number }[]>`
    select idempotency_key as key, count(*)::int as n from orders where idempotency_key in ${sql(keys)} group by 1`;
  const stored = new Map(rows.map((r) => [r.key, r.n]));
  const placed = done.filter((b) => b.outcome.kind === 'placed');
  const stockAfter = (await sql<{ stock: number }[]>`select stock from variants where product_id = ${PRODUCT.productId}`)[0]!.stock;
  const storedCount = [...stored.values()].reduce((a, n) => a + n, 0);
  const byStatus: Record<string, number> = {};
  for (const t of tries) byStatus[String(t.status)] = (byStatus[String(t.status)] ?? 0) + 1;
  const outcomes: Record<string, number> = {};
  for (const b of done) {
    const kind = b.outcome.kind === 'refused' ? `refused ${b.outcome.error.code}` : b.outcome.kind;
    outcomes[kind] = (outcomes[kind] ?? 0) + 1;
  }
  const firstAfterBack = tries.filter((t) => t.status === 201 && t.answeredAt >= backAt).map((t) => t.answeredAt - backAt);
  const answerAt = (t: Try) => t.answeredAt - t.sentAt;
  const during = tries.filter((t) => t.sentAt >= faultAt && t.sentAt < backAt);
  const report = {
    fault,
    buyers,
    seconds,
    faultAtS: Number(faultAt.toFixed(2)),
    outageS: outage,
    ordersStored: storedCount,
    acknowledgedWithoutRow: placed.filter((b) => !stored.has(b.key)).length,
    keysStoredTwice: rows.filter((r) => r.n > 1).length,
    stockExact: stockBefore - stockAfter === storedCount,
    requests: tries.length,
    answers: byStatus,
    outcomes,
    maxRequestWaitS: Number(Math.max(...tries.map(answerAt)).toFixed(2)),
    maxRequestWaitDuringFaultS: during.length ? Number(Math.max(...during.map(answerAt)).toFixed(2)) : null,
    maxBuyerWaitS: Number(Math.max(...done.map((b) => b.endedAt - b.startedAt)).toFixed(2)),
    // When each connection error other than a refusal happened, seconds from the fault (a reset's moment says whose it is).
    resetsAtS: tries
      .filter((t) => typeof t.status === 'string' && t.status !== 'ECONNREFUSED' && t.status !== 'timeout')
      .map((t) => [Number((t.sentAt - faultAt).toFixed(2)), Number((t.answeredAt - faultAt).toFixed(2))]),
    firstOrderAfterReturnS: firstAfterBack.length ? Number(Math.min(...firstAfterBack).toFixed(2)) : null,
  };
  shop.child.kill('SIGTERM');
  await shop.exited;
  return report;
}

// Commits flushed before they are acknowledged, as on Supabase (the test clusters' default is off, for
// speed): with it off, a killed server loses the last fraction of a second of acknowledged orders.
const cluster = await startPostgresCluster({ synchronous_commit: 'on' });
const dist = mkdtempSync(join(tmpdir(), 'bench-faults-dist-'));
const reports = [];
try {
  let sql = postgres(cluster.url, { max: 2, onnotice: () => {} });
  await migrate(sql, { seed: false });
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  // Every buyer comes from 127.0.0.1: no per-address limit here.
  await sql`update site_settings set order_rate_per_address = 1000000 where id = 1`;
  await sql`insert into products (id, name, price, category, sizes, colors) values (${PRODUCT.productId}, 'Fault Tee', 3200, 'Bench', '{M}', '{Black}')`;
  await sql`insert into variants (product_id, size, color, stock) values (${PRODUCT.productId}, ${PRODUCT.size}, ${PRODUCT.color}, ${STOCK})`;
  await sql.end();
  for (const fault of faults) {
    const report = await runFault(fault, cluster, (sql = postgres(cluster.url, { max: 2, onnotice: () => {} })), dist);
    await sql.end();
    console.log(JSON.stringify(report));
    reports.push(report);
  }
} finally {
  cluster.stop();
  rmSync(dist, { recursive: true, force: true });
}
console.log(JSON.stringify(reports));
