// The Supabase Auth path: POST /api/admin/session with the access token as a Bearer. Supabase Auth
// is outside this machine, so a small local http server stands in for it: the project's JWKS
// (SUPABASE_URL/auth/v1/.well-known/jwks.json) and its user endpoint (GET /auth/v1/user, which
// answers the user behind a token, with whether the email was confirmed). The tests mint tokens with
// their own key pair. Those two endpoints are the only stand-in: the handler, jose's checks and the
// database are the real ones.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import session from '../../netlify/functions/admin-session.ts';
import me from '../../netlify/functions/admin-me.ts';
import authConfig from '../../netlify/functions/admin-auth-config.ts';
import { AUTH_ERROR_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { db } from '../../src/server/db/client.ts';
import { call, makeAdmin, resetAdminArea } from './admin-helpers.ts';

let server: Server;
let base: string;
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwksRequests = 0;
/** Supabase Auth's users, by id (the token's sub); a token whose sub is not here is answered 401, as Supabase does for a signed-out session. */
type StandInUser = { id: string; email?: string; email_confirmed_at?: string | null; is_anonymous?: boolean };
let users = new Map<string, StandInUser>();
let userRequests: { apikey: string | undefined; authorization: string | undefined }[] = [];
let userEndpointDown = false;
const confirmed = (id: string, email: string): StandInUser => ({
  id,
  email,
  email_confirmed_at: '2026-11-01T10:00:00Z',
  is_anonymous: false,
});
const LEGACY_SECRET = 'legacy-project-jwt-secret-0123456789abcdef';

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('ES256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key-1', alg: 'ES256', use: 'sig' };
  server = createServer((req, res) => {
    if (req.url === '/auth/v1/user' && req.method === 'GET') {
      userRequests.push({ apikey: req.headers.apikey as string | undefined, authorization: req.headers.authorization });
      if (userEndpointDown) return void res.writeHead(503).end('{}');
      if (req.headers.apikey !== 'public-anon-key')
        return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"No API key found in request"}');
      // The stand-in reads the user id from the token; the real Supabase checks the signature too,
      // as the function did before asking.
      const payload = JSON.parse(Buffer.from((req.headers.authorization ?? '').split('.')[1] ?? '', 'base64url').toString() || '{}') as {
        sub?: string;
      };
      const user = users.get(payload.sub ?? '');
      if (!user)
        return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":403,"error_code":"session_not_found"}');
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ aud: 'authenticated', role: 'authenticated', ...user }));
    }
    if (req.url !== '/auth/v1/.well-known/jwks.json') return void res.writeHead(404).end();
    jwksRequests++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  process.env.SUPABASE_URL = base;
  process.env.SUPABASE_ANON_KEY = 'public-anon-key';
  delete process.env.SUPABASE_JWT_SECRET;
});
afterAll(async () => {
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
  delete process.env.SUPABASE_JWT_SECRET;
  await new Promise((resolve) => server.close(resolve));
  await resetAdminArea();
});
beforeEach(async () => {
  await resetAdminArea();
  await makeAdmin('owner@test.dz');
  users = new Map([
    ['user-1', confirmed('user-1', 'owner@test.dz')],
    ['user-2', confirmed('user-2', 'stranger@test.dz')],
  ]);
  userRequests = [];
  userEndpointDown = false;
});

type Claims = { email?: string; aud?: string; iss?: string; exp?: number; sub?: string; role?: string; is_anonymous?: boolean };
const now = () => Math.floor(Date.now() / 1000);
async function mint(claims: Claims = {}, key: CryptoKey | Uint8Array = signingKey, alg = 'ES256'): Promise<string> {
  const c = {
    email: 'owner@test.dz',
    aud: 'authenticated',
    iss: `${base}/auth/v1`,
    exp: now() + 3600,
    sub: 'user-1',
    role: 'authenticated',
    is_anonymous: false,
    ...claims,
  };
  return new SignJWT({ email: c.email, role: c.role, is_anonymous: c.is_anonymous })
    .setProtectedHeader({ alg, kid: 'test-key-1', typ: 'JWT' })
    .setSubject(c.sub)
    .setAudience(c.aud)
    .setIssuer(c.iss)
    .setIssuedAt(now() - 10)
    .setExpirationTime(c.exp)
    .sign(key);
}
const exchange = (token: string | undefined, scheme = 'Bearer') =>
  call(session, '/api/admin/session', { method: 'POST', headers: token === undefined ? {} : { authorization: `${scheme} ${token}` } });
const refused = { error: { code: 'not_authorized', message: AUTH_ERROR_MESSAGE } };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/admin/session (Supabase access token)', () => {
  it('exchanges a valid token of an admin email for an admin session', async () => {
    const { status, body } = await exchange(await mint({ email: 'Owner@Test.dz' }));
    expect(status).toBe(200);
    expect(body.email).toBe('owner@test.dz');
    expect((await call(me, '/api/admin/me', { token: body.token })).body.email).toBe('owner@test.dz');
    const [row] = await db()`select method from admin_sessions`;
    expect(row!.method).toBe('supabase');
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it("asks Supabase Auth, with the project's public key, who the token belongs to; the answer sets the browser's session cookie", async () => {
    const token = await mint();
    const answer = await exchange(token);
    expect(answer.status).toBe(200);
    expect(userRequests).toEqual([{ apikey: 'public-anon-key', authorization: `Bearer ${token}` }]);
    expect(answer.response.headers.get('set-cookie')).toMatch(
      /^__Secure-admin_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api\/admin\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('refuses a signed token that does not prove the email: anonymous, a role other than authenticated, an unconfirmed email', async () => {
    users.set('anon-user', { id: 'anon-user', email: '', is_anonymous: true });
    users.set('unconfirmed', { id: 'unconfirmed', email: 'owner@test.dz', email_confirmed_at: null, is_anonymous: false });
    users.set('no-confirmation-field', { id: 'no-confirmation-field', email: 'owner@test.dz' });
    const tokens = {
      // Each carries the listed email and a valid signature: the signature alone let them in before.
      anonymousUser: await mint({ sub: 'anon-user', is_anonymous: true }),
      anonymousClaimOnly: await mint({ is_anonymous: true }),
      anonRole: await mint({ role: 'anon' }),
      serviceRole: await mint({ role: 'service_role' }),
      noRole: await mint({ role: '' }),
      unconfirmedEmail: await mint({ sub: 'unconfirmed' }),
      noConfirmationField: await mint({ sub: 'no-confirmation-field' }),
      // The user changed the email since; the token still carries the listed one.
      anotherEmailNow: await mint({ sub: 'user-2' }),
      // Signed out of Supabase since the token was made (Supabase answers 401 for it).
      signedOutOfSupabase: await mint({ sub: 'gone-user' }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect(await exchange(token), name).toMatchObject({ status: 403, body: refused });
    }
    expect((await db()`select 1 from admin_sessions`).length).toBe(0);
    expect((await db()`select 1 from admin_session_cookies`).length).toBe(0);
  });

  it("refuses while Supabase Auth cannot say who the token belongs to, or without the project's public key", async () => {
    userEndpointDown = true;
    expect(await exchange(await mint())).toMatchObject({ status: 403, body: refused });
    userEndpointDown = false;
    delete process.env.SUPABASE_ANON_KEY;
    try {
      expect(await exchange(await mint())).toMatchObject({ status: 403, body: refused });
    } finally {
      process.env.SUPABASE_ANON_KEY = 'public-anon-key';
    }
    expect((await exchange(await mint())).status).toBe(200);
  });

  it("refuses an email that is not an admin email, with the spec's authentication error", async () => {
    expect(await exchange(await mint({ email: 'stranger@test.dz', sub: 'user-2' }))).toMatchObject({ status: 403, body: refused });
    expect((await db()`select 1 from admin_accounts where email = 'stranger@test.dz'`).length).toBe(0);
  });

  it('refuses alg none, a wrong key, a wrong audience, a wrong issuer, an expired token and no token', async () => {
    const good = await mint();
    const [, payload] = good.split('.');
    const tokens = {
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      noneSigned: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${good.split('.')[2]}`,
      wrongKey: await mint({}, otherKey),
      wrongAudience: await mint({ aud: 'anon' }),
      wrongIssuer: await mint({ iss: 'https://evil.example/auth/v1' }),
      expired: await mint({ exp: now() - 60 }),
      // HS256 signed with the public JWK's bytes: the classic algorithm confusion.
      hs256WithoutSecret: await mint({}, new TextEncoder().encode(JSON.stringify(await exportJWK(signingKey))), 'HS256'),
      tampered: `${good.split('.')[0]}.${b64({ email: 'owner@test.dz', aud: 'authenticated', iss: `${base}/auth/v1`, exp: now() + 99999, sub: 'x' })}.${good.split('.')[2]}`,
      garbage: 'not-a-token',
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect(await exchange(token), name).toMatchObject({ status: 403, body: refused });
    }
    expect(await exchange(undefined)).toMatchObject({ status: 403, body: refused });
    expect(await exchange(good, 'Basic')).toMatchObject({ status: 403, body: refused });
    expect((await db()`select 1 from admin_sessions`).length).toBe(0);
  });

  it('a project on the legacy shared secret: HS256 tokens signed with SUPABASE_JWT_SECRET are checked with it', async () => {
    process.env.SUPABASE_JWT_SECRET = LEGACY_SECRET;
    try {
      const secret = new TextEncoder().encode(LEGACY_SECRET);
      expect((await exchange(await mint({}, secret, 'HS256'))).status).toBe(200);
      expect((await exchange(await mint({}, new TextEncoder().encode('another-secret-0123456789abcdef012345'), 'HS256'))).status).toBe(403);
      expect((await exchange(await mint({ exp: now() - 60 }, secret, 'HS256'))).status).toBe(403);
      expect((await exchange(await mint({ aud: 'anon' }, secret, 'HS256'))).status).toBe(403);
      // The asymmetric keys keep working beside it.
      expect((await exchange(await mint())).status).toBe(200);
    } finally {
      delete process.env.SUPABASE_JWT_SECRET;
    }
  });

  it('without SUPABASE_URL the path is closed', async () => {
    const token = await mint();
    delete process.env.SUPABASE_URL;
    try {
      expect(await exchange(token)).toMatchObject({ status: 403, body: refused });
      expect((await call(authConfig, '/api/admin/auth-config')).body).toEqual({ supabase: null, passwordSignIn: true });
    } finally {
      process.env.SUPABASE_URL = base;
    }
  });

  it('GET /api/admin/auth-config tells the island the project (public values only)', async () => {
    expect((await call(authConfig, '/api/admin/auth-config')).body).toEqual({
      supabase: { url: base, anonKey: 'public-anon-key' },
      passwordSignIn: true,
    });
  });
});
