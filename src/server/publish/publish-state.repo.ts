// Where the path from a saved change to the live site stands (publish_state, one row). Every
// decision locks the row, so saves in parallel functions agree on who asks for the build.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { PublishState } from '../../domain/admin/publish.ts';

/** A build that has not reported back after this long is taken as failed. */
export const BUILD_TIMEOUT_SECONDS = 30 * 60;
/** A build hook call that no build answered within this long is taken as lost. */
export const REQUEST_TIMEOUT_SECONDS = 15 * 60;

type Row = {
  changes_since: Date | null; last_change_at: Date | null; requested_at: Date | null; build_started_at: Date | null;
  build_finished_at: Date | null; follow_up: boolean; live_since: Date | null; error: string | null;
  requested: boolean; running: boolean; timed_out: boolean;
};

const readRow = (sql: Queryable, lock: boolean) => sql<Row[]>`
  select changes_since, last_change_at, requested_at, build_started_at, build_finished_at, follow_up, live_since, error,
         (requested_at is not null and requested_at > now() - make_interval(secs => ${REQUEST_TIMEOUT_SECONDS})) as requested,
         (build_started_at is not null and build_started_at > coalesce(build_finished_at, '-infinity')
           and build_started_at > now() - make_interval(secs => ${BUILD_TIMEOUT_SECONDS})) as running,
         (build_started_at is not null and build_started_at > coalesce(build_finished_at, '-infinity')
           and build_started_at <= now() - make_interval(secs => ${BUILD_TIMEOUT_SECONDS})) as timed_out
  from publish_state where id = 1 ${lock ? sql`for update` : sql``}`;

async function row(sql: Queryable, lock = false): Promise<Row> {
  let [r] = await readRow(sql, lock);
  if (!r) {
    await sql`insert into publish_state (id) values (1) on conflict do nothing`;
    [r] = await readRow(sql, lock);
  }
  return r!;
}

export async function readPublishState(sql: Queryable): Promise<PublishState> {
  const r = await row(sql);
  const changesPending = r.changes_since !== null;
  const error = r.timed_out ? 'The build did not report back within 30 minutes (see the build log).' : r.error;
  const state = r.requested || r.running ? 'publishing' : error ? 'failed' : changesPending ? 'pending' : 'live';
  return { state, liveSince: r.live_since?.toISOString() ?? null, error: state === 'failed' ? error : null, changesPending };
}

/** A save shoppers will only see after a build. */
export async function markChanged(sql: Queryable): Promise<void> {
  await row(sql);
  await sql`update publish_state set changes_since = coalesce(changes_since, now()), last_change_at = now() where id = 1`;
}

export type Decision = 'request' | 'covered' | 'follow_up' | 'nothing';

/**
 * Whether to ask for a build now. `force`: the owner pressed Publish (also after a failure).
 * Otherwise only changes quiet for `quietSeconds`, and after a failed build only changes newer than it.
 */
export async function decidePublish(sql: Queryable, options: { force?: boolean; quietSeconds?: number } = {}): Promise<Decision> {
  const r = await row(sql, true);
  if (!options.force && r.changes_since === null) return 'nothing';
  if (r.requested) return 'covered'; // the build asked for has not started: it will include this
  if (r.running) {
    // Saved before the running build started: it reads them. Saved after: exactly one more build.
    if (r.last_change_at === null || r.build_started_at === null || r.last_change_at < r.build_started_at) return 'covered';
    await sql`update publish_state set follow_up = true where id = 1`;
    return 'follow_up';
  }
  if (!options.force) {
    const [quiet] = await sql<{ ok: boolean }[]>`
      select (last_change_at <= now() - make_interval(secs => ${options.quietSeconds ?? 0})
              and (error is null or last_change_at > coalesce(build_finished_at, '-infinity'))) as ok
      from publish_state where id = 1`;
    if (!quiet?.ok) return 'nothing';
  }
  await sql`update publish_state set requested_at = now(), error = null where id = 1`;
  return 'request';
}

/** Asking failed (the hook did not answer): nothing is on its way. */
export async function requestFailed(sql: Queryable, message: string): Promise<void> {
  await sql`update publish_state set requested_at = null, error = ${message.slice(0, 2000)}, build_finished_at = now() where id = 1`;
}

/** A build starts: it covers every change saved before this moment. */
export async function buildStarted(sql: Queryable): Promise<Date> {
  await row(sql);
  const [r] = await sql<{ at: Date }[]>`
    update publish_state set build_started_at = now(), requested_at = null, follow_up = false where id = 1 returning build_started_at as at`;
  return r!.at;
}

/**
 * A build ends. On success the site is live as of its start; changes saved since then are still
 * pending and, like a follow-up asked for during the build, make exactly one more: 'request'.
 */
export async function buildFinished(sql: Sql, startedAt: Date, outcome: { ok: true } | { ok: false; error: string }): Promise<Decision> {
  return sql.begin(async (tx) => {
    const r = await row(tx, true);
    if (outcome.ok) {
      await tx`
        update publish_state set build_finished_at = now(), live_since = now(), error = null,
          changes_since = case when last_change_at >= ${startedAt} then greatest(changes_since, ${startedAt}) end
        where id = 1`;
    } else {
      await tx`update publish_state set build_finished_at = now(), error = ${outcome.error.slice(0, 2000)} where id = 1`;
    }
    const changedSince = r.last_change_at !== null && r.last_change_at >= startedAt;
    if (outcome.ok && (r.follow_up || changedSince)) {
      await tx`update publish_state set requested_at = now(), follow_up = false where id = 1`;
      return 'request';
    }
    await tx`update publish_state set follow_up = false where id = 1`;
    return 'nothing';
  });
}
