// What the owner changes about the gate (the CLI now, the admin area later): the password, protection
// on/off and the throttle numbers. Each change needs a rebuild to reach the edge.
import type { Queryable } from '../db/queryable.ts';
import { validateLimits, validateThrottle, type GateLimits, type GateThrottle } from '../../domain/gate/throttle.ts';
import { GATE_PASSWORD_MAX, GATE_PASSWORD_MIN } from '../../domain/gate/gate-answer.ts';
import {
  ensureGateDefaults,
  getGateSettings,
  saveGateEnabled,
  saveGateLimits,
  saveGatePasswordHash,
  saveGateThrottle,
} from '../settings/gate-settings.repo.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { sitePasswordCost } from '../passwords/password-cost.ts';
import { isPlaceholderAllowed, isPlaceholderHash, PLACEHOLDER_PASSWORD, PLACEHOLDER_REFUSAL } from '../passwords/placeholder.ts';

/** A change the owner asked for that the rules refuse; the message says what to do. */
export class GateSettingsError extends Error {
  override name = 'GateSettingsError';
}

/** production: refuse the placeholder (by default: anywhere but a laptop's embedded database). */
type Options = { production?: boolean };

export async function changeGatePassword(sql: Queryable, password: string, options: Options = {}): Promise<void> {
  if (password.length < GATE_PASSWORD_MIN || password.length > GATE_PASSWORD_MAX) {
    throw new GateSettingsError(`The site password must be ${GATE_PASSWORD_MIN} to ${GATE_PASSWORD_MAX} characters long.`);
  }
  const production = options.production ?? !isPlaceholderAllowed();
  if (password === PLACEHOLDER_PASSWORD && production && (await getGateSettings(sql)).enabled) {
    throw new GateSettingsError(PLACEHOLDER_REFUSAL);
  }
  await saveGatePasswordHash(sql, await hashPassword(password, sitePasswordCost()));
}

/** Turning protection on in production with the placeholder password is refused. */
export async function setGateProtection(sql: Queryable, enabled: boolean, options: Options = {}): Promise<void> {
  if (enabled) {
    const production = options.production ?? !isPlaceholderAllowed();
    await ensureGateDefaults(sql); // a database that never started has no hash yet: the placeholder's
    const { passwordHash } = await getGateSettings(sql);
    if (production && (await isPlaceholderHash(passwordHash))) throw new GateSettingsError(PLACEHOLDER_REFUSAL);
  }
  await saveGateEnabled(sql, enabled);
}

export async function setGateThrottle(sql: Queryable, throttle: GateThrottle): Promise<void> {
  const problem = validateThrottle(throttle);
  if (problem) throw new GateSettingsError(problem);
  await saveGateThrottle(sql, throttle);
}

export async function setGateLimits(sql: Queryable, limits: GateLimits): Promise<void> {
  const problem = validateLimits(limits);
  if (problem) throw new GateSettingsError(problem);
  await saveGateLimits(sql, limits);
}
