// The one stand-in of the admin browser tests: Supabase Auth (and Google behind it) is outside this
// machine, so a local server plays the endpoints the shop touches: the project's JWKS (the session
// function checks tokens against it), /auth/v1/user (the session function asks who a token belongs
// to and whether that email was confirmed: every minted user has confirmed it), /auth/v1/otp (the email link is "sent": recorded), /auth/v1/
// authorize (Google's consent, answered at once by sending the browser back with a token) and
// /auth/v1/logout (the island's sign-out of a refused identity). Tokens are minted with the test's
// own key pair, as Supabase would sign them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';

import { standInPort, standInUrl } from './admin-supabase-port.ts';

export type SupabaseStandIn = {
  url: string;
  mint: (email: string, options?: { expiresInSeconds?: number }) => Promise<string>;
  /** Bearer tokens the island sent to /auth/v1/logout. */
  signedOut: string[];
  /** Email links asked for (POST /auth/v1/otp): to whom, and where the link leads back. */
  emailLinks: { email: string; redirectTo: string; createUser: unknown }[];
  /** Who signs in when the browser goes through "Google" (/auth/v1/authorize). */
  googleAccount: { email: string };
  close: () => Promise<void>;
};

export async function startSupabaseStandIn(sitePort: number): Promise<SupabaseStandIn> {
  const url = standInUrl(sitePort);
  const { publicJwk, privateKey } = await keyPairFor(sitePort);
  const publicKey = await importJWK(publicJwk, 'ES256');
  const jwk = { ...publicJwk, kid: 'e2e-key', alg: 'ES256', use: 'sig' };
  const signedOut: string[] = [];
  const emailLinks: SupabaseStandIn['emailLinks'] = [];
  const googleAccount = { email: '' };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', url);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.url === '/auth/v1/.well-known/jwks.json')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    if (path.pathname === '/auth/v1/user' && req.method === 'GET') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      void jwtVerify(token, publicKey, { issuer: `${url}/auth/v1` }).then(
        ({ payload }) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: payload.sub,
              aud: 'authenticated',
              role: 'authenticated',
              email: payload.email,
              email_confirmed_at: new Date(0).toISOString(),
              is_anonymous: false,
            }),
          ),
        () => res.writeHead(401, { 'content-type': 'application/json' }).end('{"error_code":"bad_jwt"}'),
      );
      return;
    }
    if (path.pathname === '/auth/v1/logout' && req.method === 'POST') {
      signedOut.push((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return void res.writeHead(204).end();
    }
    if (path.pathname === '/auth/v1/otp' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const sent = JSON.parse(body) as { email: string; create_user: unknown };
        emailLinks.push({ email: sent.email, redirectTo: path.searchParams.get('redirect_to') ?? '', createUser: sent.create_user });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      return;
    }
    if (path.pathname === '/auth/v1/authorize' && path.searchParams.get('provider') === 'google') {
      const back = path.searchParams.get('redirect_to') ?? '';
      void mint(googleAccount.email).then((token) =>
        res.writeHead(302, { location: `${back}#access_token=${token}&expires_in=3600&refresh_token=r&token_type=bearer` }).end(),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(standInPort(sitePort), '127.0.0.1', resolve);
  });
  const mint = (email: string, options: { expiresInSeconds?: number } = {}) =>
    new SignJWT({ email, role: 'authenticated', is_anonymous: false })
      .setProtectedHeader({ alg: 'ES256', kid: 'e2e-key', typ: 'JWT' })
      .setIssuer(`${url}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600))
      .sign(privateKey);
  return { url, mint, signedOut, emailLinks, googleAccount, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * One key pair per test site, kept beside its database: the site caches the JWKS it fetched, so a
 * stand-in started again (Playwright restarts its worker after a failure) must sign with the same key.
 */
async function keyPairFor(sitePort: number): Promise<{ publicJwk: JWK; privateKey: CryptoKey }> {
  const file = `.data/e2e-${sitePort}-supabase-key.json`;
  if (!existsSync(file)) {
    const pair = await generateKeyPair('ES256', { extractable: true });
    writeFileSync(file, JSON.stringify({ publicJwk: await exportJWK(pair.publicKey), privateJwk: await exportJWK(pair.privateKey) }));
  }
  const { publicJwk, privateJwk } = JSON.parse(readFileSync(file, 'utf8')) as { publicJwk: JWK; privateJwk: JWK };
  return { publicJwk, privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey };
}
