// The signed unlock cookie of the site gate. Web Crypto only: the same code runs in the gate
// function (Node) and in the edge function (Deno), and never needs the database.
//
// version = HMAC(secret, the password hash's salt), truncated: changes when the password changes
//           (a fresh salt), so every old cookie stops working, yet reveals nothing about the hash.
// cookie  = <issued>.<nonce>.<HMAC(secret, version + issued + nonce)>: unforgeable without the
//           secret. No expiry date, so the browser drops it when the session ends, as the spec says;
//           and the edge refuses it a week after it was issued even if the browser never closes.
// The __Host- prefix makes browsers refuse it unless it is Secure, for the whole site and set by
// this very host: no sibling subdomain can plant or overwrite it.
export const UNLOCK_COOKIE = '__Host-site_unlock';
export const UNLOCK_MAX_AGE_SECONDS = 7 * 24 * 3600;
// A clock a little ahead of the edge's is not a forgery.
const CLOCK_SKEW_SECONDS = 300;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The bytes of a base64url text, only when it is the one text those bytes encode to. The last
 * character of a 32-byte signature carries 4 bits and 2 unused ones: a decoder that ignores them
 * reads four different texts as one signature, so an altered token would still verify.
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return undefined; // no base64 has that length
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return toBase64Url(bytes) === text ? bytes : undefined;
}

/** HMAC-SHA-256 of a message (each kind of token starts its message with its own name). */
export async function sign(secret: string, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message)));
}

/** Whether `signature` (base64url) is this secret's HMAC of the message, compared in constant time by Web Crypto. */
export async function hasValidSignature(secret: string, message: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes || bytes.length !== 32) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(message));
}

/** The cookie version of a site password (the server passes its salt): 128 bits of HMAC(secret, it). */
export async function cookieVersion(secret: string, passwordHash: string): Promise<string> {
  return toBase64Url((await sign(secret, `gate-version\n${passwordHash}`)).slice(0, 16));
}

const unlockMessage = (version: string, issued: string, nonce: string) => `gate-unlock\n${version}\n${issued}\n${nonce}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A fresh unlock token for the current password version, stamped with its issue time (Unix seconds). */
export async function issueUnlockToken(secret: string, version: string, issuedAt: number = nowSeconds()): Promise<string> {
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const issued = String(Math.floor(issuedAt));
  return `${issued}.${nonce}.${toBase64Url(await sign(secret, unlockMessage(version, issued, nonce)))}`;
}

/**
 * True only for a token this secret signed for this version, issued at most a week before `now`
 * (the signature is checked in constant time by Web Crypto).
 */
export async function isValidUnlockToken(
  secret: string,
  version: string,
  token: string | undefined,
  now: number = nowSeconds(),
): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [issued, nonce, signature, ...rest] = token.split('.');
  if (!issued || !nonce || !signature || rest.length > 0 || nonce.length < 16 || !/^\d{1,12}$/.test(issued)) return false;
  const age = now - Number(issued);
  if (age > UNLOCK_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return false;
  return hasValidSignature(secret, unlockMessage(version, issued, nonce), signature);
}

/** The value of one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/**
 * Secure everywhere, as the __Host- prefix requires. Browsers count http://localhost and
 * http://127.0.0.1 (the local runtime) as secure, so the cookie works there too; a plain-HTTP
 * address of another machine (a phone on the LAN) cannot unlock: use localhost or HTTPS.
 */
export function unlockCookieHeader(token: string): string {
  // No Expires / Max-Age on purpose: a session cookie, gone when the browser closes.
  return `${UNLOCK_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Secure`;
}
