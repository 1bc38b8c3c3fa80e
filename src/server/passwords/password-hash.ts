// Passwords are stored only as scrypt hashes: scrypt$N$r$p$salt$hash (salt and hash in base64url),
// a fresh 16-byte salt per password, compared in constant time. The cost is written into each hash,
// so a hash made under an older cost keeps working and is replaced on the next right password
// (needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export type ScryptCost = { readonly N: number; readonly r: number; readonly p: number };

// OWASP's Password Storage Cheat Sheet: scrypt with N=2^17 (128 MiB), r=8, p=1 at least, or one of
// its rows of equal strength that trade memory for passes (N=2^16 p=2, N=2^15 p=3, ...).
/** The admins' passwords: OWASP's first row, 128 MiB per check; a handful of people sign in. */
export const ADMIN_PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * The site password: OWASP's equal-strength row N=2^15, r=8, p=3, 32 MiB per check. A drop's whole
 * crowd unlocks at once, and a process that serves them together (the local runtime, any one-process
 * host) runs four checks at a time on Node's thread pool: 128 MiB instead of 512.
 */
export const SITE_PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes (and 128·r·p more); twice that leaves room without allowing a hostile row more.
  const scryptOptions: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, scryptOptions, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `salt` only when rehashing a known password under a new cost (see rehashKeepingSalt). */
export async function hashPassword(password: string, cost: ScryptCost, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parsePasswordHash(encoded: string): Parsed | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = encoded.split('$');
  if (scheme !== 'scrypt' || rest.length || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds keep a damaged or hostile row from asking for gigabytes of memory.
  const powerOfTwo = Number.isInteger(params.N) && params.N >= 2 ** 10 && params.N <= 2 ** 20 && (params.N & (params.N - 1)) === 0;
  if (
    !powerOfTwo ||
    !Number.isInteger(params.r) ||
    params.r < 1 ||
    params.r > 32 ||
    !Number.isInteger(params.p) ||
    params.p < 1 ||
    params.p > 4
  )
    return undefined;
  const parsed = { ...params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  return parsed.salt.length >= 8 && parsed.key.length >= 16 ? parsed : undefined;
}

/** True when the password matches the stored hash; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, encoded: string | null): Promise<boolean> {
  const parsed = encoded ? parsePasswordHash(encoded) : undefined;
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** A readable hash made under another cost than `cost` (an older, cheaper one): replace it at the next right password. */
export function needsRehash(encoded: string, cost: ScryptCost): boolean {
  const parsed = parsePasswordHash(encoded);
  return parsed !== undefined && (parsed.N !== cost.N || parsed.r !== cost.r || parsed.p !== cost.p || parsed.key.length !== KEY_LENGTH);
}

/**
 * The same (just verified) password under `cost`, with the hash's own salt: the salt is what stays
 * when only the cost changes (the site password's cookie version is derived from it).
 */
export async function rehashKeepingSalt(password: string, encoded: string, cost: ScryptCost): Promise<string> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) throw new Error('rehashKeepingSalt needs a readable hash');
  return hashPassword(password, cost, parsed.salt);
}

/** The salt part of a hash as stored (undefined for an unreadable hash): one per password set. */
export const saltOf = (encoded: string): string | undefined => (parsePasswordHash(encoded) ? encoded.split('$')[4] : undefined);
