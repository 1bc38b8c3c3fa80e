// Issue 22, point 1: no stranger can lock the owner out. The block (5 failures, 600 s) falls on the
// address or the known device that failed; the account's failures only slow attempts down; a browser
// that signed in before gets in while its address is blocked. Real handlers on the real database.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/admin-login.ts';
import me from '../../netlify/functions/admin-me.ts';
import { db } from '../../src/server/db/client.ts';
import { LOGIN_FAILED_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import {
  issueKnownDeviceToken,
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  newDeviceId,
} from '../../src/domain/admin/known-device.ts';
import { gateCookieSecret } from '../../src/server/gate/cookie-secret.ts';
import { signInWithPassword } from '../../src/server/admin/password-sign-in.ts';
import { call, makeAdmin, resetAdminArea } from './admin-helpers.ts';

const sql = db();
const PASSWORD = 'correct horse battery';
const OWNER = 'owner@test.dz';
// The carrier address the owner and a stranger share (carrier NAT), and the owner's other network.
const SHARED = '105.235.1.20';
const ELSEWHERE = '41.111.7.8';

beforeEach(resetAdminArea);
afterAll(resetAdminArea);

const signIn = (email: string, pw: string, ip: string, cookie?: string) =>
  call(login, '/api/admin/login', { body: { email, password: pw }, ip, ...(cookie ? { headers: { cookie } } : {}) });

/** The known-device cookie a successful sign-in answers with, as the browser sends it back. */
function deviceCookieOf(response: Response): string {
  // A sign-in sets the session cookie too (on /api/admin/); the device's is the one on its own path.
  const header = response.headers.getSetCookie().find((one) => one.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  expect(header).toBeDefined();
  return header!.split(';')[0]!;
}

async function strangerBlocks(ip: string): Promise<void> {
  const statuses = [];
  for (let n = 1; n <= 5; n++) statuses.push((await signIn(OWNER, `guess number ${n}`, ip)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 429]);
}

// The audit log is never emptied between tests: each test reads the entries written after it began.
let auditFrom = 0;
beforeEach(async () => {
  auditFrom = (await sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from admin_audit`)[0]!.id;
});
const auditOf = (action: string) =>
  sql<{ email: string; subject: string; new_value: Record<string, unknown> }[]>`
    select email, subject, new_value from admin_audit where action = ${action} and id > ${auditFrom} order by id`;

describe('POST /api/admin/login: no one locks the owner out', { timeout: 120_000 }, () => {
  it("a stranger's five wrong passwords for the owner's email block only the stranger's address: the right password gets in from another", async () => {
    await makeAdmin(OWNER, PASSWORD);
    await strangerBlocks(SHARED);
    expect((await signIn(OWNER, PASSWORD, SHARED)).status).toBe(429);
    const right = await signIn(OWNER, PASSWORD, ELSEWHERE);
    expect(right.status).toBe(200);
    expect((await call(me, '/api/admin/me', { token: right.body.token })).status).toBe(200);
  });

  it('failures spread over many addresses never block the account: the right password still gets in', async () => {
    await makeAdmin(OWNER, PASSWORD);
    const statuses = [];
    for (let n = 1; n <= 6; n++) statuses.push((await signIn(OWNER, 'wrong password', `192.0.2.${n}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await signIn(OWNER, PASSWORD, '192.0.2.99')).status).toBe(200);
  });

  it('a browser that signed in before gets in with the right password while its address is blocked; without its cookie the address stays blocked', async () => {
    await makeAdmin(OWNER, PASSWORD);
    const first = await signIn(OWNER, PASSWORD, SHARED);
    expect(first.status).toBe(200);
    const header = first.response.headers.get('set-cookie')!;
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/admin/login');
    expect(header).toContain(`Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`);
    const cookie = deviceCookieOf(first.response);

    await strangerBlocks(SHARED);
    const again = await signIn(OWNER, PASSWORD, SHARED, cookie);
    expect(again.status).toBe(200);
    // Each sign-in renews the mark for the same device.
    expect(deviceCookieOf(again.response).split('.')[1]).toBe(cookie.split('.')[1]);
    expect((await signIn(OWNER, PASSWORD, SHARED)).status).toBe(429);
  });

  it("a known device's own five wrong passwords block that device for 600 s, not the other addresses", async () => {
    await makeAdmin(OWNER, PASSWORD);
    const cookie = deviceCookieOf((await signIn(OWNER, PASSWORD, SHARED)).response);
    const statuses = [];
    for (let n = 1; n <= 5; n++) statuses.push((await signIn(OWNER, `typo ${n}`, ELSEWHERE, cookie)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await signIn(OWNER, PASSWORD, ELSEWHERE, cookie);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({ code: 'login_blocked', message: LOGIN_FAILED_MESSAGE });
    expect(blocked.body.error.retryAfterSeconds).toBeGreaterThan(590);
    // The device's failures were not the address's: the address without the cookie still gets in.
    expect((await signIn(OWNER, PASSWORD, ELSEWHERE)).status).toBe(200);
  });

  it('a forged or altered mark, or one of another account, does not lift an address block', async () => {
    await makeAdmin(OWNER, PASSWORD);
    const staff = await makeAdmin('staff@test.dz', 'staff password 2026');
    const staffCookie = deviceCookieOf((await signIn('staff@test.dz', 'staff password 2026', SHARED)).response);
    const ownerCookie = deviceCookieOf((await signIn(OWNER, PASSWORD, ELSEWHERE)).response);
    await strangerBlocks(SHARED);
    const [name, value] = ownerCookie.split('=') as [string, string];
    const altered = `${name}=${value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    const otherSecret = await issueKnownDeviceToken('another-secret-0123456789-0123456789-01', {
      adminId: staff.id,
      deviceId: newDeviceId(),
    });
    const expired = await issueKnownDeviceToken(
      gateCookieSecret(),
      { adminId: staff.id, deviceId: newDeviceId() },
      Date.now() / 1000 - KNOWN_DEVICE_MAX_AGE_SECONDS - 60,
    );
    for (const cookie of [
      staffCookie,
      altered,
      `${KNOWN_DEVICE_COOKIE}=${otherSecret}`,
      `${KNOWN_DEVICE_COOKIE}=${expired}`,
      `${KNOWN_DEVICE_COOKIE}=true`,
    ]) {
      expect((await signIn(OWNER, PASSWORD, SHARED, cookie)).status, cookie).toBe(429);
    }
  });

  it("the account's failures slow each later attempt down, boundedly (1, 2, 3, 3 s), and never a known device's", async () => {
    await makeAdmin(OWNER, PASSWORD);
    const first = await signInWithPassword(sql, { email: OWNER, password: PASSWORD, ip: ELSEWHERE });
    expect(first.ok).toBe(true);
    const deviceToken = first.ok ? first.deviceToken : undefined;
    const waits: number[] = [];
    const pause = async (ms: number) => void waits.push(ms);
    // The 6th attempt is the first to find 5 failures on the account.
    for (let n = 1; n <= 9; n++) {
      const answer = await signInWithPassword(sql, { email: OWNER, password: 'wrong password', ip: `198.18.0.${n}` }, pause);
      expect(answer).toEqual({ ok: false, blocked: false });
    }
    expect(waits).toEqual([1000, 2000, 3000, 3000]);
    waits.length = 0;
    const fromDevice = await signInWithPassword(sql, { email: OWNER, password: PASSWORD, ip: SHARED, deviceToken }, pause);
    expect(fromDevice.ok).toBe(true);
    expect(waits).toEqual([]);
    // The owner getting in from a new address waits too, then gets in: slowed, never refused.
    const elsewhere = await signInWithPassword(sql, { email: OWNER, password: PASSWORD, ip: '198.18.1.1' }, pause);
    expect(elsewhere.ok).toBe(true);
    expect(waits).toEqual([3000]);
  });

  it('sign-ins, failures on an admin account and the blocks they cause go into the audit log', async () => {
    await makeAdmin(OWNER, PASSWORD);
    await strangerBlocks(SHARED);
    for (let n = 1; n <= 5; n++) await signIn(`nobody${n}@test.dz`, 'wrong password', '203.0.113.50');
    expect((await signIn(OWNER, PASSWORD, ELSEWHERE)).status).toBe(200);

    const failed = await auditOf('sign_in.failed');
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({ email: OWNER, subject: OWNER, new_value: { address: `ip:${SHARED}`, knownDevice: false } });
    const blocks = await auditOf('sign_in.blocked');
    expect(blocks.map((b) => [b.email, b.subject])).toEqual([
      [OWNER, `ip:${SHARED}`],
      ['nobody5@test.dz', 'ip:203.0.113.50'],
    ]);
    expect(blocks[0]!.new_value).toMatchObject({ seconds: 600 });
    const signedIn = await auditOf('sign_in.password');
    expect(signedIn).toEqual([{ email: OWNER, subject: OWNER, new_value: { address: `ip:${ELSEWHERE}`, knownDevice: false } }]);
    // Failures for emails that are no admin's are not the owner's business: only their block is logged.
    expect(failed.every((f) => f.email === OWNER)).toBe(true);
  });
});
