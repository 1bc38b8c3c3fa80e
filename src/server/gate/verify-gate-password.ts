// POST /api/gate's work: is this address allowed to try, is the password right, and if so an unlock
// token for the current password version. The password is compared with the stored scrypt hash only.
import { db, type Sql } from '../db/client.ts';
import { issueUnlockToken } from '../../domain/gate/unlock-cookie.ts';
import { gateForgetSeconds, isLockout, SPRAY_WAIT_SECONDS, waitSchedule } from '../../domain/gate/throttle.ts';
import { addressKey } from '../../domain/admin/client-address.ts';
import { ensureGateDefaults, getGateSettings, upgradeGatePasswordHash } from '../settings/gate-settings.repo.ts';
import { claimGateAttempt, clearGateAttempts, countSiteFailure, isSiteSprayed } from './gate-attempts.repo.ts';
import { gateCookieSecret } from './cookie-secret.ts';
import { siteCookieVersion } from './cookie-version.ts';
import { needsRehash, rehashKeepingSalt, verifyPassword } from '../passwords/password-hash.ts';
import { sitePasswordCost } from '../passwords/password-cost.ts';
import { isPlaceholderAllowed, PLACEHOLDER_PASSWORD } from '../passwords/placeholder.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

export type GateCheck =
  | { kind: 'off' }
  | { kind: 'unlocked'; token: string }
  | { kind: 'invalid'; waitSeconds: number }
  | { kind: 'locked'; waitSeconds: number };

export async function verifyGatePassword(
  input: { password: string; ip: string },
  sql: Sql = db(),
  env: ShopEnv = shopEnv(),
): Promise<GateCheck> {
  let settings = await getGateSettings(sql);
  // Nothing to unlock: the check does not exist while protection is off.
  if (!settings.enabled) return { kind: 'off' };
  if (settings.passwordHash === null) {
    await ensureGateDefaults(sql);
    settings = await getGateSettings(sql);
  }
  const secret = gateCookieSecret(env); // before counting: a missing secret is our fault, not the visitor's
  const clientKey = addressKey(input.ip);
  const { throttle, limits } = settings;
  const sprayed = await isSiteSprayed(sql, limits.failuresPerMinute);
  const claim = await claimGateAttempt(sql, clientKey, {
    schedule: waitSchedule(throttle),
    forgetAfterSeconds: gateForgetSeconds(throttle, limits),
    hardLockoutAfter: limits.hardLockoutAfter,
    hardLockoutSeconds: limits.hardLockoutSeconds,
    sprayWaitSeconds: sprayed ? SPRAY_WAIT_SECONDS : 0,
  });
  if (!claim.claimed) return { kind: 'locked', waitSeconds: claim.retryAfterSeconds };

  // The shipped placeholder is public (it is in docs/limits-and-guards.md): it opens only a laptop's embedded database.
  const refusedPlaceholder = input.password === PLACEHOLDER_PASSWORD && !isPlaceholderAllowed(env);
  if (!refusedPlaceholder && (await verifyPassword(input.password, settings.passwordHash))) {
    await clearGateAttempts(sql, clientKey);
    const hash = settings.passwordHash!;
    // A hash from before the current cost is replaced now, while the password is known. Same salt,
    // same cookie version; requests racing here compute the same string and the first update wins.
    const cost = sitePasswordCost(env);
    if (needsRehash(hash, cost)) await upgradeGatePasswordHash(sql, hash, await rehashKeepingSalt(input.password, hash, cost));
    const version = await siteCookieVersion(secret, hash);
    return { kind: 'unlocked', token: await issueUnlockToken(secret, version) };
  }
  await countSiteFailure(sql);
  if (isLockout(claim.failures, throttle) || claim.failures >= limits.hardLockoutAfter)
    return { kind: 'locked', waitSeconds: claim.waitSeconds };
  return { kind: 'invalid', waitSeconds: claim.waitSeconds };
}
