// PostgreSQL's own yardstick on the same cluster: pgbench -N (no updates of the small tables, so no
// artificial hot rows) with the same number of clients, in its own database.
import { execFileSync } from 'node:child_process';
import { POSTGRES_BIN } from '../lib/postgres-cluster.ts';
import { connect } from '../../src/server/db/client.ts';

/** pgbench -N's tps, and the database CPU (read by `databaseCpuSeconds`) its transactions took, set-up left out. */
export async function pgbenchTps(
  clusterUrl: string,
  options: { clients: number; seconds: number; scale: number; databaseCpuSeconds: () => number },
): Promise<{ tps: number; databaseCpuMsPerTransaction: number }> {
  const admin = connect(clusterUrl, { max: 1 });
  await admin.unsafe('drop database if exists pgbench_orders');
  await admin.unsafe('create database pgbench_orders');
  await admin.end();
  const url = new URL(clusterUrl);
  const conn = ['-h', url.hostname, '-p', url.port, '-U', 'postgres'];
  const run = (args: string[]) =>
    execFileSync(`${POSTGRES_BIN}/pgbench`, [...args, ...conn, 'pgbench_orders'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  run(['-i', '-q', '-s', String(options.scale)]);
  const cpuBefore = options.databaseCpuSeconds();
  const output = run([
    '-N',
    '-c',
    String(options.clients),
    '-j',
    String(Math.min(8, options.clients)),
    '-T',
    String(options.seconds),
    '-n',
  ]);
  const cpuSeconds = options.databaseCpuSeconds() - cpuBefore;
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ?? /tps = ([\d.]+)/.exec(output);
  if (!match) throw new Error(`pgbench printed no tps:\n${output}`);
  const tps = Number(match[1]);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1] ?? tps * options.seconds);
  return { tps, databaseCpuMsPerTransaction: +((1000 * cpuSeconds) / transactions).toFixed(2) };
}
