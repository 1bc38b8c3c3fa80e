// A throwaway PostgreSQL 15 cluster for tests and benchmarks: initdb into a temp folder, start on a
// free port with the socket in /tmp, stop and delete it afterwards. As root, the server runs as the
// postgres user (PostgreSQL refuses to run as root).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { shopEnv } from '../../src/server/env.ts';

export const POSTGRES_BIN = shopEnv().POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export type Cluster = { url: string; dataDir: string; stop: () => void };

function run(command: string, args: string[]): void {
  const asRoot = userInfo().uid === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * `settings` go to the server as -c options. `superuser` names the bootstrap superuser (default
 * postgres): a stand-in for Supabase makes it supabase_admin, so that postgres can be the
 * non-superuser it is on Supabase.
 */
export async function startPostgresCluster(settings: Record<string, string> = {}, options: { superuser?: string } = {}): Promise<Cluster> {
  const superuser = options.superuser ?? 'postgres';
  const dir = mkdtempSync(join(tmpdir(), 'pg15-'));
  if (userInfo().uid === 0) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  run(`${POSTGRES_BIN}/initdb`, ['-D', dir, '-U', superuser, '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const serverSettings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: '/tmp',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
    ...settings,
  };
  const o = Object.entries(serverSettings)
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  run(`${POSTGRES_BIN}/pg_ctl`, ['-D', dir, '-o', o, '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://${superuser}@127.0.0.1:${port}/postgres`,
    dataDir: dir,
    stop() {
      try {
        run(`${POSTGRES_BIN}/pg_ctl`, ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
