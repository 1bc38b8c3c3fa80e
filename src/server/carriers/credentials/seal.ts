// Carrier credentials at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's secret
// GATE_COOKIE_SECRET, with a label of its own, so the database (and anyone reading a dump of it) holds
// only ciphertext. The platform and the field are bound in as associated data: a sealed value copied
// into another row or column does not open. Format: v1.<iv>.<tag>.<ciphertext>, each base64url.
// Changing GATE_COOKIE_SECRET makes the stored credentials unreadable: the owner connects again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { gateCookieSecret } from '../../gate/cookie-secret.ts';

const KEY_INFO = 'drp-shop carrier credentials v1';

// access_token: an ad platform's Conversions API / Events API token (src/server/ads/tokens.repo.ts),
// sealed the same way with the platform ('meta', 'tiktok') bound in.
export type SealedField = 'credentials' | 'webhook_secret' | 'access_token';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), KEY_INFO, 32));
}

const aad = (platform: string, field: SealedField) => Buffer.from(`${platform}:${field}`, 'utf8');

export function seal(plain: string, platform: string, field: SealedField, secret: string = gateCookieSecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(aad(platform, field));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export class UnreadableCredentials extends Error {}

/** The plain value; throws UnreadableCredentials (never the value) when it was sealed under another secret or altered. */
export function unseal(sealed: string, platform: string, field: SealedField, secret: string = gateCookieSecret()): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new UnreadableCredentials('The stored carrier credentials are malformed.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(platform, field));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableCredentials(
      'The stored carrier credentials cannot be read (the server secret changed?): connect the carrier again.',
    );
  }
}
