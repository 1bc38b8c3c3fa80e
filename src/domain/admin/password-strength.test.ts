import { describe, expect, it } from 'vitest';
import { isTooEasyPassword } from './password-strength.ts';
import { newPassword, setupBodySchema } from './session.ts';

describe('an admin password easy to guess', () => {
  it('refuses the most used ones, repeats, runs and common words lengthened', () => {
    for (const password of [
      '1234567890',
      'aaaaaaaaaa',
      'password123',
      'Password123',
      'P@ssw0rd2024!',
      'qwertyuiop',
      'AZERTYUIOP',
      '0987654321',
      'abcdefghij',
      'jihgfedcba',
      'abcabcabcab',
      '1212121212',
      'zzzzzzzzzzzz',
      '2024motdepasse',
      'bismillah123',
      'Algerie2024!',
      'iloveyou12',
      'hellokitty',
    ])
      expect(isTooEasyPassword(password), password).toBe(true);
  });

  it('refuses the admin’s email or its part before the @ with only digits or symbols added', () => {
    expect(isTooEasyPassword('amina.benali2024', 'amina.benali@shop.dz')).toBe(true);
    expect(isTooEasyPassword('amina.benali@shop.dz', 'amina.benali@shop.dz')).toBe(true);
    expect(isTooEasyPassword('#AMINA.BENALI#', 'amina.benali@shop.dz')).toBe(true);
    // Words of its own beside it: a passphrase that happens to hold the email's first part.
    expect(isTooEasyPassword('Owner-pass-2026!', 'owner@drp.example')).toBe(false);
    expect(isTooEasyPassword('amina.benali2024')).toBe(false); // without the email, nothing to compare
  });

  it('lets a real passphrase or a random one through', () => {
    for (const password of [
      'correct horse battery',
      'a new long password',
      'Tizi-Ouzou en juin 1987 !',
      'x7#Qp2vL9!mZ',
      'قهوة الصباح مع أمي',
    ])
      expect(isTooEasyPassword(password, 'owner@test.dz'), password).toBe(false);
  });

  it('is in the schema every form and path uses, with one key the admin words', () => {
    const refused = newPassword.safeParse('1234567890');
    expect(refused.success ? '' : refused.error.issues.map((i) => i.message)).toEqual(['passwordTooEasy']);
    const setup = setupBodySchema.safeParse({ token: 'A'.repeat(43), email: 'karim@shop.dz', password: '**karim2026**' });
    expect(setup.success ? '' : setup.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', 'passwordTooEasy']]);
    // Too short is said as too short, not twice.
    const short = newPassword.safeParse('aaaa');
    expect(short.success ? '' : short.error.issues.map((i) => i.message)).toEqual(['passwordTooShort']);
  });
});
