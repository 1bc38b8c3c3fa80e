// The migration history the Supabase CLI keeps, `supabase_migrations.schema_migrations`, read and
// written in the CLI's own format so that `supabase db push` and the project's runner agree on what
// is applied: version = the file name's timestamp prefix, name = the rest of the name, statements =
// the SQL that ran. The DDL below is the CLI's (pkg/migration/history.go), run the same way
// (create if missing, add columns if missing), so either tool can create the table first.
import { createHash } from 'node:crypto';
import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

export const SEED_PATH = 'supabase/seed.sql';

export async function ensureHistoryTables(tx: Tx): Promise<void> {
  await tx`create schema if not exists supabase_migrations`;
  await tx`create table if not exists supabase_migrations.schema_migrations (version text not null primary key)`;
  await tx`alter table supabase_migrations.schema_migrations add column if not exists statements text[]`;
  await tx`alter table supabase_migrations.schema_migrations add column if not exists name text`;
  await tx`create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null)`;
}

export async function appliedVersions(tx: Tx | postgres.Sql): Promise<Set<string>> {
  const rows = await tx<{ version: string }[]>`select version from supabase_migrations.schema_migrations`;
  return new Set(rows.map((r) => r.version));
}

export async function recordMigration(tx: Tx, migration: { version: string; name: string; statements: string[] }): Promise<void> {
  await tx`
    insert into supabase_migrations.schema_migrations (version, name, statements)
    values (${migration.version}, ${migration.name}, ${tx.array(migration.statements, 25)})
    on conflict (version) do nothing`;
}

export async function isSeeded(tx: Tx): Promise<boolean> {
  const [row] = await tx`select 1 from supabase_migrations.seed_files where path = ${SEED_PATH}`;
  return Boolean(row);
}

/** The CLI records a seed file by its path and the sha256 of its content (hex). */
export async function recordSeed(tx: Tx, content: string): Promise<void> {
  const hash = createHash('sha256').update(content).digest('hex');
  await tx`
    insert into supabase_migrations.seed_files (path, hash) values (${SEED_PATH}, ${hash})
    on conflict (path) do update set hash = excluded.hash`;
}

/**
 * Databases made before the one history kept theirs in local_meta.migrations (file names, plus
 * 'seed.sql'). Move those rows into the CLI's tables once and drop the old schema, so nothing is
 * replayed on such a database.
 */
export async function adoptLocalHistory(
  tx: Tx,
  toMigration: (file: string) => { version: string; name: string; statements: string[] } | undefined,
  seedContent: string,
): Promise<number> {
  const [old] = await tx`select 1 from information_schema.tables where table_schema = 'local_meta' and table_name = 'migrations'`;
  if (!old) return 0;
  const names = (await tx<{ name: string }[]>`select name from local_meta.migrations order by name`).map((r) => r.name);
  for (const file of names) {
    if (file === 'seed.sql') {
      await recordSeed(tx, seedContent);
      continue;
    }
    const migration = toMigration(file);
    if (migration) await recordMigration(tx, migration);
  }
  await tx`drop schema local_meta cascade`;
  return names.length;
}
