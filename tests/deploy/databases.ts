// Fresh, empty databases for the deploy tests: an in-memory PGlite served over the wire, and a
// throwaway PostgreSQL 15 cluster when its binaries are installed (CI installs them).
import { existsSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import { startEmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { POSTGRES_BIN, startPostgresCluster } from '../../scripts/lib/postgres-cluster.ts';

export type Kind = 'pglite' | 'postgres15';
export type FreshDatabase = { kind: Kind; url: string; stop: () => Promise<void> };

export const withPostgres = existsSync(`${POSTGRES_BIN}/pg_ctl`);
export const KINDS: Kind[] = withPostgres ? ['pglite', 'postgres15'] : ['pglite'];

export async function freshDatabase(kind: Kind): Promise<FreshDatabase> {
  if (kind === 'postgres15') {
    const cluster = await startPostgresCluster();
    return { kind, url: cluster.url, stop: async () => cluster.stop() };
  }
  // startEmbeddedDatabase marks this process as the embedded one; these tests treat it as any server.
  const before = process.env.DATABASE_EMBEDDED;
  const database = await startEmbeddedDatabase();
  if (before === undefined) delete process.env.DATABASE_EMBEDDED;
  else process.env.DATABASE_EMBEDDED = before;
  return { kind, url: database.url.replace('?sslmode=disable', ''), stop: database.stop };
}

/**
 * What a script run by the owner sees for this database: nothing of the test runner's own settings.
 * PGlite over the wire is one session: one connection per process, no named prepared statements.
 */
export function scriptEnv(db: Pick<FreshDatabase, 'kind' | 'url'>, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key.startsWith('DATABASE_')) delete env[key];
  delete env.NODE_ENV;
  delete env.TEST;
  delete env.CONTEXT;
  delete env.NETLIFY;
  return {
    ...env,
    DATABASE_URL: db.url,
    ...(db.kind === 'pglite' ? { DATABASE_POOL_SIZE: '1', DATABASE_PREPARED_STATEMENTS: 'off' } : {}),
    ...extra,
  };
}

export type SupabaseLikeDatabase = {
  /** As the owner connects (role postgres, not a superuser, as on Supabase). */
  url: string;
  /** As supabase_admin, the superuser: for what the tests themselves set up. */
  adminUrl: string;
  stop: () => void;
};

/**
 * A throwaway PostgreSQL 15 shaped like a new Supabase project's database: supabase_admin is the
 * superuser, and Supabase's roles, default privileges and storage buckets table are in place
 * (supabase-roles.sql). What `npx supabase db push --remote` meets on a new project.
 */
export async function freshSupabaseDatabase(settings: Record<string, string> = {}): Promise<SupabaseLikeDatabase> {
  const cluster = await startPostgresCluster(settings, { superuser: 'supabase_admin' });
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(readFileSync(new URL('./supabase-roles.sql', import.meta.url), 'utf8')).simple();
  } finally {
    await admin.end();
  }
  return { url: cluster.url.replace('//supabase_admin@', '//postgres@'), adminUrl: cluster.url, stop: cluster.stop };
}
