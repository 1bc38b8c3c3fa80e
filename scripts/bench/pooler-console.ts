// pgbouncer's admin console during a drop (SHOW POOLS, SHOW STATS): how many clients it held, how many
// waited for a server connection and for how long, and how many transactions the database ran. The
// console is one more client of the pooler (it is never refused, but the others count it).
import postgres from 'postgres';
import { readFileSync } from 'node:fs';
import type { Pooler } from '../lib/pgbouncer.ts';

type PoolRow = { database: string; cl_active: string; cl_waiting: string; sv_active: string; maxwait: string; maxwait_us: string };
type StatsRow = { database: string; total_xact_count: string; total_xact_time: string; total_wait_time: string };

export type PoolerPeaks = { clients: number; waiting: number; serversActive: number; longestWaitMs: number };
export type PoolerStats = { transactions: number; transactionAvgMs: number; waitedForServerSeconds: number };

export function poolerConsole(pooler: Pooler, everyMs = 500) {
  const url = new URL(pooler.url);
  url.pathname = '/pgbouncer';
  url.search = '';
  const sql = postgres(url.href, {
    max: 1,
    prepare: false,
    fetch_types: false,
    onnotice: () => {},
    ssl: { rejectUnauthorized: true, ca: readFileSync(pooler.caFile, 'utf8') },
  });
  const peaks: PoolerPeaks = { clients: 0, waiting: 0, serversActive: 0, longestWaitMs: 0 };
  const sample = async () => {
    const rows = await sql<PoolRow[]>`show pools`.simple();
    const pool = rows.find((row) => row.database === 'postgres');
    if (!pool) return;
    peaks.clients = Math.max(peaks.clients, Number(pool.cl_active) + Number(pool.cl_waiting));
    peaks.waiting = Math.max(peaks.waiting, Number(pool.cl_waiting));
    peaks.serversActive = Math.max(peaks.serversActive, Number(pool.sv_active));
    peaks.longestWaitMs = Math.max(peaks.longestWaitMs, Math.round(Number(pool.maxwait) * 1000 + Number(pool.maxwait_us) / 1000));
  };
  let timer: NodeJS.Timeout | undefined;
  const loop = () =>
    void sample()
      .catch(() => {})
      .finally(() => (timer = setTimeout(loop, everyMs)));
  return {
    start: loop,
    async stop(): Promise<{ peaks: PoolerPeaks; stats: PoolerStats }> {
      clearTimeout(timer);
      const rows = await sql<StatsRow[]>`show stats`.simple();
      await sql.end();
      const row = rows.find((r) => r.database === 'postgres');
      const transactions = Number(row?.total_xact_count ?? 0);
      return {
        peaks,
        stats: {
          transactions,
          transactionAvgMs: transactions ? +(Number(row!.total_xact_time) / 1000 / transactions).toFixed(1) : 0,
          waitedForServerSeconds: +(Number(row?.total_wait_time ?? 0) / 1e6).toFixed(1),
        },
      };
    },
  };
}
