// The one database client of all server code: the build, the functions and the scripts.
// It speaks the Postgres wire protocol to Supabase in production, to any PostgreSQL given by
// DATABASE_URL, or to the embedded PGlite server that `npm start` runs (see embedded.ts).
// TLS and the pool size come from connection-settings.ts.
import postgres from 'postgres';
import { connectionSettings, poolRole, poolSizeFor } from './connection-settings.ts';

export type Sql = postgres.Sql;

let client: Sql | undefined;

export function db(): Sql {
  if (client) return client;
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set: run through `npm start` / `npm run dev`, or set it to a PostgreSQL URL');
  }
  client = connect(url);
  return client;
}

export function connect(url: string, options: { max?: number } = {}): Sql {
  // Transaction poolers (Supabase's port 6543; DATABASE_PREPARED_STATEMENTS=off for one on another port)
  // and the embedded PGlite server, whose connections share one session, cannot keep named prepared
  // statements: turn them off there.
  const embedded = process.env.DATABASE_EMBEDDED === '1';
  const shared = embedded || /:6543\//.test(url) || process.env.DATABASE_PREPARED_STATEMENTS === 'off';
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

export async function closeDb(): Promise<void> {
  const current = client;
  client = undefined;
  await current?.end({ timeout: 5 });
}
