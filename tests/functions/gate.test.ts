// POST /api/gate, the real handler on the real database, and the edge module checking its cookies.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import gate from '../../netlify/functions/gate.ts';
import { db } from '../../src/server/db/client.ts';
import { changeGatePassword, setGateLimits, setGateProtection } from '../../src/server/gate/gate-protection.ts';
import { addressKey } from '../../src/domain/admin/client-address.ts';
import { DEFAULT_GATE_LIMITS } from '../../src/domain/gate/throttle.ts';
import { PLACEHOLDER_PASSWORD } from '../../src/server/passwords/placeholder.ts';
import { getGateSettings, saveGatePasswordHash } from '../../src/server/settings/gate-settings.repo.ts';
import { hashPassword, saltOf, SITE_PASSWORD_COST } from '../../src/server/passwords/password-hash.ts';
import { bakeGateConfig, gateForBuild } from '../../src/server/gate/gate-build.ts';
import { siteLock } from '../../src/domain/gate/site-lock.ts';
import { endWait, resetGateSettings } from '../db/gate-helpers.ts';

process.env.GATE_COOKIE_SECRET = 'function-test-secret-0123456789-0123456789';
const PASSWORD = 'night-drop-0417';
const sql = db();

const post = (body: unknown, ip: string, init: RequestInit = {}) =>
  gate(
    new Request('https://shop.example/api/gate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    }),
    { ip, requestId: randomUUID() },
  );
const byte = () => Math.floor(Math.random() * 256);
const address = () => `10.${byte()}.${byte()}.${byte()}`;
const attempts = async (ip: string) =>
  (await sql<{ failures: number }[]>`select failures from login_attempts where scope = 'gate' and client_key = ${addressKey(ip)}`)[0]
    ?.failures ?? 0;
const endWaitOf = (ip: string) => endWait(addressKey(ip));

beforeAll(async () => {
  await changeGatePassword(sql, PASSWORD);
  await setGateProtection(sql, true, { production: true });
});
afterAll(resetGateSettings);

// Each password check costs OWASP's scrypt (several seconds each on a loaded machine): room for a dozen in a row.
describe('POST /api/gate', { timeout: 120_000 }, () => {
  it('refuses other methods, oversized and malformed bodies', async () => {
    const get = await gate(new Request('https://shop.example/api/gate'), { ip: address() });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await post({ password: 'x'.repeat(2000) }, address())).status).toBe(413);
    expect((await post('{"password":', address())).status).toBe(400);
    for (const body of [{}, { password: '' }, { password: 42 }, { password: 'x'.repeat(201) }]) {
      expect((await post(body, address())).status, JSON.stringify(body).slice(0, 30)).toBe(422);
    }
  });

  it('answers a wrong password with 401, then with a growing delay to wait', async () => {
    const ip = address();
    const answers = [];
    for (let n = 1; n <= 4; n++) {
      const response = await post({ password: `guess-${n}` }, ip);
      answers.push([response.status, await response.json(), response.headers.get('retry-after')]);
      await endWaitOf(ip);
    }
    const invalid = (retryAfterSeconds: number) => ({
      error: { code: 'invalid_password', message: 'Invalid access credentials. Please try again.', retryAfterSeconds },
    });
    expect(answers).toEqual([
      [401, invalid(0), null],
      [401, invalid(0), null],
      [401, invalid(2), '2'],
      [401, invalid(4), '4'],
    ]);
    expect(await attempts(ip)).toBe(4);
  });

  it('lets the right password in while the address waits: a carrier NAT shares one address among many shoppers', async () => {
    const ip = address();
    for (let n = 1; n <= 3; n++) await post({ password: 'wrong-one' }, ip);
    const wrong = await post({ password: 'wrong-during-the-wait' }, ip);
    expect(wrong.status).toBe(401);
    expect(Number(wrong.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await post({ password: PASSWORD }, ip);
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).toMatch(/^__Host-site_unlock=/);
  });

  it('refuses even the right password under the hard lockout (429 with the seconds left), reached by many failures', async () => {
    await setGateLimits(sql, { ...DEFAULT_GATE_LIMITS, hardLockoutAfter: 12 });
    try {
      const ip = address();
      for (let n = 1; n <= 11; n++) {
        await post({ password: `wrong-${n}` }, ip);
        await endWaitOf(ip);
      }
      expect((await post({ password: 'wrong-12' }, ip)).status).toBe(429);
      const response = await post({ password: PASSWORD }, ip);
      expect(response.status).toBe(429);
      const body = (await response.json()) as { error: { code: string; message: string; retryAfterSeconds: number } };
      expect(body.error.code).toBe('too_many_attempts');
      expect(body.error.retryAfterSeconds).toBeGreaterThan(890);
      expect(body.error.message).toBe(`Too many failed attempts. Please try again in ${body.error.retryAfterSeconds} seconds.`);
      expect(response.headers.get('retry-after')).toBe(String(body.error.retryAfterSeconds));
      expect(response.headers.get('set-cookie')).toBeNull();
    } finally {
      await setGateLimits(sql, DEFAULT_GATE_LIMITS);
    }
  });

  it('counts an IPv6 /64 as one address: a new address in the same /64 brings no new guesses', async () => {
    const prefix = `2001:db8:${byte().toString(16)}:${byte().toString(16)}`;
    for (let n = 1; n <= 3; n++) await post({ password: `wrong-${n}` }, `${prefix}::${n}`);
    expect(await attempts(`${prefix}::ffff`)).toBe(3);
    const next = await post({ password: 'wrong-4' }, `${prefix}:1234:5678:9abc:def0`);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(4); // the 4th failure of the /64
    expect(await attempts(`2001:db8:ffff:${byte().toString(16)}::1`)).toBe(0);
  });

  it('slows every address down once the whole site passes its budget of failures per minute', async () => {
    await sql`delete from gate_failure_window`;
    await setGateLimits(sql, { ...DEFAULT_GATE_LIMITS, failuresPerMinute: 3 });
    try {
      for (let n = 1; n <= 3; n++) expect((await post({ password: 'spray' }, address())).status).toBe(401); // first failures: no wait
      const ip = address();
      const first = await post({ password: 'spray-again' }, ip);
      expect(first.status).toBe(401);
      expect(first.headers.get('retry-after')).toBe('30'); // its first failure, yet it waits
      expect((await post({ password: PASSWORD }, ip)).status).toBe(429); // a waiting address is not even checked
      expect((await post({ password: PASSWORD }, address())).status).toBe(200); // a shopper with the password gets in
    } finally {
      await setGateLimits(sql, DEFAULT_GATE_LIMITS);
      await sql`delete from gate_failure_window`;
    }
  });

  it('locks an address out for 300 s at the 10th failure, yet lets the right password in', async () => {
    const ip = address();
    let last: Response | undefined;
    for (let n = 1; n <= 10; n++) {
      last = await post({ password: 'still-wrong' }, ip);
      if (n < 10) await endWaitOf(ip); // skip the delays, keep the lockout
    }
    expect(last!.status).toBe(429);
    expect(await last!.json()).toEqual({
      error: { code: 'too_many_attempts', message: 'Too many failed attempts. Please try again in 300 seconds.', retryAfterSeconds: 300 },
    });
    expect(last!.headers.get('retry-after')).toBe('300');
    expect((await post({ password: 'still-wrong-11' }, ip)).status).toBe(429);
    expect((await post({ password: PASSWORD }, ip)).status).toBe(200);
  });

  it('unlocks with the right password: a __Host- session cookie (no expiry), HttpOnly, SameSite=Lax, Secure, and a reset counter', async () => {
    const ip = address();
    await post({ password: 'almost' }, ip);
    await post({ password: 'almost-2' }, ip);
    expect(await attempts(ip)).toBe(2);
    const response = await post({ password: PASSWORD }, ip);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-site_unlock=\d{10}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookie).not.toMatch(/expires|max-age/i);
    expect(await attempts(ip)).toBe(0);
  });

  it('answers with the security headers, like every function', async () => {
    const response = await post({ password: 'wrong' }, address());
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses the shipped placeholder password anywhere but an embedded database', async () => {
    const embedded = process.env.DATABASE_EMBEDDED;
    await saveGatePasswordHash(sql, await hashPassword(PLACEHOLDER_PASSWORD, SITE_PASSWORD_COST));
    try {
      process.env.DATABASE_EMBEDDED = '0';
      expect((await post({ password: PLACEHOLDER_PASSWORD }, address())).status).toBe(401);
      process.env.DATABASE_EMBEDDED = '1';
      expect((await post({ password: PLACEHOLDER_PASSWORD }, address())).status).toBe(200);
    } finally {
      process.env.DATABASE_EMBEDDED = embedded;
      await changeGatePassword(sql, PASSWORD);
    }
  });

  it('does not exist while protection is off (404)', async () => {
    await setGateProtection(sql, false);
    try {
      const response = await post({ password: PASSWORD }, address());
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
      expect(response.headers.get('set-cookie')).toBeNull();
    } finally {
      await setGateProtection(sql, true, { production: true });
    }
  });

  it('compares the password exactly', async () => {
    for (const near of [PASSWORD.toUpperCase(), ` ${PASSWORD}`, `${PASSWORD} `, PASSWORD.slice(0, -1)]) {
      expect((await post({ password: near }, address())).status).toBe(401);
    }
  });
});

describe('the edge module with cookies from the real function', { timeout: 120_000 }, () => {
  async function unlockCookie(): Promise<string> {
    const response = await post({ password: PASSWORD }, address());
    return response.headers.get('set-cookie')!.split(';')[0]!;
  }
  async function edge() {
    const config = bakeGateConfig(await gateForBuild(sql, process.env), { en: '<html>PASSWORD REQUIRED</html>' });
    const handler = siteLock(config, () => process.env.GATE_COOKIE_SECRET);
    return async (cookie?: string) => {
      const next = async () => new Response('the shop');
      const request = new Request('https://shop.example/shop', cookie ? { headers: { cookie } } : {});
      return (await handler(request, { next })).status;
    };
  }

  it('lets the issued cookie in and refuses a missing, forged or altered one', async () => {
    const visit = await edge();
    const cookie = await unlockCookie();
    expect(await visit(cookie)).toBe(200);
    expect(await visit()).toBe(401);
    expect(await visit('__Host-site_unlock=true')).toBe(401);
    const [name, value] = cookie.split('=') as [string, string];
    const [nonce, signature] = value.split('.') as [string, string];
    expect(await visit(`${name}=${nonce}.${signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`)).toBe(401);
    expect(await visit(`${name}=${nonce.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.${signature}`)).toBe(401);
  });

  it('an old-cost hash of the site password keeps working, is rehashed at the next unlock with its salt, and signs no shopper out', async () => {
    // At the production cost: the other tests' database runs with TEST_PASSWORD_COST=low (tests/setup/db-env.ts).
    const testCost = process.env.TEST_PASSWORD_COST;
    delete process.env.TEST_PASSWORD_COST;
    onTestFinished(() => {
      process.env.TEST_PASSWORD_COST = testCost;
    });
    await saveGatePasswordHash(sql, await hashPassword(PASSWORD, { N: 2 ** 15, r: 8, p: 1 }));
    const { passwordHash: old } = await getGateSettings(sql);
    const settingsVersion = (await sql`select updated_at from site_settings where id = 1`)[0]!.updated_at;
    const lastBuild = await edge(); // baked from the old hash, as the site still runs it
    const cookie = await unlockCookie();
    const { passwordHash: upgraded } = await getGateSettings(sql);
    expect(upgraded).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(saltOf(upgraded!)).toBe(saltOf(old!));
    expect(await lastBuild(cookie)).toBe(200);
    expect(await lastBuild(await unlockCookie())).toBe(200);
    expect(await (await edge())(cookie)).toBe(200);
    // Not the owner's change: an open settings form does not turn stale.
    expect((await sql`select updated_at from site_settings where id = 1`)[0]!.updated_at).toEqual(settingsVersion);
    await changeGatePassword(sql, PASSWORD);
  });

  it('refuses every old cookie once the password changes', async () => {
    const cookie = await unlockCookie();
    await changeGatePassword(sql, 'the-next-drop-0501');
    const visit = await edge();
    expect(await visit(cookie)).toBe(401);
    await changeGatePassword(sql, PASSWORD);
  });
});
