// A script that cannot open its database says why in one sentence and exits 1, never with the
// driver's stack: a wrong password (on a PostgreSQL 15 that asks for one, scram-sha-256 as on
// Supabase), a port where nothing listens, a database that does not exist. The password itself never
// appears in what the script prints. (Certificates: postgres-tls.test.ts.)
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type Cluster } from '../../scripts/lib/postgres-cluster.ts';
import { linesOf, npmRun, type ScriptRun } from './npm-run.ts';

const WRONG = 'not-the-password-7QxZ';

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function expectOneSentence(run: ScriptRun, ...words: string[]): void {
  expect(run.status).toBe(1);
  const lines = linesOf(run.output);
  expect(lines, run.output).toHaveLength(1);
  for (const word of words) expect(lines[0]).toContain(word);
  expect(run.output).not.toContain(WRONG);
}

describe('a script whose database cannot be opened', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-auth-'));
  let cluster: Cluster;
  let port: string;
  const run = (url: string, script: string, args: string[] = []) =>
    npmRun({ kind: 'postgres15', url }, script, args, { CONTEXT: 'production' });

  beforeAll(async () => {
    // Passwords over TCP; the socket stays open to the test itself to set the password.
    writeFileSync(join(dir, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\n');
    chmodSync(dir, 0o755);
    cluster = await startPostgresCluster({ hba_file: join(dir, 'pg_hba.conf'), password_encryption: 'scram-sha-256' });
    port = new URL(cluster.url).port;
    const local = postgres({ host: '/tmp', port: Number(port), user: 'postgres', database: 'postgres', max: 1, onnotice: () => {} });
    await local.unsafe(`alter role postgres password 'the-right-password'`);
    await local.end();
  });
  afterAll(() => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['admin', ['list']],
    ['gate', ['--off']],
    ['db:migrate', []],
    ['backup', ['--out', '/dev/null']],
    ['build', []],
  ])('npm run %s with a wrong password: one sentence naming the user and the password, exit 1', async (script, args) => {
    expectOneSentence(
      await run(`postgres://postgres:${WRONG}@127.0.0.1:${port}/postgres`, script, args),
      `127.0.0.1:${port}`,
      'password',
      'postgres',
      '28P01',
    );
  });

  it('the right password gets through (and the empty database is then behind: a sentence too)', async () => {
    const result = await run(`postgres://postgres:the-right-password@127.0.0.1:${port}/postgres`, 'admin', ['list']);
    expectOneSentence(result, 'npm run db:migrate');
  });

  it('nothing listening at the port: one sentence naming the address', async () => {
    const nowhere = await closedPort();
    expectOneSentence(
      await run(`postgres://postgres:${WRONG}@127.0.0.1:${nowhere}/postgres`, 'db:migrate'),
      `127.0.0.1:${nowhere}`,
      'ECONNREFUSED',
    );
  });

  it('a password pasted without percent-encoding (its @ and / cut the URL at host t): one sentence saying to encode it', async () => {
    expectOneSentence(
      await run(`postgres://postgres:the-right@t/password@127.0.0.1:${port}/postgres`, 'admin', ['list']),
      'The database host t cannot be found',
      'percent-encoded',
      '%40',
    );
  });

  it('a database that does not exist: one sentence', async () => {
    expectOneSentence(await run(`postgres://postgres:the-right-password@127.0.0.1:${port}/shop`, 'admin', ['list']), '3D000');
  });

  it('an address that is not a URL: one sentence', async () => {
    expectOneSentence(await run('not a url at all', 'gate', ['--off']), 'DATABASE_URL');
  });
});
