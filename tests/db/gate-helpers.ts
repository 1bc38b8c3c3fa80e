// Puts the gate settings back after a test: protection off, the placeholder password, default numbers.
import { db } from '../../src/server/db/client.ts';
import { ensureDefaultSettings } from '../../src/server/settings/default-settings.ts';
import { DEFAULT_GATE_THROTTLE } from '../../src/domain/gate/throttle.ts';

export async function resetGateSettings(): Promise<void> {
  const sql = db();
  const t = DEFAULT_GATE_THROTTLE;
  await sql`insert into site_settings (id) values (1) on conflict (id) do nothing`;
  await sql`
    update site_settings set password_enabled = false, password_hash = null,
      gate_delay_after = ${t.delayAfter}, gate_lockout_after = ${t.lockoutAfter}, gate_lockout_seconds = ${t.lockoutSeconds}
    where id = 1`;
  await ensureDefaultSettings(sql);
  await sql`
    update site_settings set gate_hard_lockout_after = default, gate_hard_lockout_seconds = default, gate_failures_per_minute = default
    where id = 1`;
  await sql`delete from login_attempts where scope = 'gate'`;
  await sql`delete from gate_failure_window`;
}

/** Ends the current wait of an address at once, instead of sleeping through it. */
export async function endWait(clientKey: string): Promise<void> {
  await db()`update login_attempts set blocked_until = now() - interval '1 second' where scope = 'gate' and client_key = ${clientKey}`;
}
