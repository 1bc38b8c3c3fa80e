// A small migration runner: applies supabase/migrations/*.sql in name order and records each one in
// the Supabase CLI's own history table (see migration-history.ts), so production can use
// `supabase db push` on the same files and the project's scripts afterwards, or the other way round,
// without either replaying what the other applied.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './client.ts';
import { adoptLocalHistory, appliedVersions, ensureHistoryTables, isSeeded, recordMigration, recordSeed } from './migration-history.ts';

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url));
const MIGRATION_LOCK = 4_821_337;
// The CLI's rule for a migration file name: <digits>_<name>.sql.
const MIGRATION_NAME = /^([0-9]+)_(.*)\.sql$/;

export type MigrationResult = { applied: string[]; seeded: boolean };
export type Migration = { file: string; version: string; name: string; statements: string[] };

export async function migrate(sql: Sql, options: { seed: boolean }): Promise<MigrationResult> {
  return sql.begin(async (tx) => {
    // Two processes starting at once on one database must not both apply a migration.
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await ensureHistoryTables(tx);
    const seedFile = join(supabaseDir, 'seed.sql');
    const seedContent = existsSync(seedFile) ? readFileSync(seedFile, 'utf8') : '';
    const known = (file: string) => (existsSync(join(supabaseDir, 'migrations', file)) ? readMigration(file) : undefined);
    await adoptLocalHistory(tx, known, seedContent);
    const done = await appliedVersions(tx);

    const applied: string[] = [];
    for (const file of migrationFiles()) {
      const migration = readMigration(file);
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.unsafe(statement).simple();
      await recordMigration(tx, migration);
      applied.push(file);
    }

    let seeded = false;
    if (options.seed && seedContent && !(await isSeeded(tx))) {
      await tx.unsafe(seedContent).simple();
      await recordSeed(tx, seedContent);
      seeded = true;
    }
    return { applied, seeded };
  });
}

/**
 * The migration files this database has not applied, read without writing anything (no history
 * table is created): what the scripts check before they touch a database they may not migrate.
 */
export async function pendingMigrations(sql: Sql): Promise<string[]> {
  const [history] = await sql<{ present: boolean }[]>`select to_regclass('supabase_migrations.schema_migrations') is not null as present`;
  const done = history!.present ? await appliedVersions(sql) : new Set<string>();
  return migrationFiles().filter((file) => !done.has(readMigration(file).version));
}

export function migrationFiles(): string[] {
  return readdirSync(join(supabaseDir, 'migrations'))
    .filter((f) => MIGRATION_NAME.test(f))
    .sort();
}

/**
 * A migration as the CLI records it. The CLI splits a file into statements with its own SQL parser;
 * this runner keeps the file whole as one entry (it runs as one simple-protocol batch), which the
 * CLI reads back the same way: only the version decides what is applied.
 */
export function readMigration(file: string): Migration {
  const match = MIGRATION_NAME.exec(file);
  if (!match) throw new Error(`${file} is not a migration file name (<timestamp>_<name>.sql)`);
  return { file, version: match[1]!, name: match[2]!, statements: [readFileSync(join(supabaseDir, 'migrations', file), 'utf8')] };
}
