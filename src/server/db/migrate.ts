// A small migration runner: applies supabase/migrations/*.sql in name order (Supabase's own
// convention, so production uses `supabase db push` on the same files) and records each one.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './client.ts';

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url));
const MIGRATION_LOCK = 4_821_337;

export type MigrationResult = { applied: string[]; seeded: boolean };

export async function migrate(sql: Sql, options: { seed: boolean }): Promise<MigrationResult> {
  return sql.begin(async (tx) => {
    // Two processes starting at once on one database must not both apply a migration.
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`create schema if not exists local_meta`;
    await tx`create table if not exists local_meta.migrations (name text primary key, applied_at timestamptz not null default now())`;
    const done = new Set((await tx<{ name: string }[]>`select name from local_meta.migrations`).map((r) => r.name));

    const applied: string[] = [];
    for (const name of migrationFiles()) {
      if (done.has(name)) continue;
      await tx.unsafe(readFileSync(join(supabaseDir, 'migrations', name), 'utf8')).simple();
      await tx`insert into local_meta.migrations (name) values (${name})`;
      applied.push(name);
    }

    let seeded = false;
    const seedFile = join(supabaseDir, 'seed.sql');
    if (options.seed && !done.has('seed.sql') && existsSync(seedFile)) {
      await tx.unsafe(readFileSync(seedFile, 'utf8')).simple();
      await tx`insert into local_meta.migrations (name) values ('seed.sql')`;
      seeded = true;
    }
    return { applied, seeded };
  });
}

export function migrationFiles(): string[] {
  return readdirSync(join(supabaseDir, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
}
