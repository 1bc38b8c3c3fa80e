// Where the path from a saved change to the live site stands (publish_state, one row). Every
// decision locks the row, so saves in parallel functions agree on who asks for the build.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { PENDING_LIST_SIZE, PUBLISHED_ACTIONS, type PendingChange, type PublishStateName } from '../../domain/admin/publish.ts';

/** A build that has not reported back after this long is taken as failed. */
export const BUILD_TIMEOUT_SECONDS = 30 * 60;
/** A build hook call that no build answered within this long is taken as lost. */
export const REQUEST_TIMEOUT_SECONDS = 15 * 60;

export const NOT_REPORTED_BACK =
  'Netlify did not report this publish as live within 30 minutes: see the deploy log, and check the "Deploy succeeded" notification (docs/deploy.md).';

type Row = {
  changes_since: Date | null;
  last_change_at: Date | null;
  requested_at: Date | null;
  build_started_at: Date | null;
  build_finished_at: Date | null;
  follow_up: boolean;
  live_since: Date | null;
  error: string | null;
  build_deploy_id: string | null;
  live_deploy_id: string | null;
  last_requested_at: Date | null;
  auto_publish: boolean | null;
  auto_publish_minutes: number;
  requested: boolean;
  running: boolean;
  timed_out: boolean;
};

const readRow = (sql: Queryable, lock: boolean) => sql<Row[]>`
  select changes_since, last_change_at, requested_at, build_started_at, build_finished_at, follow_up, live_since, error,
         build_deploy_id, live_deploy_id, last_requested_at, auto_publish, auto_publish_minutes,
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

export type StoredPublishState = {
  state: PublishStateName;
  liveSince: string | null;
  error: string | null;
  changesPending: boolean;
  /** the owner's choice (null: not chosen, the target's default applies) */
  autoPublish: boolean | null;
  autoPublishMinutes: number;
  lastChangeAt: string | null;
  lastRequestedAt: string | null;
};

export async function readPublishState(sql: Queryable): Promise<StoredPublishState> {
  const r = await row(sql);
  const changesPending = r.changes_since !== null;
  const error = r.timed_out ? NOT_REPORTED_BACK : r.error;
  const state = r.requested || r.running ? 'publishing' : error ? 'failed' : changesPending ? 'pending' : 'live';
  return {
    state,
    liveSince: r.live_since?.toISOString() ?? null,
    error: state === 'failed' ? error : null,
    changesPending,
    autoPublish: r.auto_publish,
    autoPublishMinutes: r.auto_publish_minutes,
    lastChangeAt: r.last_change_at?.toISOString() ?? null,
    lastRequestedAt: r.last_requested_at?.toISOString() ?? null,
  };
}

/**
 * The changes saved since the site went live, newest first, one line per action and subject. A draft's
 * changes are not among them (the shop's pages hold published products only): a product's line counts
 * when the product was in the shop before the change (old value) or is after it (new value); an images
 * entry holds the image list only, so it counts when its product is in the shop now and was when the
 * images changed. A draft's edits before its Publish ride along with that one line.
 */
export async function readPendingChanges(sql: Queryable): Promise<{ changes: PendingChange[]; total: number }> {
  const prefixes = PUBLISHED_ACTIONS.map((p) => `${p}%`);
  const rows = await sql<{ action: string; subject: string; at: Date; count: number; total: number }[]>`
    select action, subject, max(at) as at, count(*)::int as count, count(*) over ()::int as total
    from admin_audit a
    where at >= (select changes_since from publish_state where id = 1) and action like any(${prefixes}::text[])
      and (action not like 'product.%'
           or a.old_value ->> 'published' = 'true'
           or a.new_value ->> 'published' = 'true'
           or (action = 'product.images'
               and exists (select 1 from products p where p.id = a.subject and p.published and p.first_published_at <= a.at)))
    group by action, subject
    order by max(at) desc
    limit ${PENDING_LIST_SIZE}`;
  return {
    changes: rows.map((r) => ({ action: r.action, subject: r.subject, at: r.at.toISOString(), count: r.count })),
    total: rows[0]?.total ?? 0,
  };
}

/** A save shoppers will only see after a build (a draft product's is not: see products.service). */
export async function markChanged(sql: Queryable): Promise<void> {
  await row(sql);
  await sql`update publish_state set changes_since = coalesce(changes_since, now()), last_change_at = now() where id = 1`;
}

/** The owner's automatic publishing choice. */
export async function saveAutoPublish(sql: Queryable, enabled: boolean, intervalMinutes: number): Promise<void> {
  await row(sql);
  await sql`update publish_state set auto_publish = ${enabled}, auto_publish_minutes = ${intervalMinutes} where id = 1`;
}

export type Decision = 'request' | 'covered' | 'follow_up' | 'later' | 'nothing';

export type PublishRule =
  /** The owner pressed Publish (also after a failure): a build now, or one more after the running one. */
  | { force: true }
  /**
   * Automatic publishing: only changes quiet for `quietSeconds`, only `minIntervalSeconds` after the last
   * build asked for, after a failed build only changes newer than it; during a build, nothing ('later').
   */
  | { force?: false; quietSeconds?: number; minIntervalSeconds?: number };

/** Whether to ask for a build now. */
export async function decidePublish(sql: Queryable, rule: PublishRule = {}): Promise<Decision> {
  const r = await row(sql, true);
  if (!rule.force && r.changes_since === null) return 'nothing';
  if (r.requested) return 'covered'; // the build asked for has not started: it will include this
  if (r.running) {
    // Saved before the running build started: it reads them.
    if (r.last_change_at === null || r.build_started_at === null || r.last_change_at < r.build_started_at) return 'covered';
    if (!rule.force) return 'later';
    await sql`update publish_state set follow_up = true where id = 1`; // exactly one more when it ends
    return 'follow_up';
  }
  if (!rule.force) {
    const [due] = await sql<{ ok: boolean }[]>`
      select (last_change_at <= now() - make_interval(secs => ${rule.quietSeconds ?? 0})
              and coalesce(last_requested_at, '-infinity') <= now() - make_interval(secs => ${rule.minIntervalSeconds ?? 0})
              and (error is null or last_change_at > coalesce(build_finished_at, '-infinity'))) as ok
      from publish_state where id = 1`;
    if (!due?.ok) return 'later';
  }
  await sql`update publish_state set requested_at = now(), last_requested_at = now(), error = null where id = 1`;
  return 'request';
}

/** Asking failed (the hook did not answer): nothing is on its way. */
export async function requestFailed(sql: Queryable, message: string): Promise<void> {
  await sql`update publish_state set requested_at = null, error = ${message.slice(0, 2000)}, build_finished_at = now() where id = 1`;
}

/** A build starts: it covers every change saved before this moment. `deployId`: Netlify's, for the notification. */
export async function buildStarted(sql: Queryable, deployId: string | null = null): Promise<Date> {
  await row(sql);
  const [r] = await sql<{ at: Date }[]>`
    update publish_state set build_started_at = now(), build_deploy_id = ${deployId}, requested_at = null where id = 1
    returning build_started_at as at`;
  return r!.at;
}

/**
 * A build ends. On success the site is live as of its start: changes saved since are still pending.
 * 'request' when one more build is due now: the owner pressed Publish during this one (follow_up), or
 * `autoFollowUp` (automatic publishing where a build is free) and changes were saved during it.
 */
export async function buildFinished(
  sql: Sql,
  startedAt: Date,
  outcome: { ok: true } | { ok: false; error: string },
  options: { autoFollowUp?: boolean } = {},
): Promise<Decision> {
  return sql.begin(async (tx) => {
    const r = await row(tx, true);
    return finished(tx, r, startedAt, outcome, options.autoFollowUp ?? false);
  });
}

async function finished(
  tx: Queryable,
  r: Row,
  startedAt: Date,
  outcome: { ok: true; deployId?: string } | { ok: false; error: string },
  autoFollowUp: boolean,
): Promise<Decision> {
  if (outcome.ok) {
    await tx`
      update publish_state set build_finished_at = now(), live_since = now(), error = null, live_deploy_id = ${outcome.deployId ?? null},
        changes_since = case when last_change_at >= ${startedAt} then greatest(changes_since, ${startedAt}) end
      where id = 1`;
  } else {
    await tx`update publish_state set build_finished_at = now(), error = ${outcome.error.slice(0, 2000)} where id = 1`;
  }
  const changedSince = r.last_change_at !== null && r.last_change_at >= startedAt;
  if (outcome.ok && (r.follow_up || (autoFollowUp && changedSince))) {
    await tx`update publish_state set requested_at = now(), last_requested_at = now(), follow_up = false where id = 1`;
    return 'request';
  }
  await tx`update publish_state set follow_up = false where id = 1`;
  return 'nothing';
}

/**
 * Netlify says a production deploy is live (or failed after its build). The build recorded its start
 * under the same deploy id; a deploy whose start was not recorded counts from its creation (changes
 * saved after that stay pending). The same notification twice changes nothing ('nothing').
 */
export async function deployReported(
  sql: Sql,
  deploy: { id: string; createdAt: Date | null; outcome: { ok: true } | { ok: false; error: string } },
): Promise<Decision> {
  return sql.begin(async (tx) => {
    const r = await row(tx, true);
    if (deploy.outcome.ok && r.live_deploy_id === deploy.id) return 'nothing';
    const ours = r.build_deploy_id === deploy.id && r.build_started_at !== null;
    const startedAt = ours ? r.build_started_at! : (deploy.createdAt ?? new Date());
    if (!deploy.outcome.ok) {
      // Only the failure of the deploy being waited for is the admin's concern (a preview's is not).
      if (!ours) return 'nothing';
      return finished(tx, r, startedAt, deploy.outcome, false);
    }
    if (!ours && r.running) {
      // An earlier deploy's notification arriving while the next build runs: live, and that build still runs.
      await tx`
        update publish_state set live_since = now(), live_deploy_id = ${deploy.id},
          changes_since = case when last_change_at >= ${startedAt} then greatest(changes_since, ${startedAt}) end
        where id = 1`;
      return 'nothing';
    }
    return finished(tx, r, startedAt, { ok: true, deployId: deploy.id }, false);
  });
}
