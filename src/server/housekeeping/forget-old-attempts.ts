// Bounded retention for what every failed attempt writes: login_attempts (the gate's addresses, the
// admin sign-in's addresses, known devices and accounts, setup links, password changes), the order
// links' lookup counts, the setup links that are used or expired, and the audit log's failed sign-ins
// once 30 days old (FAILED_SIGN_INS_KEPT). A row goes once it can no longer change any answer: its
// counting window has passed without a failure and no block is running, exactly when the next
// attempt would have started it again from zero. So the tables hold at most what one window (an hour,
// or the gate's longer one) of failures writes, plus one run's interval.
//
// Run by the scheduled outbox-drain (every 5 minutes on the live site), not on each failed attempt:
// a drop's crowd and a spray hit the gate exactly when its table is busiest, and a delete on every
// wrong password would add work to each of them. A laptop runs no schedule; its tables stay tiny.
import type { Sql } from '../db/client.ts';
import { gateForgetSeconds } from '../../domain/gate/throttle.ts';
import { getGateSettings } from '../settings/gate-settings.repo.ts';
import { LOOKUP_WINDOW_SECONDS } from '../order-link/order-link.service.ts';
import { FORGET_AFTER_SECONDS } from '../admin/login-attempts.repo.ts';
import { forgetOldFailedSignIns } from '../audit/audit.repo.ts';

export type Forgotten = { attempts: number; setupLinks: number; linkLookups: number; failedSignIns: number };

export async function forgetOldAttempts(sql: Sql): Promise<Forgotten> {
  const gate = await getGateSettings(sql);
  const windowOf = sql`case when scope = 'gate' then ${gateForgetSeconds(gate.throttle, gate.limits)}::int else ${FORGET_AFTER_SECONDS}::int end`;
  const attempts = await sql`
    delete from login_attempts
    where (blocked_until is null or blocked_until <= now())
      and (last_failed_at is null or last_failed_at < now() - make_interval(secs => ${windowOf}))`;
  const setupLinks = await sql`delete from admin_setup_tokens where used_at is not null or expires_at <= now()`;
  // The order links' lookup windows (src/server/order-link): one row per address, gone once its window is over.
  const linkLookups =
    await sql`delete from order_link_lookups where window_start <= now() - make_interval(secs => ${LOOKUP_WINDOW_SECONDS})`;
  // The audit log's failed sign-ins, after FAILED_SIGN_INS_KEPT.days (blocks and sign-ins stay).
  const failedSignIns = await forgetOldFailedSignIns(sql);
  return { attempts: attempts.count, setupLinks: setupLinks.count, linkLookups: linkLookups.count, failedSignIns };
}
