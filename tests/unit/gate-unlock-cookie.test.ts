import { describe, expect, it } from 'vitest';
import { cookieVersion, isValidUnlockToken, issueUnlockToken, readCookie, unlockCookieHeader, UNLOCK_COOKIE } from '../../src/domain/gate/unlock-cookie.ts';

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
    const [nonce, signature] = token.split('.') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const refused = [
      undefined, '', 'true', 'unlocked=1', nonce, `${nonce}.`, `.${signature}`,
      `${flip(nonce, 3)}.${signature}`, `${nonce}.${flip(signature, 5)}`, `${nonce}.${signature}.extra`,
      `${nonce}.${signature.slice(0, -2)}`, `${nonce}.${'A'.repeat(43)}`, `${nonce}.${signature}`.replace(/[A-Z]/, '+'),
      `${nonce}.${Buffer.from(signature, 'base64url').toString('hex')}`, 'x'.repeat(500),
    ];
    for (const value of refused) expect(await isValidUnlockToken(secret, version, value), String(value)).toBe(false);
  });
});

describe('the cookie itself', () => {
  it('is read from a Cookie header among others', () => {
    expect(readCookie('a=1; site_unlock=abc.def; b=2', UNLOCK_COOKIE)).toBe('abc.def');
    expect(readCookie('xsite_unlock=1', UNLOCK_COOKIE)).toBeUndefined();
    expect(readCookie(null, UNLOCK_COOKIE)).toBeUndefined();
  });

  it('is HttpOnly, SameSite=Lax, for the whole site, with no expiry; Secure except on plain-HTTP localhost', () => {
    const https = unlockCookieHeader('t.s', new URL('https://shop.example/api/gate'));
    expect(https).toBe('site_unlock=t.s; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(https).not.toMatch(/expires|max-age/i);
    expect(unlockCookieHeader('t.s', new URL('http://localhost:4504/api/gate'))).not.toContain('Secure');
    expect(unlockCookieHeader('t.s', new URL('http://shop.example/api/gate'))).toContain('Secure');
  });
});
