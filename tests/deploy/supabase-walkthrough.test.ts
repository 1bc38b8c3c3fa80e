// The README's deploy section, scripted: the schema applied by the Supabase CLI (`supabase db push`,
// recorded the CLI's way), then every project script the owner runs against that database. Nothing
// may be replayed ("relation already exists" was the bug), no demo product may appear, and the
// production build must pass on a connection that refuses every write.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, KINDS, scriptEnv, type FreshDatabase } from './databases.ts';
import { pushLikeSupabaseCli } from './supabase-cli.ts';
import { isPlaceholderHash } from '../../src/server/gate/placeholder.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a script as the owner would; asynchronously, since the PGlite server lives in this process. */
function npmRun(db: FreshDatabase, script: string, args: string[], extra: Record<string, string> = {}, input = '') {
  return new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: scriptEnv(db, extra) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) console.error(`npm run ${script} failed:\n${output}`);
      resolve({ status, output });
    });
    child.stdin.end(input);
  });
}

describe.each(KINDS)('a Supabase-pushed database on %s, then every project script', (kind) => {
  let db: FreshDatabase;
  let sql: postgres.Sql;
  let pushed: string[];
  const outDir = mkdtempSync(join(tmpdir(), `walkthrough-dist-${kind}-`));

  beforeAll(async () => {
    db = await freshDatabase(kind);
    pushed = await pushLikeSupabaseCli(db.url);
    sql = postgres(db.url, { max: 1, prepare: false, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    await db?.stop();
    rmSync(outDir, { recursive: true, force: true });
  });

  const history = () => sql<{ version: string }[]>`select version from supabase_migrations.schema_migrations order by version`;

  it('the push alone writes the settings row, protection off, with the placeholder password', async () => {
    const [row] = await sql<{ password_enabled: boolean; password_hash: string }[]>`select password_enabled, password_hash from site_settings where id = 1`;
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

  // Step 5 of the README: the first admin, created from the owner's computer, then listed.
  it('npm run admin creates the first admin and lists it, replaying nothing', async () => {
    const created = await npmRun(db, 'admin', ['create', '--email', 'owner@example.com', '--password', '-'], {}, 'walkthrough-admin-pass-1\n');
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
    // PGlite over the wire is one session shared by every connection: a session setting reaches the
    // build's connection. On PostgreSQL, a database default reaches every new connection.
    if (kind === 'pglite') await sql`set default_transaction_read_only = on`;
    else await sql`alter database postgres set default_transaction_read_only = on`;
    try {
      // The guard itself works: a new connection cannot write.
      const probe = postgres(db.url, { max: 1, prepare: false, onnotice: () => {} });
      await expect(probe`update site_settings set hero_text = hero_text`).rejects.toThrow(/read-only transaction/);
      await probe.end();

      rmSync(outDir, { recursive: true, force: true });
      const run = await npmRun(db, 'build', [], {
        CONTEXT: context, ASTRO_OUT_DIR: outDir, GATE_COOKIE_SECRET: 'walkthrough-secret-0123456789-0123456789',
      });
      // The production build's one deliberate write is the admin's publishing record ('[publish]' lines):
      // on a connection that refuses it, it warns and builds anyway. Nothing else may try to write.
      const rendering = run.output.split('\n').filter((line) => !line.includes('[publish]')).join('\n');
      expect(rendering).not.toMatch(/read-only transaction/);
      expect(run.status).toBe(0);
      expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    } finally {
      if (kind === 'pglite') await sql`set default_transaction_read_only = off`;
      else await sql`alter database postgres reset default_transaction_read_only`;
    }
  });

  it('left one history, the CLI’s, with nothing added, and no demo data', async () => {
    expect((await history()).map((r) => r.version)).toEqual(pushed);
    const [counts] = await sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from information_schema.schemata where schema_name = 'local_meta') as old_history`;
    expect(counts).toEqual({ products: 0, old_history: 0 });
    // The CLI makes seed_files when it seeds; the runner makes it with its history. Either way: empty.
    const [seeds] = await sql`select to_regclass('supabase_migrations.seed_files') is not null as present`;
    if (seeds!.present) expect(await sql`select path from supabase_migrations.seed_files`).toEqual([]);
  });
});
