// Signing in with the owner's password. Every refusal is the same answer (the spec: the login
// says 'false', never whether the email exists, the password was wrong or the address is blocked),
// plus the wait when there is one; an unknown email costs the same scrypt work as a known one.
import type { Sql } from '../db/client.ts';
import type { Session } from '../../domain/admin/session.ts';
import { LOGIN_BLOCK_SECONDS } from '../../domain/admin/session.ts';
import { accountKey, addressKey } from '../../domain/admin/client-address.ts';
import { hashPassword, verifyPassword } from '../gate/password-hash.ts';
import { findAccount } from './accounts.repo.ts';
import { claimLoginAttempt, clearLoginAttempts } from './login-attempts.repo.ts';
import { createSession } from './sessions.repo.ts';

export type SignInResult = { ok: true; session: Session } | { ok: false; blocked: boolean; retryAfterSeconds?: number };

// Compared against when the email has no password, so the answer takes as long either way.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-that-matches-nothing'));

export async function signInWithPassword(sql: Sql, input: { email: string; password: string; ip: string | undefined }): Promise<SignInResult> {
  const keys = [addressKey(input.ip), accountKey(input.email)];
  let blocksNow = false;
  for (const key of keys) {
    const claim = await claimLoginAttempt(sql, key);
    if (!claim.claimed) return { ok: false, blocked: true, retryAfterSeconds: claim.retryAfterSeconds };
    blocksNow ||= claim.blocksNow;
  }
  const account = await findAccount(sql, input.email);
  const hash = account?.passwordHash ?? (await decoy());
  const right = (await verifyPassword(input.password, hash)) && account?.passwordHash != null;
  if (!right || !account) {
    return blocksNow ? { ok: false, blocked: true, retryAfterSeconds: LOGIN_BLOCK_SECONDS } : { ok: false, blocked: false };
  }
  await clearLoginAttempts(sql, keys);
  return { ok: true, session: await createSession(sql, account.id, 'password') };
}
