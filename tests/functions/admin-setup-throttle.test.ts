// Issue 22, points 4 and 15: the first-run link is looked up before anything is hashed, wrong links
// are throttled per address, one link is valid at a time and its token never rides in a URL; the
// current password of a password change is throttled and a refused attempt never reaches scrypt.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import setup from '../../netlify/functions/admin-setup.ts';
import password from '../../netlify/functions/admin-password.ts';
import login from '../../netlify/functions/admin-login.ts';
import { db } from '../../src/server/db/client.ts';
import { createSetupToken } from '../../src/server/admin/setup.ts';
import { newToken } from '../../src/server/admin/tokens.ts';
import { call, makeAdmin, resetAdminArea } from './admin-helpers.ts';
import { countScryptRuns, type ScryptRuns } from './scrypt-runs.ts';

const sql = db();
const PASSWORD = 'correct horse battery';
const post = (token: string, ip = '198.51.100.7', email = 'owner@test.dz') =>
  call(setup, '/api/admin/setup', { body: { token, email, password: PASSWORD }, ip });
const check = (token: string, ip = '198.51.100.7') => call(setup, '/api/admin/setup', { headers: { 'x-setup-token': token }, ip });

let scrypt: ScryptRuns | undefined;
beforeEach(resetAdminArea);
afterEach(() => scrypt?.restore());
afterAll(resetAdminArea);

describe('POST /api/admin/setup looks the link up before it hashes', { timeout: 120_000 }, () => {
  it('answers 404 at once for a link that matches none, and for any link once an admin exists: no scrypt runs', async () => {
    const token = (await createSetupToken(sql))!;
    scrypt = countScryptRuns();
    const unknown = await post(newToken(), '198.51.100.1');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'setup_invalid']);
    expect(scrypt.runs).toBe(0);

    await makeAdmin('someone@test.dz');
    const closed = await post(token, '198.51.100.2');
    expect([closed.status, closed.body.error.code]).toEqual([404, 'setup_invalid']);
    expect(scrypt.runs).toBe(0);
  });

  it('counts wrong links per address: the 5th blocks it for 600 s (429), the right link too, without hashing; another address is not blocked', async () => {
    const token = (await createSetupToken(sql))!;
    scrypt = countScryptRuns();
    const statuses = [];
    for (let n = 1; n <= 5; n++) statuses.push((await post(newToken(), '203.0.113.9')).status);
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    const blocked = await post(token, '203.0.113.9');
    expect([blocked.status, blocked.body.error.code]).toEqual([429, 'too_many_attempts']);
    expect(blocked.body.error.retryAfterSeconds).toBeGreaterThan(590);
    expect(blocked.response.headers.get('retry-after')).toBe(String(blocked.body.error.retryAfterSeconds));
    expect((await check(token, '203.0.113.9')).status).toBe(429);
    expect(scrypt.runs).toBe(0);

    expect((await post(token, '203.0.113.10')).status).toBe(200);
    expect(scrypt.runs).toBe(1);
  });

  it('the link check (GET) is counted the same way: an address cannot walk through links by asking', async () => {
    await createSetupToken(sql);
    const statuses = [];
    for (let n = 1; n <= 6; n++) statuses.push((await check(newToken(), '2001:db8:5:6::1')).status);
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
  });
});

describe('one setup link at a time, never read from the query string', { timeout: 120_000 }, () => {
  it('issuing a new link ends the one before', async () => {
    const first = (await createSetupToken(sql))!;
    const second = (await createSetupToken(sql))!;
    expect((await check(first)).status).toBe(404);
    expect((await check(second)).body).toEqual({ valid: true });
    expect((await post(first)).status).toBe(404);
    expect((await post(second)).status).toBe(200);
    expect((await sql`select email from admin_emails`).map((r) => r.email)).toEqual(['owner@test.dz']);
  });

  it('a token in ?token= is not read: only the X-Setup-Token header (GET) and the body (POST) carry it', async () => {
    const token = (await createSetupToken(sql))!;
    const inUrl = await call(setup, `/api/admin/setup?token=${token}`);
    expect([inUrl.status, inUrl.body.error.code]).toEqual([404, 'setup_invalid']);
    expect((await check(token)).body).toEqual({ valid: true });
  });

  it('the database keeps one link at most', async () => {
    await createSetupToken(sql);
    await expect(
      sql`insert into admin_setup_tokens (token_hash, expires_at) values (${'a'.repeat(64)}, now() + interval '30 minutes')`,
    ).rejects.toThrow(/admin_setup_tokens_one_link/);
  });
});

describe('POST /api/admin/password: the current password is throttled', { timeout: 120_000 }, () => {
  async function ownerSession(): Promise<string> {
    await makeAdmin('owner@test.dz', PASSWORD);
    const signedIn = await call(login, '/api/admin/login', { body: { email: 'owner@test.dz', password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    return signedIn.body.token as string;
  }
  const change = (token: string, currentPassword: string | undefined) =>
    call(password, '/api/admin/password', {
      token,
      body: { ...(currentPassword === undefined ? {} : { currentPassword }), newPassword: 'a new long password' },
    });

  it('the 5th wrong current password blocks changes for 600 s (429), the right one too, and a blocked attempt never reaches scrypt', async () => {
    const token = await ownerSession();
    const statuses = [];
    for (let n = 1; n <= 5; n++) statuses.push((await change(token, `not it ${n}`)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    scrypt = countScryptRuns();
    const blocked = await change(token, PASSWORD);
    expect([blocked.status, blocked.body.error.code]).toEqual([429, 'too_many_attempts']);
    expect(blocked.body.error.retryAfterSeconds).toBeGreaterThan(590);
    expect(scrypt.runs).toBe(0);
    await sql`update login_attempts set blocked_until = now() - interval '1 second' where client_key like 'password:%'`;
    expect((await change(token, PASSWORD)).status).toBe(200);
  });

  it('a missing current password is refused without hashing; an unauthenticated request never gets that far', async () => {
    const token = await ownerSession();
    scrypt = countScryptRuns();
    const missing = await change(token, undefined);
    expect([missing.status, missing.body.error.code]).toEqual([422, 'wrong_password']);
    const anonymous = await call(password, '/api/admin/password', {
      body: { currentPassword: PASSWORD, newPassword: 'a new long password' },
    });
    expect(anonymous.status).toBe(401);
    expect(scrypt.runs).toBe(0);
  });
});
