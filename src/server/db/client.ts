// The one database client of all server code: the build, the functions and the scripts.
// It speaks the Postgres wire protocol to Supabase in production, to any PostgreSQL given by
// DATABASE_URL, or to the embedded PGlite server that `npm start` runs (see embedded.ts).
// TLS and the pool size come from connection-settings.ts.
import postgres from 'postgres';
import { connectionSettings, poolRole, poolSizeFor, sharesSessions, statementTimeoutFor } from './connection-settings.ts';
import { shopEnv } from '../env.ts';

export type Sql = postgres.Sql;

let client: Sql | undefined;
// What the last client of db() was opened with, for the next one under the same settings (see closeDb).
let reopen: { settings: string; options: Sql['options'] } | undefined;
const settingsNow = () =>
  Object.entries(shopEnv())
    .filter(([key]) => key.startsWith('DATABASE_'))
    .sort()
    .join('\n');

export function db(): Sql {
  if (client) return client;
  const url = shopEnv().DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set: run through `npm start` / `npm run dev`, or set it to a PostgreSQL URL');
  }
  // postgres() takes the options object a client parsed as it is (its `shared` part marks it).
  client =
    reopen?.settings === settingsNow()
      ? postgres(reopen.options as unknown as postgres.Options<{}>)
      : connect(url, { statementTimeoutMs: statementTimeoutFor(url) });
  reopen = undefined;
  return client;
}

/**
 * What a process's memory of one database's data (prices, communes) is kept by: the client's settings,
 * which a client reopened after closeDb shares, so a warm function still remembers what it read though
 * it closes its connection after each request (release.ts); two connect() calls never share one. A
 * transaction (no settings of its own) is its own key.
 */
export const memoryKeyOf = (sql: Sql): object => (sql as Partial<Sql>).options ?? sql;

/**
 * How long postgres.js waits before opening a connection again after one failed, by the number of
 * failures in a row (the whole pool counts them together). Its own default grows 3^n / 100 s up to
 * 20 s (0.5-1 times that, at random): after a few seconds' outage every connection of the pool waited
 * 10-20 s more, and orders with it. Here the growth stops at 1 s (still 0.5-1 times, so a pool does
 * not knock all at once): the shop answers within a second or two of the database's return.
 */
export const reconnectDelaySeconds = (failures: number, random: () => number = Math.random): number =>
  (0.5 + random() / 2) * Math.min(3 ** failures / 100, 1);

export type ConnectOptions = {
  max?: number;
  /** statement_timeout of each new session (connection-settings.ts) */ statementTimeoutMs?: number | undefined;
};

export function connect(url: string, options: ConnectOptions = {}): Sql {
  // Transaction poolers and the embedded PGlite server, whose connections share one session, cannot
  // keep named prepared statements: turn them off there.
  const env = shopEnv();
  const embedded = env.DATABASE_EMBEDDED === '1';
  const shared = sharesSessions(url, env);
  const settings = connectionSettings(url);
  return postgres(settings.url, {
    // PGlite is one session: two connections of one process could interleave their statements, so
    // the embedded database gets one connection per process (queries queue in the driver instead).
    max: embedded ? 1 : (options.max ?? poolSizeFor()),
    ssl: settings.ssl,
    prepare: !shared,
    idle_timeout: 20,
    // A connection not open within 5 s is "busy" (busy.ts): the order answers 503 within its 8 s deadline.
    connect_timeout: 5,
    // TCP keepalive after 10 s of silence on a connection (postgres.js's default: 60 s), so that a
    // database cut off while a connection sat idle is noticed before a request waits on it.
    keep_alive: 10,
    backoff: reconnectDelaySeconds,
    // Shows in pg_stat_activity (Supabase: Database → Roles / Query performance) who holds a connection.
    connection: {
      application_name: `drp-shop ${poolRole()}`,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
    onnotice: () => {},
  });
}

/**
 * Lets go of db()'s connections at once, their statements unanswered (they fail with
 * CONNECTION_DESTROYED, which busy.ts knows): a deployed function past its deadline (deadline.ts), so
 * that its frozen instance holds no pooler client and its next request opens a fresh connection.
 */
export async function abandonDb(): Promise<void> {
  const current = client;
  client = undefined;
  await current?.end({ timeout: 0 });
}

/**
 * Closes db()'s connections; the next db() opens new ones. A deployed function does this after every
 * request (release.ts). postgres.js asks the database for its array types on each new connection: once
 * a client has learned them, the next one of this process is opened with the same settings, types
 * included (postgres() takes an options object it parsed itself as it is), and does not ask again.
 */
export async function closeDb(): Promise<void> {
  const current = client;
  client = undefined;
  if (!current) return;
  const options = current.options as Sql['options'] & { shared?: { typeArrayMap?: object }; fetch_types?: boolean };
  if (Object.keys(options.shared?.typeArrayMap ?? {}).length > 0) {
    options.fetch_types = false;
    reopen = { settings: settingsNow(), options };
  }
  await current.end({ timeout: 5 });
}
