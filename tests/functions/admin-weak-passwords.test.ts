// Admin passwords easy to guess are refused on every path that sets one (issue #36 §2): the first-run
// setup, one's own change, and `npm run admin -- create` (which also resets an existing admin's
// password). The real handlers on the real database, the real script in a child process.
import { execFile } from 'node:child_process';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import setup from '../../netlify/functions/admin-setup.ts';
import password from '../../netlify/functions/admin-password.ts';
import { db } from '../../src/server/db/client.ts';
import { createSetupToken } from '../../src/server/admin/setup.ts';
import { call, makeAdmin, resetAdminArea, signedIn } from './admin-helpers.ts';

const sql = db();
beforeEach(resetAdminArea);
afterAll(resetAdminArea);

const WEAK = ['1234567890', 'aaaaaaaaaa', 'password123', 'Azertyuiop'];

describe('an admin password easy to guess', () => {
  it('is refused at the first-run setup, with the field’s key, and nothing is created', async () => {
    const token = (await createSetupToken(sql))!;
    for (const weak of [...WEAK, 'karima.owner!']) {
      const answer = await call(setup, '/api/admin/setup', { body: { token, email: 'karima.owner@test.dz', password: weak } });
      expect([answer.status, answer.body.error.fields], weak).toEqual([422, { password: 'passwordTooEasy' }]);
    }
    expect(await sql`select 1 from admin_emails`).toHaveLength(0);
    const good = await call(setup, '/api/admin/setup', {
      body: { token, email: 'karima.owner@test.dz', password: 'correct horse battery' },
    });
    expect(good.status).toBe(200);
  });

  it('is refused when changing one’s own password, the email’s own part included; the old password stays', async () => {
    await makeAdmin('yacine.admin@test.dz', 'the old long password');
    const session = await signedIn('yacine.admin@test.dz');
    const [before] = await sql<{ password_hash: string }[]>`select password_hash from admin_accounts where email = 'yacine.admin@test.dz'`;
    for (const weak of [...WEAK, 'yacine.admin2026']) {
      const answer = await call(password, '/api/admin/password', {
        token: session.token,
        body: { currentPassword: 'the old long password', newPassword: weak },
      });
      expect([answer.status, answer.body.error.code, answer.body.error.fields], weak).toEqual([
        422,
        'invalid',
        { newPassword: 'passwordTooEasy' },
      ]);
    }
    const [after] = await sql<{ password_hash: string }[]>`select password_hash from admin_accounts where email = 'yacine.admin@test.dz'`;
    expect(after!.password_hash).toBe(before!.password_hash);
  });

  it('is refused by npm run admin -- create, before the database is opened', async () => {
    const run = (email: string, typed: string) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['scripts/admin.ts', 'create', '--email', email, '--password', '-'],
          // A database that cannot be reached: the refusal must come before any connection.
          { env: { ...process.env, DATABASE_URL: 'postgres://nobody:x@127.0.0.1:9/none' }, timeout: 60_000 },
          (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
        );
        child.stdin!.end(`${typed}\n`);
      });
    for (const [email, typed] of [
      ['owner@test.dz', '1234567890'],
      ['owner@test.dz', 'password123'],
      ['nadia.boss@test.dz', 'nadia.boss@test.dz'],
    ] as const) {
      const result = await run(email, typed);
      expect(result.code, typed).toBe(1);
      expect(result.stderr, typed).toContain('too easy to guess');
    }
  });
});
