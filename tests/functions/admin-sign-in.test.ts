// The owner's password sign-in, the first-run setup link and the session's life, through the real
// handlers on the real database.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/admin-login.ts';
import setup from '../../netlify/functions/admin-setup.ts';
import session from '../../netlify/functions/admin-session.ts';
import me from '../../netlify/functions/admin-me.ts';
import password from '../../netlify/functions/admin-password.ts';
import { db } from '../../src/server/db/client.ts';
import { createSetupToken } from '../../src/server/admin/setup.ts';
import { LOGIN_FAILED_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { call, makeAdmin, resetAdminArea } from './admin-helpers.ts';

const sql = db();
const PASSWORD = 'correct horse battery';
const failed = { error: { code: 'login_failed', message: LOGIN_FAILED_MESSAGE } };

beforeEach(resetAdminArea);
afterAll(resetAdminArea);

const signIn = (email: string, pw: string, ip = '198.51.100.7') => call(login, '/api/admin/login', { body: { email, password: pw }, ip });

// The account's slowdown waits real seconds between failures: room for a dozen attempts in a row.
describe('POST /api/admin/login', { timeout: 120_000 }, () => {
  it('signs in with the right password: a 30-minute working token inside a 24-hour session, stored only hashed', async () => {
    await makeAdmin('owner@test.dz', PASSWORD);
    const { status, body } = await signIn(' Owner@Test.dz ', PASSWORD);
    expect(status).toBe(200);
    expect(body.email).toBe('owner@test.dz');
    const token = Date.parse(body.tokenExpiresAt) - Date.now();
    const whole = Date.parse(body.sessionExpiresAt) - Date.now();
    expect(token).toBeGreaterThan(29 * 60_000);
    expect(token).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect(whole).toBeGreaterThan(86_400_000 - 60_000);
    expect(whole).toBeLessThanOrEqual(86_400_000 + 5_000);
    // The database's clock when it answered, which the island reads the two ends against.
    expect(Math.abs(Date.parse(body.issuedAt) - Date.now())).toBeLessThan(5_000);
    expect(Date.parse(body.tokenExpiresAt) - Date.parse(body.issuedAt)).toBe(30 * 60_000);
    const rows = await sql`select token_hash from admin_sessions`;
    expect(rows.map((r) => r.token_hash)).not.toContain(body.token);
    expect((await call(me, '/api/admin/me', { token: body.token })).body).toEqual({
      email: 'owner@test.dz',
      tokenExpiresAt: body.tokenExpiresAt,
      sessionExpiresAt: body.sessionExpiresAt,
    });
  });

  it('gives one generic answer for a wrong password, an unknown email and an email without a password', async () => {
    await makeAdmin('owner@test.dz', PASSWORD);
    await makeAdmin('supabase-only@test.dz');
    const answers = [
      await signIn('owner@test.dz', 'wrong password', '198.51.100.1'),
      await signIn('nobody@test.dz', PASSWORD, '198.51.100.2'),
      await signIn('supabase-only@test.dz', '', '198.51.100.3'),
      await signIn('supabase-only@test.dz', 'anything at all', '198.51.100.4'),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 422, 401]);
    expect(answers[0]!.body).toEqual(failed);
    expect(answers[1]!.body).toEqual(failed);
    expect(answers[3]!.body).toEqual(failed);
  });

  it('blocks an address for 600 s at its 5th failure, answers the seconds left while blocked, even for the right password', async () => {
    await makeAdmin('owner@test.dz', PASSWORD);
    const statuses = [];
    for (let n = 1; n <= 5; n++) statuses.push((await signIn(`guess${n}@test.dz`, 'wrong password', '203.0.113.9')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await signIn('owner@test.dz', PASSWORD, '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({ code: 'login_blocked', message: LOGIN_FAILED_MESSAGE });
    expect(blocked.body.error.retryAfterSeconds).toBeGreaterThan(590);
    expect(blocked.body.error.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(blocked.response.headers.get('retry-after')).toBe(String(blocked.body.error.retryAfterSeconds));
    // Another address is not blocked.
    expect((await signIn('owner@test.dz', PASSWORD, '203.0.113.10')).status).toBe(200);
    // When the 600 s are over, the address starts again from zero.
    await sql`update login_attempts set blocked_until = now() - interval '1 second' where scope = 'admin' and client_key = 'ip:203.0.113.9'`;
    expect((await signIn('owner@test.dz', PASSWORD, '203.0.113.9')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: five addresses of one /64 are one address', async () => {
    const statuses = [];
    for (let n = 1; n <= 5; n++)
      statuses.push((await signIn(`x${n}@test.dz`, 'wrong password', `2001:db8:1:2::${n.toString(16)}a`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn('x@test.dz', 'wrong password', '2001:db8:1:2:ffff:1:2:3')).status).toBe(429);
    expect((await signIn('y@test.dz', 'wrong password', '2001:db8:1:3::1')).status).toBe(401);
  });

  it('a success clears the count: four failures, a success, four failures are not a block', async () => {
    await makeAdmin('owner@test.dz', PASSWORD);
    for (let n = 1; n <= 4; n++) await signIn('owner@test.dz', 'wrong password');
    expect((await signIn('owner@test.dz', PASSWORD)).status).toBe(200);
    const statuses = [];
    for (let n = 1; n <= 4; n++) statuses.push((await signIn('owner@test.dz', 'wrong password')).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it('ten parallel guesses from one address get at most four 401s: the count cannot be raced past', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => signIn(`p${n}@test.dz`, 'wrong password', '203.0.113.77')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(6);
  });
});

describe('the first-run setup link', { timeout: 120_000 }, () => {
  it('is offered while no admin exists; sets up the first admin once and signs them in', async () => {
    const token = (await createSetupToken(sql))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await sql`select token_hash from admin_setup_tokens`;
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect((await call(setup, '/api/admin/setup', { headers: { 'x-setup-token': token } })).body).toEqual({ valid: true });

    const done = await call(setup, '/api/admin/setup', { body: { token, email: 'Owner@Test.dz', password: PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.body.email).toBe('owner@test.dz');
    expect((await call(me, '/api/admin/me', { token: done.body.token })).status).toBe(200);
    expect((await signIn('owner@test.dz', PASSWORD)).status).toBe(200);

    const again = await call(setup, '/api/admin/setup', { body: { token, email: 'thief@test.dz', password: PASSWORD } });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('setup_invalid');
    expect((await call(setup, '/api/admin/setup', { headers: { 'x-setup-token': token } })).status).toBe(404);
    expect(await createSetupToken(sql)).toBeUndefined();
    const [audit] = await sql`select email, action from admin_audit where action like 'admins.%' order by id desc limit 1`;
    expect(audit).toEqual({ email: 'owner@test.dz', action: 'admins.setup' });
  });

  it('refuses an unknown, an expired and a malformed token, and a weak password (nothing created)', async () => {
    const token = (await createSetupToken(sql))!;
    expect((await call(setup, '/api/admin/setup', { headers: { 'x-setup-token': 'A'.repeat(43) } })).status).toBe(404);
    expect((await call(setup, '/api/admin/setup', { headers: { 'x-setup-token': '<script>' } })).status).toBe(404);
    expect((await call(setup, '/api/admin/setup')).status).toBe(404);
    const weak = await call(setup, '/api/admin/setup', { body: { token, email: 'owner@test.dz', password: 'short' } });
    expect([weak.status, weak.body.error.fields]).toEqual([422, { password: 'passwordTooShort' }]);
    await sql`update admin_setup_tokens set created_at = now() - interval '31 minutes', expires_at = now() - interval '1 minute'`;
    const late = await call(setup, '/api/admin/setup', { body: { token, email: 'owner@test.dz', password: PASSWORD } });
    expect(late.status).toBe(404);
    expect((await sql`select 1 from admin_emails`).length).toBe(0);
  });

  it('two tabs racing with the link: one admin, the other told the link is used', async () => {
    const token = (await createSetupToken(sql))!;
    const answers = await Promise.all([
      call(setup, '/api/admin/setup', { body: { token, email: 'one@test.dz', password: PASSWORD } }),
      call(setup, '/api/admin/setup', { body: { token, email: 'two@test.dz', password: PASSWORD } }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 404]);
    expect((await sql`select email from admin_emails`).length).toBe(1);
  });
});

describe('the session', { timeout: 120_000 }, () => {
  async function signedIn() {
    await makeAdmin('owner@test.dz', PASSWORD);
    return (await signIn('owner@test.dz', PASSWORD)).body as { token: string; sessionExpiresAt: string };
  }

  it('renews the working token: the new one works, the old one stops, the session end stays', async () => {
    const first = await signedIn();
    const renewed = await call(session, '/api/admin/session/refresh', { method: 'POST', token: first.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).not.toBe(first.token);
    expect(renewed.body.sessionExpiresAt).toBe(first.sessionExpiresAt);
    expect((await call(me, '/api/admin/me', { token: first.token })).status).toBe(401);
    expect((await call(me, '/api/admin/me', { token: renewed.body.token })).status).toBe(200);
  });

  it('a renewal never reaches past the 24 hours; a session past them is over', async () => {
    const first = await signedIn();
    await sql`update admin_sessions set created_at = now() - interval '23 hours 50 minutes', expires_at = now() + interval '10 minutes', token_expires_at = now() + interval '4 minutes'`;
    const renewed = await call(session, '/api/admin/session/refresh', { method: 'POST', token: first.token });
    expect(renewed.body.tokenExpiresAt).toBe(renewed.body.sessionExpiresAt);
    await sql`update admin_sessions set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour', token_expires_at = now() - interval '1 hour'`;
    const over = await call(me, '/api/admin/me', { token: renewed.body.token });
    expect(over).toMatchObject({ status: 401, body: { error: { code: 'session_expired', message: 'Session expired' } } });
  });

  it('an expired working token is refused even inside the session', async () => {
    const first = await signedIn();
    await sql`update admin_sessions set token_expires_at = now() - interval '1 second'`;
    expect((await call(me, '/api/admin/me', { token: first.token })).status).toBe(401);
    expect((await call(session, '/api/admin/session/refresh', { method: 'POST', token: first.token })).status).toBe(401);
  });

  it('signing out ends the session (204), the token is refused from then on', async () => {
    const first = await signedIn();
    expect((await call(session, '/api/admin/session', { method: 'DELETE', token: first.token })).status).toBe(204);
    expect((await call(me, '/api/admin/me', { token: first.token })).status).toBe(401);
    expect((await sql`select 1 from admin_sessions`).length).toBe(0);
  });

  it("changing one's password ends every other session of the account, keeps this one; the old password stops working", async () => {
    const here = await signedIn();
    const phone = (await signIn('owner@test.dz', PASSWORD, '198.51.100.50')).body;
    const wrong = await call(password, '/api/admin/password', {
      token: here.token,
      body: { currentPassword: 'not it', newPassword: 'a new long password' },
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([422, 'wrong_password']);
    const changed = await call(password, '/api/admin/password', {
      token: here.token,
      body: { currentPassword: PASSWORD, newPassword: 'a new long password' },
    });
    expect(changed.status).toBe(200);
    expect((await call(me, '/api/admin/me', { token: phone.token })).status).toBe(401);
    expect((await call(me, '/api/admin/me', { token: here.token })).status).toBe(200);
    expect((await signIn('owner@test.dz', PASSWORD)).status).toBe(401);
    expect((await signIn('owner@test.dz', 'a new long password')).status).toBe(200);
  });
});
