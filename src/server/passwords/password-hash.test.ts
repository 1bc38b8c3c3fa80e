import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD_COST,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  rehashKeepingSalt,
  saltOf,
  SITE_PASSWORD_COST,
  verifyPassword,
} from './password-hash.ts';

// What every hash stored before OWASP's parameters were followed was made with.
const OLD_COST = { N: 2 ** 15, r: 8, p: 1 };

// Each hash costs what OWASP asks (a few hundred ms, several seconds on a loaded machine).
describe('password hashing', { timeout: 60_000 }, () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt per password', async () => {
    const a = await hashPassword('drop-night-2026', SITE_PASSWORD_COST);
    const b = await hashPassword('drop-night-2026', SITE_PASSWORD_COST);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('drop-night-2026');
  });

  it("follows OWASP's scrypt rows: N=2^17 r=8 p=1 (128 MiB) for admins, the equal-strength N=2^15 r=8 p=3 (32 MiB) for the site password", async () => {
    expect(ADMIN_PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(SITE_PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 3 });
    const admin = await hashPassword('owner-password-2026', ADMIN_PASSWORD_COST);
    expect(admin).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('owner-password-2026', admin)).toBe(true);
  });

  it('verifies the exact password only', async () => {
    const hash = await hashPassword('Drop Night', SITE_PASSWORD_COST);
    expect(await verifyPassword('Drop Night', hash)).toBe(true);
    for (const wrong of ['drop night', 'Drop Night ', ' Drop Night', 'Drop Nigh', '', 'Drop Night'.repeat(2)]) {
      expect(await verifyPassword(wrong, hash)).toBe(false);
    }
  });

  it('treats canonically equal Unicode the same (é typed two ways)', async () => {
    const hash = await hashPassword('caf\u00e9-dz', SITE_PASSWORD_COST);
    expect(await verifyPassword('cafe\u0301-dz', hash)).toBe(true);
  });

  it('keeps verifying a hash made under the old cost, and says it wants replacing; a current one does not', async () => {
    const old = await hashPassword('night-drop-0417', OLD_COST);
    expect(await verifyPassword('night-drop-0417', old)).toBe(true);
    expect(needsRehash(old, SITE_PASSWORD_COST)).toBe(true);
    expect(needsRehash(old, ADMIN_PASSWORD_COST)).toBe(true);
    expect(needsRehash(await hashPassword('x-password-1', SITE_PASSWORD_COST), SITE_PASSWORD_COST)).toBe(false);
    expect(needsRehash('not a hash', SITE_PASSWORD_COST)).toBe(false);
  });

  it('rehashes a known password under the new cost with the same salt', async () => {
    const old = await hashPassword('night-drop-0417', OLD_COST);
    const upgraded = await rehashKeepingSalt('night-drop-0417', old, SITE_PASSWORD_COST);
    expect(upgraded).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(saltOf(upgraded)).toBe(saltOf(old));
    expect(await verifyPassword('night-drop-0417', upgraded)).toBe(true);
    expect(await rehashKeepingSalt('night-drop-0417', old, SITE_PASSWORD_COST)).toBe(upgraded);
  });

  it('refuses unreadable, tampered or hostile hashes instead of throwing or exhausting memory', async () => {
    const hash = await hashPassword('secret-pass', SITE_PASSWORD_COST);
    const [, n, r, p, salt, key] = hash.split('$');
    const bad = [
      null,
      '',
      'plain-text',
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$0$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$${key}$extra`,
    ];
    for (const encoded of bad) expect(await verifyPassword('secret-pass', encoded), String(encoded)).toBe(false);
    expect(parsePasswordHash(`scrypt$${n}$${r}$${p}$${salt}$${key}`)).toBeDefined();
  });
});
