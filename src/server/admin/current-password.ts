// The current password that a password change must give. Someone holding a stolen session must not
// get unlimited guesses at it (a right guess would let them lock the owner out), so it is counted per
// account like a sign-in: the 5th wrong one blocks password changes for 600 s, and a blocked or empty
// attempt is refused before scrypt runs.
import type { Queryable as Sql } from '../db/queryable.ts';
import { LOGIN_BLOCK_SECONDS } from '../../domain/admin/session.ts';
import { verifyPassword } from '../passwords/password-hash.ts';
import { claimLoginAttempt, clearLoginAttempts } from './login-attempts.repo.ts';

export type CurrentPasswordCheck = 'right' | 'wrong_password' | { retryAfterSeconds: number };

export async function checkCurrentPassword(
  sql: Sql,
  adminId: string,
  passwordHash: string,
  given: string | undefined,
): Promise<CurrentPasswordCheck> {
  const key = `password:${adminId}`;
  const claim = await claimLoginAttempt(sql, key);
  if (!claim.claimed) return { retryAfterSeconds: claim.retryAfterSeconds };
  if (given && (await verifyPassword(given, passwordHash))) {
    await clearLoginAttempts(sql, [key]);
    return 'right';
  }
  return claim.blocksNow ? { retryAfterSeconds: LOGIN_BLOCK_SECONDS } : 'wrong_password';
}
