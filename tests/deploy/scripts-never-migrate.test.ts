// A shop's production schema changes when its owner runs `npm run db:migrate` (or the CLI's
// `db push`), never as a side effect of another script. Here the database is one migration behind
// (the CLI pushed an older copy of supabase/migrations, as after pulling a new version of the shop):
// `npm run admin`, `npm run gate` and the build refuse in one sentence naming `npm run db:migrate` and
// change nothing; `npm run db:migrate` then applies the one migration, and the scripts work again.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSupabaseDatabase, type SupabaseLikeDatabase } from './databases.ts';
import { linesOf, npmRun } from './npm-run.ts';
import { supabaseCli } from './supabase-cli.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = readdirSync(join(root, 'supabase/migrations'))
  .filter((f) => /^[0-9]+_.*\.sql$/.test(f))
  .sort();
const newest = files.at(-1)!;

describe('a DATABASE_URL database one migration behind', () => {
  let supabase: SupabaseLikeDatabase;
  let sql: postgres.Sql;
  const older = mkdtempSync(join(tmpdir(), 'older-shop-'));
  const db = () => ({ kind: 'postgres15' as const, url: supabase.url });
  const history = async () =>
    (await sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations order by version`).map((r) => r.version);

  beforeAll(async () => {
    cpSync(join(root, 'supabase'), join(older, 'supabase'), {
      recursive: true,
      filter: (path) => !path.endsWith(newest) && !path.includes('.temp'),
    });
    supabase = await freshSupabaseDatabase();
    const push = await supabaseCli(['db', 'push', `--remote=${supabase.url}`, '--yes'], { workdir: older });
    expect(push.status).toBe(0);
    sql = postgres(supabase.adminUrl, { max: 1, onnotice: () => {} });
    expect(await history()).toHaveLength(files.length - 1);
  });
  afterAll(async () => {
    await sql?.end();
    supabase?.stop();
    rmSync(older, { recursive: true, force: true });
  });

  it.each([
    ['admin', ['create', '--email', 'owner@example.com', '--password', '-'], 'never-applied-pass-1\n'],
    ['admin', ['list'], ''],
    ['gate', ['--password', '-', '--on'], 'never-applied-pass-1\n'],
    ['build', [], ''],
  ])('npm run %s %j refuses in one sentence naming npm run db:migrate, and changes nothing', async (script, args, input) => {
    const run = await npmRun(
      db(),
      script,
      args,
      { CONTEXT: 'production', GATE_COOKIE_SECRET: 'never-migrate-secret-0123456789-0123456789' },
      input,
    );
    expect(run.status).toBe(1);
    const lines = linesOf(run.output);
    expect(lines, run.output).toHaveLength(1);
    expect(lines[0]).toContain('`npm run db:migrate`');
    expect(lines[0]).toContain(newest);
    expect(await history()).toHaveLength(files.length - 1);
    const [counts] =
      await sql`select (select count(*)::int from admin_accounts) as admins, (select password_enabled from site_settings where id = 1) as protected`;
    expect(counts).toEqual({ admins: 0, protected: false });
  });

  it('npm run db:migrate applies the missing migration, and the scripts then work', async () => {
    const migrated = await npmRun(db(), 'db:migrate', []);
    expect(migrated.status).toBe(0);
    expect(migrated.output).toContain('applied 1 migration(s)');
    expect(await history()).toHaveLength(files.length);
    const listed = await npmRun(db(), 'admin', ['list']);
    expect(listed.status).toBe(0);
    expect(listed.output).toContain('schema up to date');
  });
});
