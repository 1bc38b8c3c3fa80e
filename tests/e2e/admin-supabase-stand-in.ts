// The one stand-in of the admin browser tests: Supabase Auth is outside this machine, so a local
// server plays its two endpoints the shop touches (the project's JWKS, which the session function
// checks tokens against, and /auth/v1/logout, which the island calls for a refused identity) and
// the test mints access tokens with its own key pair, as Supabase would sign them.
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

import { standInPort, standInUrl } from './admin-supabase-port.ts';

export type SupabaseStandIn = {
  url: string;
  mint: (email: string, options?: { expiresInSeconds?: number }) => Promise<string>;
  /** Bearer tokens the island sent to /auth/v1/logout. */
  signedOut: string[];
  close: () => Promise<void>;
};

export async function startSupabaseStandIn(sitePort: number): Promise<SupabaseStandIn> {
  const url = standInUrl(sitePort);
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'ES256', use: 'sig' };
  const signedOut: string[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.url === '/auth/v1/.well-known/jwks.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    if (req.url?.startsWith('/auth/v1/logout') && req.method === 'POST') {
      signedOut.push((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return void res.writeHead(204).end();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(standInPort(sitePort), '127.0.0.1', resolve);
  });
  const mint = (email: string, options: { expiresInSeconds?: number } = {}) =>
    new SignJWT({ email, role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'e2e-key', typ: 'JWT' })
      .setIssuer(`${url}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600))
      .sign(privateKey as CryptoKey);
  return { url, mint, signedOut, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
