// The gate's columns of the single site_settings row: protection on/off, the password hash and the
// throttle numbers. Only src/server reads the hash; pages get SiteSettings, which has none of it.
import { db } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { GateLimits, GateThrottle } from '../../domain/gate/throttle.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { sitePasswordCost } from '../passwords/password-cost.ts';
import { PLACEHOLDER_PASSWORD } from '../passwords/placeholder.ts';
import { ensureSiteSettings, MISSING_SETTINGS } from './site-settings.repo.ts';

export type GateSettings = { enabled: boolean; passwordHash: string | null; throttle: GateThrottle; limits: GateLimits };

type GateRow = {
  password_enabled: boolean;
  password_hash: string | null;
  gate_delay_after: number;
  gate_lockout_after: number;
  gate_lockout_seconds: number;
  gate_hard_lockout_after: number;
  gate_hard_lockout_seconds: number;
  gate_failures_per_minute: number;
};

/** Only reads: the build calls it on a read-only connection. */
export async function getGateSettings(sql: Queryable = db()): Promise<GateSettings> {
  const [row] = await sql<GateRow[]>`
    select password_enabled, password_hash, gate_delay_after, gate_lockout_after, gate_lockout_seconds,
           gate_hard_lockout_after, gate_hard_lockout_seconds, gate_failures_per_minute
    from site_settings where id = 1`;
  if (!row) throw new Error(MISSING_SETTINGS);
  return {
    enabled: row.password_enabled,
    passwordHash: row.password_hash,
    throttle: { delayAfter: row.gate_delay_after, lockoutAfter: row.gate_lockout_after, lockoutSeconds: row.gate_lockout_seconds },
    limits: {
      hardLockoutAfter: row.gate_hard_lockout_after,
      hardLockoutSeconds: row.gate_hard_lockout_seconds,
      failuresPerMinute: row.gate_failures_per_minute,
    },
  };
}

/**
 * An explicit setup step (npm start, npm run gate), never the build: the shipped placeholder password
 * (as a hash) when no password was ever set. The migration already writes it; this repairs a row
 * someone emptied.
 */
export async function ensureGateDefaults(sql: Queryable = db()): Promise<void> {
  await ensureSiteSettings(sql);
  const [row] = await sql<{ password_hash: string | null }[]>`select password_hash from site_settings where id = 1`;
  if (row?.password_hash) return;
  const hash = await hashPassword(PLACEHOLDER_PASSWORD, sitePasswordCost());
  // Conditional: a password set meanwhile by someone else is kept.
  await sql`update site_settings set password_hash = ${hash} where id = 1 and password_hash is null`;
}

export async function saveGatePasswordHash(sql: Queryable, passwordHash: string): Promise<void> {
  await ensureSiteSettings(sql);
  await sql`update site_settings set password_hash = ${passwordHash}, updated_at = now() where id = 1`;
}

/**
 * The same password rehashed under the current cost. Not a settings change: updated_at stays (an
 * open settings form is not made stale) and nothing needs publishing. Only over the hash it replaces.
 */
export async function upgradeGatePasswordHash(sql: Queryable, from: string, to: string): Promise<void> {
  await sql`update site_settings set password_hash = ${to} where id = 1 and password_hash = ${from}`;
}

export async function saveGateEnabled(sql: Queryable, enabled: boolean): Promise<void> {
  await ensureSiteSettings(sql);
  await sql`update site_settings set password_enabled = ${enabled}, updated_at = now() where id = 1`;
}

export async function saveGateThrottle(sql: Queryable, t: GateThrottle): Promise<void> {
  await ensureSiteSettings(sql);
  await sql`
    update site_settings
    set gate_delay_after = ${t.delayAfter}, gate_lockout_after = ${t.lockoutAfter}, gate_lockout_seconds = ${t.lockoutSeconds}, updated_at = now()
    where id = 1`;
}

export async function saveGateLimits(sql: Queryable, l: GateLimits): Promise<void> {
  await ensureSiteSettings(sql);
  await sql`
    update site_settings
    set gate_hard_lockout_after = ${l.hardLockoutAfter}, gate_hard_lockout_seconds = ${l.hardLockoutSeconds},
        gate_failures_per_minute = ${l.failuresPerMinute}, updated_at = now()
    where id = 1`;
}
