// The runner keeps the Supabase CLI's history. A local database made before that kept its own in
// local_meta.migrations: the runner adopts those rows once, so nothing is replayed there either.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from '../../src/server/db/client.ts';
import { migrate, migrationFiles } from '../../src/server/db/migrate.ts';
import { freshDatabase, KINDS, type FreshDatabase } from './databases.ts';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

describe.each(KINDS)('a local database with the old history on %s', (kind) => {
  let db: FreshDatabase;
  let sql: Sql;
  const files = migrationFiles();
  const older = files.slice(0, -1);

  beforeAll(async () => {
    db = await freshDatabase(kind);
    process.env.DATABASE_PREPARED_STATEMENTS = 'off';
    sql = connect(db.url, { max: 1 });
    // What the old runner left: every migration but the newest applied, the demo seed loaded, and
    // each recorded by file name in local_meta.migrations. The seed file is today's, written for
    // today's schema (the newest migration included), so the seeded state is a catalog row that the
    // older schema holds, recorded as the seed: what matters here is that it is not seeded again.
    await sql
      .unsafe(
        'create schema local_meta; create table local_meta.migrations (name text primary key, applied_at timestamptz not null default now())',
      )
      .simple();
    for (const file of older) {
      await sql.unsafe(readFileSync(join(migrationsDir, file), 'utf8')).simple();
      await sql`insert into local_meta.migrations (name) values (${file})`;
    }
    await sql`insert into products (id, name, price, category) values ('seeded-by-the-old-runner', 'Old Tee', 2900, 'T-Shirts')`;
    await sql`insert into local_meta.migrations (name) values ('seed.sql')`;
  });
  afterAll(async () => {
    delete process.env.DATABASE_PREPARED_STATEMENTS;
    await sql?.end();
    await db?.stop();
  });

  it('applies only the new migration, seeds nothing twice, and moves the history into the CLI’s table', async () => {
    const [before] = await sql`select count(*)::int as n from products`;
    expect(await migrate(sql, { seed: true })).toEqual({ applied: [files.at(-1)], seeded: false });
    const rows = await sql<
      { version: string; name: string }[]
    >`select version, name from supabase_migrations.schema_migrations order by version`;
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
    expect(await sql`select path from supabase_migrations.seed_files`).toEqual([{ path: 'supabase/seed.sql' }]);
    const [after] = await sql`select count(*)::int as n from products`;
    expect(after!.n).toBe(before!.n);
    const [old] = await sql`select count(*)::int as n from information_schema.schemata where schema_name = 'local_meta'`;
    expect(old!.n).toBe(0);
    expect(await migrate(sql, { seed: true })).toEqual({ applied: [], seeded: false });
  });
});
