// How the shop connects to its database: TLS and pool size, decided from DATABASE_URL and the
// environment before any socket opens. Pure (reads a CA file at most), so each rule is a unit test.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { checkServerIdentity, createSecureContext, type PeerCertificate, type SecureContext } from 'node:tls';
import { shopEnv, type ShopEnv } from '../env.ts';

/** What the `postgres` driver's `ssl` option gets: off, encrypted without a check, or verified. */
export type Tls =
  | false
  | 'require'
  | {
      rejectUnauthorized: true;
      ca?: string;
      secureContext?: SecureContext;
      checkServerIdentity: (name: string, cert: PeerCertificate) => Error | undefined;
    };

const SSL_MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'] as const;
type SslMode = (typeof SSL_MODES)[number];

export class DatabaseUrlError extends Error {}

/** Loopback addresses and unix sockets: the only places a connection may stay in clear. */
export function isLocalHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === '' || bare.startsWith('/') || bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || bare.startsWith('::ffff:127.');
  return false;
}

/** DATABASE_CA_CERT holds the CA itself (PEM) or the path of a file with it; sslrootcert= in the URL is a path. */
function readCa(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.includes('-----BEGIN CERTIFICATE-----')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new DatabaseUrlError(`DATABASE_CA_CERT / sslrootcert: cannot read the CA certificate file ${value}`);
  }
}

export type ConnectionSettings = { url: string; ssl: Tls; host: string };

/**
 * TLS for every database that is not on this machine; plain only for loopback and unix sockets.
 * The URL's sslmode is honoured (as libpq reads it) except that a remote database is never reached
 * in clear: disable is refused there, allow and prefer become require. With a CA (DATABASE_CA_CERT,
 * or sslrootcert in the URL) the server's certificate is verified: verify-full by default (name
 * and chain), verify-ca when the URL asks for it (chain only).
 */
export function connectionSettings(rawUrl: string, env: ShopEnv = shopEnv()): ConnectionSettings {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new DatabaseUrlError('DATABASE_URL is not a URL: postgres://user:password@host:port/database');
  }
  // libpq's ?host=/path form points at a unix socket directory.
  const host = url.searchParams.get('host') ?? decodeURIComponent(url.hostname);
  const modeParam = url.searchParams.get('sslmode') ?? undefined;
  if (modeParam !== undefined && !SSL_MODES.includes(modeParam as SslMode)) {
    throw new DatabaseUrlError(`DATABASE_URL has sslmode=${modeParam}; use one of ${SSL_MODES.join(', ')}`);
  }
  const rootCert = url.searchParams.get('sslrootcert') ?? undefined;
  // The driver would send unknown query parameters to the server as settings: keep only the address.
  url.searchParams.delete('sslmode');
  url.searchParams.delete('sslrootcert');
  const settings = (ssl: Tls): ConnectionSettings => ({ url: url.toString(), ssl, host });

  const local = isLocalHost(host);
  const mode = modeParam as SslMode | undefined;
  if (!local && mode === 'disable') {
    throw new DatabaseUrlError(
      `DATABASE_URL asks for sslmode=disable, but ${host} is not on this machine: the shop sends customers' names, ` +
        'phones and addresses to it, so it only connects with TLS. Remove sslmode=disable (or use sslmode=require).',
    );
  }
  const systemCa = rootCert === 'system';
  const ca = readCa(env.DATABASE_CA_CERT) ?? (systemCa ? undefined : readCa(rootCert));
  const verify = (chainOnly: boolean): Tls => ({
    rejectUnauthorized: true,
    // The CA parsed once, not at each connection: a deployed function connects for every request (release.ts).
    ...(ca ? { ca, secureContext: createSecureContext({ ca }) } : {}),
    // The name is checked against the host of the URL itself: the driver gives Node no server name
    // for an IP address, and Node would then check the certificate against "localhost".
    checkServerIdentity: chainOnly ? () => undefined : (_name, cert) => checkServerIdentity(host.replace(/^\[|\]$/g, ''), cert),
  });

  if (mode === 'verify-full' || mode === 'verify-ca') return settings(verify(mode === 'verify-ca'));
  if (systemCa) return settings(verify(false));
  if (local) return settings(mode === 'require' ? (ca ? verify(false) : 'require') : false);
  return settings(ca ? verify(false) : 'require');
}

export const POOL_SIZES = {
  /**
   * A Netlify Function instance answers one request at a time, one statement after another: one
   * connection, so one pooler client per instance (a second measured no faster: npm run bench:drop).
   */
  function: 1,
  /** The build renders pages in parallel and ends by closing its pool. */
  build: 10,
  /** One process serving every function at once: the local runtime (npm start) and the tests. */
  server: 10,
} as const;
export type PoolRole = keyof typeof POOL_SIZES;

export function poolRole(env: ShopEnv = shopEnv()): PoolRole {
  const role = env.DATABASE_POOL_ROLE;
  return role === 'build' || role === 'server' ? role : 'function';
}

/**
 * Connections per process. The embedded PGlite is one session, so one connection (queries queue in
 * the driver). DATABASE_POOL_SIZE overrides the rest; otherwise the role decides: a deployed
 * function (the default: nothing sets a role on Netlify's function runtime) keeps 1.
 */
export function poolSizeFor(env: ShopEnv = shopEnv()): number {
  if (env.DATABASE_EMBEDDED === '1') return 1;
  const explicit = Number(env.DATABASE_POOL_SIZE);
  if (env.DATABASE_POOL_SIZE && Number.isInteger(explicit) && explicit >= 1) return explicit;
  return POOL_SIZES[poolRole(env)];
}

/**
 * Whether the connection's session is shared with others: a transaction pooler (Supabase's port 6543;
 * DATABASE_PREPARED_STATEMENTS=off for one on another port) hands each transaction to any server
 * connection, and the embedded PGlite server serves every connection from one session. Neither can
 * keep named prepared statements, nor take session settings at connection time.
 */
export function sharesSessions(url: string, env: ShopEnv = shopEnv()): boolean {
  return env.DATABASE_EMBEDDED === '1' || /:6543\//.test(url) || env.DATABASE_PREPARED_STATEMENTS === 'off';
}

/**
 * How long PostgreSQL lets one statement of the shop's requests run: 7 s, under the order's 8 s deadline
 * (src/server/http/deadline.ts), so that a statement slower than that is cancelled and rolled back by
 * the server itself before the shopper is told to try again, and never runs on after the function froze.
 */
export const STATEMENT_TIMEOUT_MS = 7000;

/**
 * The statement_timeout sent when a connection opens, as a startup parameter (postgres.js's
 * `connection` option: PostgreSQL applies each to the new session, as `SET` would). Only for the
 * connections of the functions and the local runtime (pool roles function and server), not for the
 * build's, and only on a session of the shop's own: a transaction pooler refuses a startup parameter it
 * does not know (pgbouncer: "unsupported startup parameter: statement_timeout", pgbouncer/pgbouncer#1074)
 * or drops it unapplied when told to ignore it (pgbouncer/pgbouncer#381), and a session setting would
 * leak to the other clients of its server connection (Supabase: "cannot be used with Supavisor in
 * Transaction mode", supabase.com/docs/guides/database/postgres/timeouts). Behind such a pooler the
 * role's own default applies (docs/deploy.md, "Deadlines"), and the request deadline lets go of the
 * connection. The embedded PGlite is one session in this process: nothing to time out there.
 */
export function statementTimeoutFor(url: string, env: ShopEnv = shopEnv()): number | undefined {
  if (sharesSessions(url, env) || poolRole(env) === 'build') return undefined;
  return STATEMENT_TIMEOUT_MS;
}
