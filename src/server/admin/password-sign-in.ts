// Signing in with the owner's password. Every refusal is the same answer (the spec: the login
// says 'false', never whether the email exists, the password was wrong or the address is blocked),
// plus the wait when there is one; an unknown email costs the same scrypt work as a known one.
//
// Who can be blocked (5 failures, 600 s): the client address (an IPv6 /64) that failed, or, for a
// browser that signed in to this account before, that known device instead of its address. The
// account itself is never blocked, only slowed (accountSlowdownSeconds): its email is public, and a
// block per account would let anyone lock the owner out from anywhere. Blocks, failures on an admin
// account and sign-ins go into the audit log; the failures at most FAILED_SIGN_INS_KEPT.perAddress per
// address within the days they are kept (the housekeeping forgets them after), so a stranger's
// guessing cannot grow the log and every backup without end.
import type { Sql } from '../db/client.ts';
import type { Session } from '../../domain/admin/session.ts';
import { LOGIN_BLOCK_SECONDS } from '../../domain/admin/session.ts';
import { accountKey, addressKey } from '../../domain/admin/client-address.ts';
import { accountSlowdownSeconds } from '../../domain/admin/sign-in-throttle.ts';
import { issueKnownDeviceToken, newDeviceId, readKnownDeviceToken, type KnownDevice } from '../../domain/admin/known-device.ts';
import { hashPassword, needsRehash, verifyPassword, type ScryptCost } from '../passwords/password-hash.ts';
import { adminPasswordCost } from '../passwords/password-cost.ts';
import { findAccount, upgradePasswordHash, type AdminAccount } from './accounts.repo.ts';
import { failedSignInsKept, recordAudit } from '../audit/audit.repo.ts';
import { FAILED_SIGN_INS_KEPT } from '../../domain/admin/audit.ts';
import { knownDeviceSecret } from './known-device.ts';
import { claimLoginAttempt, clearLoginAttempts, countAccountFailure, recentAccountFailures } from './login-attempts.repo.ts';
import { createSession } from './sessions.repo.ts';

export type SignInResult =
  { ok: true; session: Session; deviceToken?: string } | { ok: false; blocked: boolean; retryAfterSeconds?: number };

export type SignInInput = { email: string; password: string; ip: string | undefined; deviceToken?: string | undefined };

// Compared against when the email has no password, so the answer takes as long either way (one per cost).
const decoyHashes = new Map<ScryptCost, Promise<string>>();
const decoy = (cost = adminPasswordCost()) =>
  decoyHashes.get(cost) ?? decoyHashes.set(cost, hashPassword('decoy-password-that-matches-nothing', cost)).get(cost)!;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `pause` is how the account's slowdown waits (a test records it instead of sleeping). */
export async function signInWithPassword(
  sql: Sql,
  input: SignInInput,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<SignInResult> {
  const account = await findAccount(sql, input.email);
  const secret = knownDeviceSecret();
  const device = await knownDeviceOf(secret, input.deviceToken, account);
  const address = addressKey(input.ip);
  const key = device ? `device:${device.deviceId}` : address;
  const claim = await claimLoginAttempt(sql, key);
  if (!claim.claimed) return { ok: false, blocked: true, retryAfterSeconds: claim.retryAfterSeconds };

  // A known device skips the slowdown: the owner's own phone is not the one guessing.
  const slowdown = device ? 0 : accountSlowdownSeconds(await recentAccountFailures(sql, accountKey(input.email)));
  if (slowdown > 0) await pause(slowdown * 1000);

  const hash = account?.passwordHash ?? (await decoy());
  const right = (await verifyPassword(input.password, hash)) && account?.passwordHash != null;
  const where = { address, knownDevice: device !== undefined };
  if (!right || !account?.passwordHash) {
    await countAccountFailure(sql, accountKey(input.email));
    if (account && (await failedSignInsKept(sql, address)) < FAILED_SIGN_INS_KEPT.perAddress)
      await recordAudit(sql, {
        email: account.email,
        action: 'sign_in.failed',
        subject: account.email,
        newValue: { ...where, slowedSeconds: slowdown },
      });
    if (!claim.blocksNow) return { ok: false, blocked: false };
    await recordAudit(sql, {
      email: account?.email ?? input.email,
      action: 'sign_in.blocked',
      subject: device ? 'known device' : address,
      newValue: { ...where, seconds: LOGIN_BLOCK_SECONDS },
    });
    return { ok: false, blocked: true, retryAfterSeconds: LOGIN_BLOCK_SECONDS };
  }

  // The account's count stays: it is the guessers' count, and the owner getting in does not stop them.
  await clearLoginAttempts(sql, [key]);
  await upgradeHash(sql, account, input.password);
  const session = await sql.begin(async (tx) => {
    await recordAudit(tx, { email: account.email, action: 'sign_in.password', subject: account.email, newValue: where });
    return createSession(tx, account.id, 'password');
  });
  const deviceToken = secret
    ? await issueKnownDeviceToken(secret, { adminId: account.id, deviceId: device?.deviceId ?? newDeviceId() })
    : undefined;
  return { ok: true, session, ...(deviceToken ? { deviceToken } : {}) };
}

/** The device a valid token names, when it signed in to this very account before. */
async function knownDeviceOf(
  secret: string | undefined,
  token: string | undefined,
  account: AdminAccount | undefined,
): Promise<KnownDevice | undefined> {
  if (!secret || !token || !account) return undefined;
  const device = await readKnownDeviceToken(secret, token);
  return device?.adminId === account.id ? device : undefined;
}

/** A hash from before the current cost, replaced while the password is known (only over the hash it replaces). */
async function upgradeHash(sql: Sql, account: AdminAccount, password: string): Promise<void> {
  const cost = adminPasswordCost();
  if (!account.passwordHash || !needsRehash(account.passwordHash, cost)) return;
  await upgradePasswordHash(sql, account.id, account.passwordHash, await hashPassword(password, cost));
}
