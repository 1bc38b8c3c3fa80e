// Failed gate passwords per client address (login_attempts, scope 'gate'). Every write is one atomic
// statement: parallel guesses from one address cannot slip past the count.
import type { PendingQuery, Row } from 'postgres';
import type { Sql } from '../db/client.ts';

export type AttemptClaim = { claimed: true; failures: number; waitSeconds: number } | { claimed: false; retryAfterSeconds: number };

/**
 * Counts an attempt as a failure before the password is even compared (a success clears it), unless
 * the address is still waiting, in which case nothing is counted and the remaining seconds come back.
 * schedule[n - 1] is the wait after the n-th failure; its last entry repeats for every later one.
 */
export async function claimGateAttempt(sql: Sql, clientKey: string, schedule: number[], forgetAfterSeconds: number): Promise<AttemptClaim> {
  const stale = sql`a.last_failed_at < now() - make_interval(secs => ${forgetAfterSeconds})`;
  const next = sql`case when ${stale} then 1 else a.failures + 1 end`;
  // No wait is null rather than now(): a parallel statement that started a moment earlier must not
  // read the time of this one as still in the future.
  const blockedUntil = (failures: PendingQuery<Row[]>) => {
    const seconds = sql`(${schedule}::int[])[least(${failures}, cardinality(${schedule}::int[]))]`;
    return sql`case when ${seconds} > 0 then now() + make_interval(secs => ${seconds}) end`;
  };
  const rows = await sql<{ failures: number; wait: number | null }[]>`
    insert into login_attempts as a (scope, client_key, failures, first_failed_at, last_failed_at, blocked_until)
    values ('gate', ${clientKey}, 1, now(), now(), ${blockedUntil(sql`1`)})
    on conflict (scope, client_key) do update set
      failures = ${next},
      first_failed_at = case when ${stale} then now() else a.first_failed_at end,
      last_failed_at = now(),
      blocked_until = ${blockedUntil(next)}
    where a.blocked_until is null or a.blocked_until <= now()
    returning failures, ceil(extract(epoch from blocked_until - now()))::int as wait`;
  const row = rows[0];
  if (row) return { claimed: true, failures: row.failures, waitSeconds: Math.max(0, row.wait ?? 0) };
  const [blocked] = await sql<{ wait: number | null }[]>`
    select ceil(extract(epoch from blocked_until - now()))::int as wait
    from login_attempts where scope = 'gate' and client_key = ${clientKey}`;
  return { claimed: false, retryAfterSeconds: Math.max(1, blocked?.wait ?? 1) };
}

/** The right password: the address starts again from zero. */
export async function clearGateAttempts(sql: Sql, clientKey: string): Promise<void> {
  await sql`delete from login_attempts where scope = 'gate' and client_key = ${clientKey}`;
}
