// The Supabase Auth path: the island signs in with supabase-js and sends its access token; this
// checks it before any admin session is made. Asymmetric project keys are fetched from the
// project's JWKS (cached by jose); a project still on the legacy shared secret sets
// SUPABASE_JWT_SECRET and its HS256 tokens are checked with it. exp, iss and aud are checked;
// 'none' and any algorithm not listed here are refused. Then the email must be proven: a signed
// token is not enough (an anonymous sign-in, or a sign-up with someone else's address, gets one too),
// so the token must be a signed-in user's (role 'authenticated', not is_anonymous) and Supabase Auth
// must say that this user confirmed the email (supabase-user.ts).
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTVerifyOptions } from 'jose';
import { confirmedEmailOf } from './supabase-user.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

export type SupabaseCheck =
  { ok: true; email: string } | { ok: false; reason: 'not_configured' | 'invalid' | 'no_email' | 'not_proven' | 'unavailable' };

const ASYMMETRIC = ['RS256', 'ES256', 'EdDSA'];
const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const jwksOf = (base: string) => {
  let jwks = jwksByUrl.get(base);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`), { timeoutDuration: 5000 });
    jwksByUrl.set(base, jwks);
  }
  return jwks;
};

export const supabaseUrl = (env: ShopEnv = shopEnv()) => env.SUPABASE_URL?.trim().replace(/\/+$/, '') || undefined;

export async function verifySupabaseAccessToken(token: string, env: ShopEnv = shopEnv()): Promise<SupabaseCheck> {
  const base = supabaseUrl(env);
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  if (!base || !anonKey) return { ok: false, reason: 'not_configured' };
  const options: JWTVerifyOptions = {
    issuer: `${base}/auth/v1`,
    audience: 'authenticated',
    requiredClaims: ['exp', 'sub'],
    clockTolerance: 5,
  };
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { ok: false, reason: 'invalid' }; // not a JWT at all
  }
  let payload: Record<string, unknown>;
  try {
    const secret = env.SUPABASE_JWT_SECRET?.trim();
    ({ payload } =
      alg === 'HS256' && secret
        ? await jwtVerify(token, new TextEncoder().encode(secret), { ...options, algorithms: ['HS256'] })
        : await jwtVerify(token, jwksOf(base), { ...options, algorithms: ASYMMETRIC }));
  } catch (error) {
    // A forged, expired or foreign token is expected traffic, not an incident; an unreachable JWKS is.
    const code = (error as { code?: string }).code ?? '';
    if (!/^ERR_JW[TSK]_|^ERR_JOSE_/.test(code) || code === 'ERR_JWKS_TIMEOUT') console.error('[admin] Supabase token check failed:', error);
    return { ok: false, reason: 'invalid' };
  }
  // 'anon' and 'service_role' are keys, not people; an anonymous user has no email to prove.
  if (payload.role !== 'authenticated' || payload.is_anonymous === true) return { ok: false, reason: 'not_proven' };
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email) return { ok: false, reason: 'no_email' };
  const user = await confirmedEmailOf(base, anonKey, token, String(payload.sub));
  if (!user.ok) return user;
  // The token's email must still be the user's (an email change not yet in the token is refused).
  return user.email === email ? { ok: true, email } : { ok: false, reason: 'not_proven' };
}
