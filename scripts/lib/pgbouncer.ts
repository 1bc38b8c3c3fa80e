// A throwaway pgbouncer in transaction mode on 127.0.0.1, standing in for Supabase's pooler (Supavisor)
// in tests and benchmarks: clients must speak TLS (a CA and a certificate made here for 127.0.0.1 and
// localhost) and log in with a password (SCRAM, as on Supabase), the number of clients is capped
// (max_client_conn: the next client is refused, as Supavisor's "max client connections reached") and
// a few server connections are shared (default_pool_size). As root, it runs as the postgres user
// (pgbouncer refuses to run as root), like the clusters of postgres-cluster.ts.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export const PGBOUNCER_BIN = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) => existsSync(path));

export type PoolerSettings = {
  /** Clients at once; the next one is refused ("no more connections allowed (max_client_conn)"). */
  maxClientConn: number;
  /** Server connections to PostgreSQL, shared by every client one transaction at a time. */
  poolSize: number;
};

export type Pooler = {
  /** postgres://… to the pooler, with sslmode=verify-full: connections must present the CA below. */
  url: string;
  /** The CA that signed the pooler's certificate (a file path, as DATABASE_CA_CERT takes it). */
  caFile: string;
  pid: number;
  stop: () => Promise<void>;
};

const PASSWORD = 'drop-day-pooler';

/**
 * The password as a SCRAM-SHA-256 verifier (what PostgreSQL keeps in pg_authid, and Supavisor reads
 * from there): the pooler checks a login without deriving the key again each time, as Supavisor does.
 */
function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const iterations = 4096;
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${hmac(salted, 'Server Key').toString('base64')}`;
}

/**
 * A CA, and the pooler's certificate it signs for 127.0.0.1 and localhost (the client checks both chain
 * and name). ECDSA P-256 keys: pgbouncer is one thread, and in a drop it makes a TLS handshake for
 * every connection, refused ones included; with RSA-2048 its signatures would be most of its work.
 */
function makeCertificates(dir: string): void {
  const openssl = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(['req', '-x509', ...ec, '-days', '2', '-keyout', 'ca.key', '-out', 'ca.crt', '-subj', '/CN=pooler test ca']);
  openssl(['req', ...ec, '-keyout', 'pooler.key', '-out', 'pooler.csr', '-subj', '/CN=localhost']);
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl([
    'x509',
    '-req',
    '-in',
    'pooler.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    'pooler.crt',
    '-extfile',
    'san.ext',
  ]);
  chmodSync(join(dir, 'pooler.key'), 0o600);
}

function waitForPort(port: number, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null)
        return reject(
          new Error(`pgbouncer exited with ${child.exitCode}: ${existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : ''}`),
        );
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`pgbouncer did not listen on ${port} within 10 s`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Starts pgbouncer in front of `databaseUrl` (a local PostgreSQL whose postgres user logs in without a password). */
export async function startPgbouncer(databaseUrl: string, settings: PoolerSettings): Promise<Pooler> {
  if (!PGBOUNCER_BIN) throw new Error('pgbouncer is not installed (Debian: apt-get install pgbouncer)');
  const upstream = new URL(databaseUrl);
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  makeCertificates(dir);
  const port = await freePort();
  const logFile = join(dir, 'pgbouncer.log');
  writeFileSync(join(dir, 'userlist.txt'), `"postgres" "${scramVerifier(PASSWORD)}"\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `postgres = host=${upstream.hostname} port=${upstream.port} dbname=postgres user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      `logfile = ${logFile}`,
      'auth_type = scram-sha-256',
      `auth_file = ${join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // Its console (psql -d pgbouncer, SHOW POOLS) shows the queue for server connections while a run is on.
      'admin_users = postgres',
      `max_client_conn = ${settings.maxClientConn}`,
      `default_pool_size = ${settings.poolSize}`,
      'client_tls_sslmode = require',
      `client_tls_key_file = ${join(dir, 'pooler.key')}`,
      `client_tls_cert_file = ${join(dir, 'pooler.crt')}`,
      // Only what a refused or busy client needs in the log.
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );

  let user = {};
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const file of ['', 'pooler.key', 'pooler.crt', 'userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, file), uid, gid);
    user = { uid, gid };
  }
  const child = spawn(PGBOUNCER_BIN, [join(dir, 'pgbouncer.ini')], { stdio: 'ignore', ...user });
  await waitForPort(port, child, logFile).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });

  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres?sslmode=verify-full`,
    caFile: join(dir, 'ca.crt'),
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
