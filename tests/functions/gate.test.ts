// POST /api/gate, the real handler on the real database, and the edge module checking its cookies.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gate from '../../netlify/functions/gate.ts';
import { db } from '../../src/server/db/client.ts';
import { changeGatePassword, setGateProtection } from '../../src/server/gate/gate-protection.ts';
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
const address = () => `203.0.113.${randomUUID().slice(0, 8)}`;
const attempts = async (ip: string) =>
  (await sql<{ failures: number }[]>`select failures from login_attempts where scope = 'gate' and client_key = ${ip}`)[0]?.failures ?? 0;

beforeAll(async () => {
  await changeGatePassword(sql, PASSWORD);
  await setGateProtection(sql, true, { production: true });
});
afterAll(resetGateSettings);

describe('POST /api/gate', () => {
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
      await endWait(ip);
    }
    const invalid = (retryAfterSeconds: number) => ({ error: { code: 'invalid_password', message: 'Invalid access credentials. Please try again.', retryAfterSeconds } });
    expect(answers).toEqual([[401, invalid(0), null], [401, invalid(0), null], [401, invalid(2), '2'], [401, invalid(4), '4']]);
    expect(await attempts(ip)).toBe(4);
  });

  it('refuses even the right password while the address waits (429 with the seconds left)', async () => {
    const ip = address();
    for (let n = 1; n <= 3; n++) await post({ password: 'wrong-one' }, ip);
    const response = await post({ password: PASSWORD }, ip);
    expect(response.status).toBe(429);
    const body = (await response.json()) as { error: { code: string; message: string; retryAfterSeconds: number } };
    expect(body.error.code).toBe('too_many_attempts');
    expect(body.error.message).toBe(`Too many failed attempts. Please try again in ${body.error.retryAfterSeconds} seconds.`);
    expect(response.headers.get('retry-after')).toBe(String(body.error.retryAfterSeconds));
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('locks an address out for 300 s at the 10th failure', async () => {
    const ip = address();
    let last: Response | undefined;
    for (let n = 1; n <= 10; n++) {
      last = await post({ password: 'still-wrong' }, ip);
      if (n < 10) await endWait(ip); // skip the delays, keep the lockout
    }
    expect(last!.status).toBe(429);
    expect(await last!.json()).toEqual({ error: { code: 'too_many_attempts', message: 'Too many failed attempts. Please try again in 300 seconds.', retryAfterSeconds: 300 } });
    expect(last!.headers.get('retry-after')).toBe('300');
    expect((await post({ password: PASSWORD }, ip)).status).toBe(429);
    expect((await post({ password: PASSWORD }, address())).status).toBe(200); // another address is not affected
  });

  it('unlocks with the right password: a session cookie (no expiry), HttpOnly, SameSite=Lax, Secure, and a reset counter', async () => {
    const ip = address();
    await post({ password: 'almost' }, ip);
    await post({ password: 'almost-2' }, ip);
    expect(await attempts(ip)).toBe(2);
    const response = await post({ password: PASSWORD }, ip);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^site_unlock=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookie).not.toMatch(/expires|max-age/i);
    expect(await attempts(ip)).toBe(0);
  });

  it('compares the password exactly', async () => {
    for (const near of [PASSWORD.toUpperCase(), ` ${PASSWORD}`, `${PASSWORD} `, PASSWORD.slice(0, -1)]) {
      expect((await post({ password: near }, address())).status).toBe(401);
    }
  });
});

describe('the edge module with cookies from the real function', () => {
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
    expect(await visit('site_unlock=true')).toBe(401);
    const [name, value] = cookie.split('=') as [string, string];
    const [nonce, signature] = value.split('.') as [string, string];
    expect(await visit(`${name}=${nonce}.${signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`)).toBe(401);
    expect(await visit(`${name}=${nonce.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}.${signature}`)).toBe(401);
  });

  it('refuses every old cookie once the password changes', async () => {
    const cookie = await unlockCookie();
    await changeGatePassword(sql, 'the-next-drop-0501');
    const visit = await edge();
    expect(await visit(cookie)).toBe(401);
    await changeGatePassword(sql, PASSWORD);
  });
});
