// Failed gate passwords per client address (login_attempts, scope 'gate') and for the whole site
// (gate_failure_window). Every write is one atomic statement: parallel guesses from one address
// cannot slip past the count.
import type { PendingQuery, Row } from 'postgres';
import type { Sql } from '../db/client.ts';

export type AttemptRules = {
  /** schedule[n - 1] is the wait after the n-th failure; its last entry repeats for every later one. */
  schedule: number[];
  forgetAfterSeconds: number;
  hardLockoutAfter: number;
  hardLockoutSeconds: number;
  /** The site is being sprayed: every failure waits at least this long, and a waiting address is refused. 0: not sprayed. */
  sprayWaitSeconds: number;
};

export type AttemptClaim =
  { claimed: true; failures: number; waitSeconds: number } | { claimed: false; retryAfterSeconds: number; hard: boolean };

/**
 * Counts an attempt as a failure before the password is even compared (the right password clears it),
 * unless the address is refused outright: under a hard lockout, or waiting while the site is sprayed.
 * A soft wait (the growing delays, the lockout) does not stop the attempt: the right password gets in.
 */
export async function claimGateAttempt(sql: Sql, clientKey: string, rules: AttemptRules): Promise<AttemptClaim> {
  const { schedule, forgetAfterSeconds, hardLockoutAfter, hardLockoutSeconds, sprayWaitSeconds } = rules;
  const stale = sql`a.last_failed_at < now() - make_interval(secs => ${forgetAfterSeconds})`;
  const next = sql`case when ${stale} then 1 else a.failures + 1 end`;
  // No wait is null rather than now(): a parallel statement that started a moment earlier must not
  // read the time of this one as still in the future.
  const blockedUntil = (failures: PendingQuery<Row[]>) => {
    const soft = sql`greatest((${schedule}::int[])[least(${failures}, cardinality(${schedule}::int[]))], ${sprayWaitSeconds}::int)`;
    const seconds = sql`case when ${failures} >= ${hardLockoutAfter}::int then ${hardLockoutSeconds}::int else ${soft} end`;
    return sql`case when ${seconds} > 0 then now() + make_interval(secs => ${seconds}) end`;
  };
  const refused = sql`a.blocked_until > now() and (a.failures >= ${hardLockoutAfter}::int or ${sprayWaitSeconds}::int > 0)`;
  const rows = await sql<{ failures: number; wait: number | null }[]>`
    insert into login_attempts as a (scope, client_key, failures, first_failed_at, last_failed_at, blocked_until)
    values ('gate', ${clientKey}, 1, now(), now(), ${blockedUntil(sql`1`)})
    on conflict (scope, client_key) do update set
      failures = ${next},
      first_failed_at = case when ${stale} then now() else a.first_failed_at end,
      last_failed_at = now(),
      blocked_until = ${blockedUntil(next)}
    where not (${refused})
    returning failures, ceil(extract(epoch from blocked_until - now()))::int as wait`;
  const row = rows[0];
  if (row) return { claimed: true, failures: row.failures, waitSeconds: Math.max(0, row.wait ?? 0) };
  const [blocked] = await sql<{ wait: number | null; failures: number }[]>`
    select ceil(extract(epoch from blocked_until - now()))::int as wait, failures
    from login_attempts where scope = 'gate' and client_key = ${clientKey}`;
  return { claimed: false, retryAfterSeconds: Math.max(1, blocked?.wait ?? 1), hard: (blocked?.failures ?? 0) >= hardLockoutAfter };
}

/** The right password: the address starts again from zero. */
export async function clearGateAttempts(sql: Sql, clientKey: string): Promise<void> {
  await sql`delete from login_attempts where scope = 'gate' and client_key = ${clientKey}`;
}

/** One wrong password on the whole site; returns the failures of the current minute. */
export async function countSiteFailure(sql: Sql): Promise<number> {
  const fresh = sql`w.started_at > now() - interval '1 minute'`;
  const [row] = await sql<{ failures: number }[]>`
    insert into gate_failure_window as w (id, started_at, failures) values (1, now(), 1)
    on conflict (id) do update set
      failures = case when ${fresh} then w.failures + 1 else 1 end,
      started_at = case when ${fresh} then w.started_at else now() end
    returning failures`;
  return row!.failures;
}

/** Whether the site took at least `budget` wrong passwords in the current minute. */
export async function isSiteSprayed(sql: Sql, budget: number): Promise<boolean> {
  const [row] = await sql<{ failures: number }[]>`
    select failures from gate_failure_window where id = 1 and started_at > now() - interval '1 minute'`;
  return (row?.failures ?? 0) >= budget;
}
