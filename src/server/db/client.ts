// The one database client of all server code: the build, the functions and the scripts.
// It speaks the Postgres wire protocol to Supabase in production, to any PostgreSQL given by
// DATABASE_URL, or to the embedded PGlite server that `npm start` runs (see embedded.ts).
// TLS and the pool size come from connection-settings.ts.
import postgres from 'postgres';
import { connectionSettings, poolRole, poolSizeFor } from './connection-settings.ts';
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
  client = reopen?.settings === settingsNow() ? postgres(reopen.options as unknown as postgres.Options<{}>) : connect(url);
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

export function connect(url: string, options: { max?: number } = {}): Sql {
  // Transaction poolers (Supabase's port 6543; DATABASE_PREPARED_STATEMENTS=off for one on another port)
  // and the embedded PGlite server, whose connections share one session, cannot keep named prepared
  // statements: turn them off there.
  const env = shopEnv();
  const embedded = env.DATABASE_EMBEDDED === '1';
  const shared = embedded || /:6543\//.test(url) || env.DATABASE_PREPARED_STATEMENTS === 'off';
  const settings = connectionSettings(url);
  return postgres(settings.url, {
    // PGlite is one session: two connections of one process could interleave their statements, so
    // the embedded database gets one connection per process (queries queue in the driver instead).
    max: embedded ? 1 : (options.max ?? poolSizeFor()),
    ssl: settings.ssl,
    prepare: !shared,
    idle_timeout: 20,
    connect_timeout: 10,
    // Shows in pg_stat_activity (Supabase: Database → Roles / Query performance) who holds a connection.
    connection: { application_name: `drp-shop ${poolRole()}` },
    onnotice: () => {},
  });
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
