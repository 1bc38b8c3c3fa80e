import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, verifyPassword } from '../../src/server/gate/password-hash.ts';

describe('site password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt per password', async () => {
    const a = await hashPassword('drop-night-2026');
    const b = await hashPassword('drop-night-2026');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('drop-night-2026');
  });

  it('verifies the exact password only', async () => {
    const hash = await hashPassword('Drop Night');
    expect(await verifyPassword('Drop Night', hash)).toBe(true);
    for (const wrong of ['drop night', 'Drop Night ', ' Drop Night', 'Drop Nigh', '', 'Drop Night'.repeat(2)]) {
      expect(await verifyPassword(wrong, hash)).toBe(false);
    }
  });

  it('treats canonically equal Unicode the same (é typed two ways)', async () => {
    const hash = await hashPassword('caf\u00e9-dz');
    expect(await verifyPassword('cafe\u0301-dz', hash)).toBe(true);
  });

  it('refuses unreadable, tampered or hostile hashes instead of throwing or exhausting memory', async () => {
    const hash = await hashPassword('secret-pass');
    const [, n, r, p, salt, key] = hash.split('$');
    const bad = [
      null, '', 'plain-text', `bcrypt$${n}$${r}$${p}$${salt}$${key}`, `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`, `scrypt$${n}$0$${p}$${salt}$${key}`, `scrypt$${n}$${r}$${p}$$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$${key}$extra`,
    ];
    for (const encoded of bad) expect(await verifyPassword('secret-pass', encoded), String(encoded)).toBe(false);
    expect(parsePasswordHash(`scrypt$${n}$${r}$${p}$${salt}$${key}`)).toBeDefined();
  });
});
