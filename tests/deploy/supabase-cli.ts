// Applies supabase/migrations exactly as `supabase db push` does and records them the way the CLI
// does: its own DDL for supabase_migrations.schema_migrations (the CLI's pkg/migration/history.go),
// then per file its statements and one row (version = the name's timestamp, name = the rest,
// statements). Written here independently of src/server/db so that the runner is checked against
// the CLI's format, not against itself.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import postgres from 'postgres';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

export async function pushLikeSupabaseCli(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  try {
    await sql.unsafe(`
      CREATE SCHEMA IF NOT EXISTS supabase_migrations;
      CREATE TABLE IF NOT EXISTS supabase_migrations.schema_migrations (version text NOT NULL PRIMARY KEY);
      ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS statements text[];
      ALTER TABLE supabase_migrations.schema_migrations ADD COLUMN IF NOT EXISTS name text;`).simple();
    const versions: string[] = [];
    for (const file of readdirSync(migrationsDir).filter((f) => /^[0-9]+_.*\.sql$/.test(f)).sort()) {
      const [, version, name] = /^([0-9]+)_(.*)\.sql$/.exec(file)!;
      const text = readFileSync(join(migrationsDir, file), 'utf8');
      await sql.begin(async (tx) => {
        await tx.unsafe(text).simple();
        await tx`INSERT INTO supabase_migrations.schema_migrations(version, name, statements) VALUES(${version!}, ${name!}, ${tx.array([text], 25)})`;
      });
      versions.push(version!);
    }
    return versions;
  } finally {
    await sql.end();
  }
}
