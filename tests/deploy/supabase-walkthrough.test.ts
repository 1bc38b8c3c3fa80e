// The deploy walk-through (docs/deploy.md), scripted: the schema applied by the Supabase CLI itself (the pinned
// `npx supabase db push`, to a database URL in place of the linked project) on a PostgreSQL 15 shaped
// like a new Supabase project, then every project script the owner runs against that database.
// Nothing may be replayed ("relation already exists" was the bug), no demo product may appear, the
// CLI may not complain about supabase/config.toml, and the production build must pass on a
// connection that refuses every write.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSupabaseDatabase, type FreshDatabase, type SupabaseLikeDatabase } from './databases.ts';
import { npmRun } from './npm-run.ts';
import { configWarnings, supabaseCli } from './supabase-cli.ts';
import { isPlaceholderHash } from '../../src/server/passwords/placeholder.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrationVersions = readdirSync(join(root, 'supabase/migrations'))
  .filter((f) => /^[0-9]+_.*\.sql$/.test(f))
  .sort()
  .map((f) => f.split('_')[0]!);

describe('a new Supabase project: npx supabase db push, then every project script', () => {
  let supabase: SupabaseLikeDatabase;
  let db: FreshDatabase;
  let sql: postgres.Sql;
  // Inside the project: Astro puts the server side of a build whose output folder lies outside the
  // working directory in <project>/.astro/.prerender (its getOutDirWithinCwd), one folder for every such
  // build, so this build and the database lane's build tests (in the system's temporary folder) broke
  // each other's chunks when they ran at once ("Cannot find module .astro/.prerender/chunks/…").
  mkdirSync(join(root, '.data'), { recursive: true });
  const outDir = mkdtempSync(join(root, '.data', 'walkthrough-dist-'));

  beforeAll(async () => {
    supabase = await freshSupabaseDatabase();
    db = { kind: 'postgres15', url: supabase.url, stop: async () => supabase.stop() };
    // The tests' own connection is the superuser's: it sets the database read-only further down.
    sql = postgres(supabase.adminUrl, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    supabase?.stop();
    rmSync(outDir, { recursive: true, force: true });
  });

  const history = () => sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations order by version`;

  it('npx supabase runs the CLI version pinned in package.json', async () => {
    const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.supabase as string;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const run = await supabaseCli(['--version'], { throughNpx: true });
    expect(run.status).toBe(0);
    expect(run.output.trim()).toBe(pinned);
  });

  it('npx supabase db push --remote=<url> applies every migration, with no word about supabase/config.toml', async () => {
    const push = await supabaseCli(['db', 'push', `--remote=${supabase.url}`, '--yes']);
    expect(push.status).toBe(0);
    expect(push.output).toContain('Finished supabase db push.');
    expect(configWarnings(push.output)).toEqual([]);
    expect((await history()).map((r) => r.version)).toEqual(migrationVersions);
  });

  it('npx supabase migration list --remote=<url> shows every migration applied', async () => {
    const list = await supabaseCli(['migration', 'list', `--remote=${supabase.url}`]);
    expect(list.status).toBe(0);
    expect(configWarnings(list.output)).toEqual([]);
    for (const version of migrationVersions) expect(list.output).toMatch(new RegExp(`${version}\\S*\\s*\\|\\s*\\S*${version}`));
  });

  it("the push creates the public product-images bucket and the private parcel-labels bucket (the carriers' labels)", async () => {
    expect(await sql`select id, public, allowed_mime_types from storage.buckets order by id`).toEqual([
      { id: 'parcel-labels', public: false, allowed_mime_types: ['application/pdf'] },
      { id: 'product-images', public: true, allowed_mime_types: ['image/webp'] },
    ]);
  });

  it('the push alone writes the settings row, protection off, with the placeholder password', async () => {
    const [row] = await sql<
      { password_enabled: boolean; password_hash: string }[]
    >`select password_enabled, password_hash from site_settings where id = 1`;
    expect(row!.password_enabled).toBe(false);
    expect(await isPlaceholderHash(row!.password_hash)).toBe(true);
  });

  it('npm run db:migrate finds the schema up to date and seeds nothing', async () => {
    const run = await npmRun(db, 'db:migrate', []);
    expect(run.status).toBe(0);
    expect(run.output).toContain('schema up to date');
    expect(run.output).not.toContain('already exists');
    expect(run.output).not.toContain('demo catalog seeded');
  });

  it('npm run gate sets the password and turns protection off, replaying nothing', async () => {
    const run = await npmRun(db, 'gate', ['--password', '-', '--off'], {}, 'walkthrough-password-1\n');
    expect(run.status).toBe(0);
    expect(run.output).toContain('site password changed');
    expect(run.output).toContain('schema up to date');
  });

  // Step 6 of docs/deploy.md: the first admin, created from the owner's computer, then listed.
  it('npm run admin creates the first admin and lists it, replaying nothing', async () => {
    const created = await npmRun(
      db,
      'admin',
      ['create', '--email', 'owner@example.com', '--password', '-'],
      {},
      'walkthrough-admin-pass-1\n',
    );
    expect(created.status).toBe(0);
    expect(created.output).toContain('owner@example.com can sign in with that password at /gatekeeper-x9f2/');
    expect(created.output).not.toContain('already exists');
    const listed = await npmRun(db, 'admin', ['list']);
    expect(listed.status).toBe(0);
    expect(listed.output).toMatch(/owner@example\.com\tpassword/);
    expect(listed.output).toContain('schema up to date');
  });

  // A deploy preview reads the production database too: it must write nothing. The production build
  // must pass on the same read-only connection: rendering the shop only reads.
  it.each(['deploy-preview', 'production'])('the %s build passes while the database refuses every write', async (context) => {
    // A database default reaches every new connection.
    await sql`alter database postgres set default_transaction_read_only = on`;
    try {
      // The guard itself works: a new connection cannot write.
      const probe = postgres(db.url, { max: 1, onnotice: () => {} });
      await expect(probe`update site_settings set hero_text = hero_text`).rejects.toThrow(/read-only transaction/);
      await probe.end();

      rmSync(outDir, { recursive: true, force: true });
      const run = await npmRun(db, 'build', [], {
        CONTEXT: context,
        ASTRO_OUT_DIR: outDir,
        GATE_COOKIE_SECRET: 'walkthrough-secret-0123456789-0123456789',
      });
      // The production build's one deliberate write is the admin's publishing record ('[publish]' lines):
      // on a connection that refuses it, it warns and builds anyway. Nothing else may try to write.
      const rendering = run.output
        .split('\n')
        .filter((line) => !line.includes('[publish]'))
        .join('\n');
      expect(rendering).not.toMatch(/read-only transaction/);
      // Its output says why when it fails (once seen under a loaded machine, not again on a quiet one).
      expect(run.status, run.output.slice(-4000)).toBe(0);
      expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    } finally {
      await sql`alter database postgres reset default_transaction_read_only`;
    }
  });

  it('left one history, the CLI’s, with nothing added, and no demo data', async () => {
    expect((await history()).map((r) => r.version)).toEqual(migrationVersions);
    const [counts] = await sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from information_schema.schemata where schema_name = 'local_meta') as old_history`;
    expect(counts).toEqual({ products: 0, old_history: 0 });
    // The CLI makes seed_files when it seeds; the runner makes it with its history. Either way: empty.
    const [seeds] = await sql`select to_regclass('supabase_migrations.seed_files') is not null as present`;
    if (seeds!.present) expect(await sql`select path from supabase_migrations.seed_files`).toEqual([]);
  });
});
