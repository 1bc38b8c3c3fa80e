// Changing the site password from the admin: the gate's own rules (length, production placeholder
// rule) plus one more: the shipped placeholder is public (it is in docs/limits-and-guards.md), so the admin never
// sets it as a new password. Everyone unlocked is signed out by the next build (the cookie version).
import type { Sql } from '../db/client.ts';
import { changeGatePassword, GateSettingsError } from '../gate/gate-protection.ts';
import { PLACEHOLDER_PASSWORD, PLACEHOLDER_REFUSAL } from '../passwords/placeholder.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { bumpSettingsVersion, readAdminSettings } from './settings.repo.ts';
import { markChanged } from '../publish/publish-state.repo.ts';

export type GatePasswordResult =
  { ok: true } | { ok: false; reason: 'stale' } | { ok: false; reason: 'placeholder' | 'refused'; message: string };

export async function changeSitePassword(
  sql: Sql,
  input: { password: string; updatedAt?: string | undefined },
  email: string,
): Promise<GatePasswordResult> {
  if (input.password === PLACEHOLDER_PASSWORD) return { ok: false, reason: 'placeholder', message: PLACEHOLDER_REFUSAL };
  try {
    return await sql.begin(async (tx) => {
      const before = await readAdminSettings(tx, { lock: true });
      if (input.updatedAt !== undefined && before.updatedAt !== input.updatedAt) return { ok: false, reason: 'stale' } as const;
      await changeGatePassword(tx, input.password);
      await bumpSettingsVersion(tx);
      // The password itself never goes into the log: only that it changed.
      await recordAudit(tx, { email, action: 'gate.password', subject: 'site password', oldValue: null, newValue: { changed: true } });
      await markChanged(tx);
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof GateSettingsError) return { ok: false, reason: 'refused', message: error.message };
    throw error;
  }
}
