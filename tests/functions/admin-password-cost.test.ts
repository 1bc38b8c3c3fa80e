// Issue 22, point 14: admin passwords hashed with OWASP's scrypt parameters; a hash made under the
// old, cheaper cost keeps working and is replaced at the next successful sign-in. Real handlers.
// The one test at the production cost: the other tests' databases run with TEST_PASSWORD_COST=low
// (tests/setup/db-env.ts), which this file turns off while it runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/admin-login.ts';
import setup from '../../netlify/functions/admin-setup.ts';
import { db } from '../../src/server/db/client.ts';
import { upsertAdmin } from '../../src/server/admin/accounts.repo.ts';
import { createSetupToken } from '../../src/server/admin/setup.ts';
import { hashPassword, verifyPassword } from '../../src/server/passwords/password-hash.ts';
import { call, resetAdminArea } from './admin-helpers.ts';

const sql = db();
const PASSWORD = 'correct horse battery';
const OLD_COST = { N: 2 ** 15, r: 8, p: 1 };
const storedHash = async (email: string) =>
  (await sql<{ password_hash: string }[]>`select password_hash from admin_accounts where email = ${email}`)[0]!.password_hash;
const signIn = (password: string) => call(login, '/api/admin/login', { body: { email: 'owner@test.dz', password } });

const testCost = process.env.TEST_PASSWORD_COST;
beforeAll(() => {
  delete process.env.TEST_PASSWORD_COST;
});
beforeEach(resetAdminArea);
afterAll(async () => {
  process.env.TEST_PASSWORD_COST = testCost;
  await resetAdminArea();
});

describe('admin password hashes', { timeout: 120_000 }, () => {
  it("the first admin's password is stored under N=2^17, r=8, p=1", async () => {
    const token = (await createSetupToken(sql))!;
    expect((await call(setup, '/api/admin/setup', { body: { token, email: 'owner@test.dz', password: PASSWORD } })).status).toBe(200);
    expect(await storedHash('owner@test.dz')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('an old-cost hash signs in and is replaced by one under the current cost; a wrong password replaces nothing', async () => {
    const old = await hashPassword(PASSWORD, OLD_COST);
    await upsertAdmin(sql, 'owner@test.dz', old);
    expect((await signIn('not the password')).status).toBe(401);
    expect(await storedHash('owner@test.dz')).toBe(old);
    expect((await signIn(PASSWORD)).status).toBe(200);
    const upgraded = await storedHash('owner@test.dz');
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
    expect((await signIn(PASSWORD)).status).toBe(200);
    expect(await storedHash('owner@test.dz')).toBe(upgraded);
  });
});
