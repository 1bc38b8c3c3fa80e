import { describe, expect, it } from 'vitest';
import {
  cookieVersion,
  isValidUnlockToken,
  issueUnlockToken,
  readCookie,
  unlockCookieHeader,
  UNLOCK_COOKIE,
  UNLOCK_MAX_AGE_SECONDS,
} from './unlock-cookie.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const hash = 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

describe('the cookie version', () => {
  it('is fixed for one secret and hash, and changes with either', async () => {
    const version = await cookieVersion(secret, hash);
    expect(version).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await cookieVersion(secret, hash)).toBe(version);
    expect(await cookieVersion(secret, `${hash}x`)).not.toBe(version);
    expect(await cookieVersion(`${secret}x`, hash)).not.toBe(version);
  });

  it('carries nothing of the hash', async () => {
    const version = await cookieVersion(secret, hash);
    for (const part of hash.split('$')) if (part.length > 3) expect(version).not.toContain(part.slice(0, 6));
  });
});

describe('unlock tokens', () => {
  it('verify for the secret and version they were issued for, and only those', async () => {
    const version = await cookieVersion(secret, hash);
    const token = await issueUnlockToken(secret, version);
    expect(await isValidUnlockToken(secret, version, token)).toBe(true);
    expect(await isValidUnlockToken(secret, await cookieVersion(secret, 'scrypt$other'), token)).toBe(false);
    expect(await isValidUnlockToken(`${secret}!`, version, token)).toBe(false);
  });

  it('are fresh each time', async () => {
    const version = await cookieVersion(secret, hash);
    expect(await issueUnlockToken(secret, version)).not.toBe(await issueUnlockToken(secret, version));
  });

  it('refuse forged, altered and malformed values', async () => {
    const version = await cookieVersion(secret, hash);
    const token = await issueUnlockToken(secret, version);
    const [issued, nonce, signature] = token.split('.') as [string, string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const refused = [
      undefined,
      '',
      'true',
      'unlocked=1',
      nonce,
      `${nonce}.${signature}`,
      `${issued}.${nonce}.`,
      `${issued}..${signature}`,
      `${issued}.${flip(nonce, 3)}.${signature}`,
      `${issued}.${nonce}.${flip(signature, 5)}`,
      `${token}.extra`,
      `${Number(issued) - 1}.${nonce}.${signature}`,
      `${issued}.${nonce}.${signature.slice(0, -2)}`,
      `${issued}.${nonce}.${'A'.repeat(43)}`,
      token.replace(/[A-Z]/, '+'),
      `${issued}.${nonce}.${Buffer.from(signature, 'base64url').toString('hex')}`,
      'x'.repeat(500),
    ];
    for (const value of refused) expect(await isValidUnlockToken(secret, version, value), String(value)).toBe(false);
  });

  it("refuse a signature whose last character differs only in base64's unused bits (the same bytes, another text)", async () => {
    const version = await cookieVersion(secret, hash);
    const token = await issueUnlockToken(secret, version);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A 32-byte signature is 43 characters: the last one's two low bits are unused (always 0 when issued).
    const last = alphabet.indexOf(token.at(-1)!);
    expect(last % 4).toBe(0);
    for (const unused of [1, 2, 3]) {
      const twin = token.slice(0, -1) + alphabet[last + unused];
      expect(Buffer.from(twin.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
      expect(await isValidUnlockToken(secret, version, twin), twin).toBe(false);
    }
    expect(await isValidUnlockToken(secret, version, token)).toBe(true);
  });
});

describe('the issue time', () => {
  it('is signed into the token, and a token older than 7 days is refused even in an open browser', async () => {
    const version = await cookieVersion(secret, hash);
    const issuedAt = 1_800_000_000;
    const token = await issueUnlockToken(secret, version, issuedAt);
    expect(token.split('.')[0]).toBe(String(issuedAt));
    expect(UNLOCK_MAX_AGE_SECONDS).toBe(7 * 24 * 3600);
    expect(await isValidUnlockToken(secret, version, token, issuedAt + 60)).toBe(true);
    expect(await isValidUnlockToken(secret, version, token, issuedAt + UNLOCK_MAX_AGE_SECONDS)).toBe(true);
    expect(await isValidUnlockToken(secret, version, token, issuedAt + UNLOCK_MAX_AGE_SECONDS + 1)).toBe(false);
    // Issued in the future (beyond a few minutes of clock drift): not ours.
    expect(await isValidUnlockToken(secret, version, token, issuedAt - 3600)).toBe(false);
  });
});

describe('the cookie itself', () => {
  it('is read from a Cookie header among others', () => {
    expect(readCookie('a=1; __Host-site_unlock=abc.def; b=2', UNLOCK_COOKIE)).toBe('abc.def');
    expect(readCookie('site_unlock=abc.def', UNLOCK_COOKIE)).toBeUndefined(); // the old name, settable by any subdomain
    expect(readCookie('x__Host-site_unlock=1', UNLOCK_COOKIE)).toBeUndefined();
    expect(readCookie(null, UNLOCK_COOKIE)).toBeUndefined();
  });

  it('is a __Host- cookie: Secure, HttpOnly, SameSite=Lax, for the whole site, no Domain, no expiry', () => {
    const cookie = unlockCookieHeader('1.t.s');
    expect(cookie).toBe('__Host-site_unlock=1.t.s; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(cookie).not.toMatch(/expires|max-age|domain/i);
  });
});
