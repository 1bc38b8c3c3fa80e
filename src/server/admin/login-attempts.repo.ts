// Failed admin password checks (login_attempts, scope 'admin'). Blocking keys (a client address, a
// known device, a setup link's address, a session's password change): the 5th failure blocks the key
// for 600 s; as for the gate, an attempt is counted before the password is compared (a success
// clears it), in one atomic statement, so parallel guesses cannot slip past the count. Account keys
// are only counted, never blocked (see src/domain/admin/sign-in-throttle.ts).
import type { Queryable as Sql } from '../db/queryable.ts';
import { LOGIN_BLOCK_AFTER, LOGIN_BLOCK_SECONDS } from '../../domain/admin/session.ts';

/** A key with no failure for this long starts again from zero (and its row may be deleted). */
export const FORGET_AFTER_SECONDS = 3600;

export type LoginClaim = { claimed: true; failures: number; blocksNow: boolean } | { claimed: false; retryAfterSeconds: number };

export async function claimLoginAttempt(sql: Sql, key: string): Promise<LoginClaim> {
  // After a block has run out, or an hour without failures, counting starts over.
  const fresh = sql`(a.blocked_until is not null or a.last_failed_at < now() - make_interval(secs => ${FORGET_AFTER_SECONDS}))`;
  const next = sql`case when ${fresh} then 1 else a.failures + 1 end`;
  const rows = await sql<{ failures: number; blocked: boolean }[]>`
    insert into login_attempts as a (scope, client_key, failures, first_failed_at, last_failed_at, blocked_until)
    values ('admin', ${key}, 1, now(), now(), case when 1 >= ${LOGIN_BLOCK_AFTER} then now() + make_interval(secs => ${LOGIN_BLOCK_SECONDS}) end)
    on conflict (scope, client_key) do update set
      failures = ${next},
      first_failed_at = case when ${fresh} then now() else a.first_failed_at end,
      last_failed_at = now(),
      blocked_until = case when ${next} >= ${LOGIN_BLOCK_AFTER} then now() + make_interval(secs => ${LOGIN_BLOCK_SECONDS}) end
    where a.blocked_until is null or a.blocked_until <= now()
    returning failures, blocked_until is not null as blocked`;
  const row = rows[0];
  if (row) return { claimed: true, failures: row.failures, blocksNow: row.blocked };
  const [blocked] = await sql<{ wait: number | null }[]>`
    select ceil(extract(epoch from blocked_until - now()))::int as wait
    from login_attempts where scope = 'admin' and client_key = ${key}`;
  return { claimed: false, retryAfterSeconds: Math.max(1, blocked?.wait ?? 1) };
}

/** The right password: both keys start again from zero. */
export async function clearLoginAttempts(sql: Sql, keys: string[]): Promise<void> {
  await sql`delete from login_attempts where scope = 'admin' and client_key = any(${keys})`;
}

/** An account's failures within the hour, for its slowdown (0 when it has none). */
export async function recentAccountFailures(sql: Sql, key: string): Promise<number> {
  const [row] = await sql<{ failures: number }[]>`
    select failures from login_attempts
    where scope = 'admin' and client_key = ${key} and last_failed_at >= now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`;
  return row?.failures ?? 0;
}

/** One more failure on an account: counted after the comparison (it blocks nothing, so a race only costs a second of slowdown). */
export async function countAccountFailure(sql: Sql, key: string): Promise<void> {
  const fresh = sql`a.last_failed_at < now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`;
  await sql`
    insert into login_attempts as a (scope, client_key, failures, first_failed_at, last_failed_at)
    values ('admin', ${key}, 1, now(), now())
    on conflict (scope, client_key) do update set
      failures = case when ${fresh} then 1 else a.failures + 1 end,
      first_failed_at = case when ${fresh} then now() else a.first_failed_at end,
      last_failed_at = now()`;
}
