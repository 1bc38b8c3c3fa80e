// The site password is stored only as an scrypt hash: scrypt$N$r$p$salt$hash (salt and hash in
// base64url), a fresh 16-byte salt per password, compared in constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// 2^15 × 8 × 128 bytes = 32 MiB and about 0.1 s per check: slow for a guesser, fine for a function.
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }, keyLength: number): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, scryptOptions, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parsePasswordHash(encoded: string): Parsed | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = encoded.split('$');
  if (scheme !== 'scrypt' || rest.length || !salt || !key) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds keep a damaged or hostile row from asking for gigabytes of memory.
  const powerOfTwo = Number.isInteger(params.N) && params.N >= 2 ** 10 && params.N <= 2 ** 20 && (params.N & (params.N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(params.r) || params.r < 1 || params.r > 32 || !Number.isInteger(params.p) || params.p < 1 || params.p > 4) return undefined;
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
