// POST /api/gate's work: is this address allowed to try, is the password right, and if so an unlock
// token for the current password version. The password is compared with the stored scrypt hash only.
import { db, type Sql } from '../db/client.ts';
import { cookieVersion, issueUnlockToken } from '../../domain/gate/unlock-cookie.ts';
import { forgetAfterSeconds, isLockout, waitSchedule } from '../../domain/gate/throttle.ts';
import { ensureGateDefaults, getGateSettings } from '../settings/gate-settings.repo.ts';
import { claimGateAttempt, clearGateAttempts } from './gate-attempts.repo.ts';
import { gateCookieSecret } from './cookie-secret.ts';
import { verifyPassword } from './password-hash.ts';

export type GateCheck =
  | { kind: 'unlocked'; token: string }
  | { kind: 'invalid'; waitSeconds: number }
  | { kind: 'locked'; waitSeconds: number };

export async function verifyGatePassword(input: { password: string; clientKey: string }, sql: Sql = db()): Promise<GateCheck> {
  let settings = await getGateSettings(sql);
  if (settings.passwordHash === null) {
    await ensureGateDefaults(sql);
    settings = await getGateSettings(sql);
  }
  const secret = gateCookieSecret(); // before counting: a missing secret is our fault, not the visitor's
  const claim = await claimGateAttempt(sql, input.clientKey, waitSchedule(settings.throttle), forgetAfterSeconds(settings.throttle));
  if (!claim.claimed) return { kind: 'locked', waitSeconds: claim.retryAfterSeconds };

  if (await verifyPassword(input.password, settings.passwordHash)) {
    await clearGateAttempts(sql, input.clientKey);
    const version = await cookieVersion(secret, settings.passwordHash!);
    return { kind: 'unlocked', token: await issueUnlockToken(secret, version) };
  }
  if (isLockout(claim.failures, settings.throttle)) return { kind: 'locked', waitSeconds: claim.waitSeconds };
  return { kind: 'invalid', waitSeconds: claim.waitSeconds };
}
