// From a saved change to the live site. A save marks changes pending (in its transaction). A build is
// asked for by the owner's Publish (publishNow: POST /api/admin/publish), or by automatic publishing
// where the owner has it on (publishAfterSave after a save, publishIfDue on a schedule). Saves until
// a build starts ride along with it (publish-state.repo).
// On Netlify "asking" is a POST to the build hook (NETLIFY_BUILD_HOOK_URL), every one a production
// deploy that costs credits: automatic publishing is off unless the owner turns it on, and then waits
// at least its interval between two builds. The build records its start (scripts/build.ts) and
// Netlify's "Deploy succeeded" notification says when it is live (deploy-notification.ts).
// Under npm start the runtime builds and swaps dist/ itself, for free: automatic publishing is on
// unless the owner turns it off, and the site is live when the swap is done.
import { db, type Sql } from '../db/client.ts';
import { autoPublishByDefault, type AutoPublishBody, type PublishState, type PublishTargetKind } from '../../domain/admin/publish.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  buildFinished,
  buildStarted,
  decidePublish,
  readPendingChanges,
  readPublishState,
  requestFailed,
  saveAutoPublish,
  type Decision,
  type PublishRule,
  type StoredPublishState,
} from './publish-state.repo.ts';
import { localSite } from './local-site.ts';
import { buildAndSwap } from './local-build.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

export type PublishTarget = { kind: 'netlify'; hookUrl: string } | { kind: 'local' } | { kind: 'none' };

export function publishTarget(env: ShopEnv = shopEnv()): PublishTarget {
  const hookUrl = env.NETLIFY_BUILD_HOOK_URL?.trim();
  if (hookUrl) return { kind: 'netlify', hookUrl };
  return localSite() ? { kind: 'local' } : { kind: 'none' };
}

/** How long edits must pause before an automatic publish (PUBLISH_QUIET_MS, default 3 s). */
export const quietMs = (env: ShopEnv = shopEnv()) => {
  const ms = Number(env.PUBLISH_QUIET_MS ?? 3000);
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 60_000) : 3000;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether automatic publishing is on here, and the rule it follows. */
function autoRule(stored: StoredPublishState, target: PublishTargetKind, env: ShopEnv): { enabled: boolean; rule: PublishRule } {
  const enabled = stored.autoPublish ?? autoPublishByDefault(target);
  const quietSeconds = Math.max(0, quietMs(env) / 1000 - 0.05);
  // The interval matters where a build costs: on Netlify. Under npm start a build is free.
  const minIntervalSeconds = target === 'netlify' ? stored.autoPublishMinutes * 60 : 0;
  return { enabled, rule: { quietSeconds, minIntervalSeconds } };
}

/** After a save: when automatic publishing is on, wait for the burst of edits to end, then publish if due. */
export async function publishAfterSave(sql: Sql = db(), env: ShopEnv = shopEnv()): Promise<Decision> {
  if (publishTarget(env).kind === 'none' || !(await autoPublishing(sql, env))) return 'nothing';
  const quiet = quietMs(env);
  if (quiet) await sleep(quiet);
  return publishIfDue(sql, env);
}

/** Automatic publishing's check (after a save's quiet moment, and on Netlify every few minutes: publish-due). */
export async function publishIfDue(sql: Sql = db(), env: ShopEnv = shopEnv()): Promise<Decision> {
  const target = publishTarget(env);
  if (target.kind === 'none') return 'nothing';
  const { enabled, rule } = autoRule(await readPublishState(sql), target.kind, env);
  if (!enabled) return 'nothing';
  const decision = await sql.begin((tx) => decidePublish(tx, rule));
  if (decision === 'request') await startBuild(sql, target, env);
  return decision;
}

async function autoPublishing(sql: Sql, env: ShopEnv): Promise<boolean> {
  return autoRule(await readPublishState(sql), publishTarget(env).kind, env).enabled;
}

/** The owner's Publish button (also after a failure). */
export async function publishNow(sql: Sql = db(), env: ShopEnv = shopEnv()): Promise<Decision> {
  const target = publishTarget(env);
  if (target.kind === 'none') return 'nothing';
  const decision = await sql.begin((tx) => decidePublish(tx, { force: true }));
  if (decision === 'request') await startBuild(sql, target, env);
  return decision;
}

/** Where publishing stands, for the admin: read only (a GET never asks for a build). */
export async function publishState(sql: Sql = db(), env: ShopEnv = shopEnv()): Promise<PublishState> {
  const target = publishTarget(env).kind;
  const stored = await readPublishState(sql);
  const pending = stored.changesPending ? await readPendingChanges(sql) : { changes: [], total: 0 };
  const { enabled } = autoRule(stored, target, env);
  return {
    state: stored.state,
    liveSince: stored.liveSince,
    error: stored.error,
    changesPending: stored.changesPending,
    target,
    auto: {
      enabled,
      intervalMinutes: stored.autoPublishMinutes,
      nextAt: enabled && stored.state === 'pending' ? nextAutoPublish(stored, target, env) : null,
    },
    pending: pending.changes,
    pendingTotal: pending.total,
  };
}

/** The earliest moment automatic publishing takes the pending changes (on Netlify its check runs every 5 minutes). */
function nextAutoPublish(stored: StoredPublishState, target: PublishTargetKind, env: ShopEnv): string | null {
  if (!stored.lastChangeAt) return null;
  const afterQuiet = Date.parse(stored.lastChangeAt) + quietMs(env);
  const afterInterval =
    target === 'netlify' && stored.lastRequestedAt ? Date.parse(stored.lastRequestedAt) + stored.autoPublishMinutes * 60_000 : 0;
  return new Date(Math.max(afterQuiet, afterInterval)).toISOString();
}

/** The owner's automatic publishing choice, with its audit entry. */
export async function saveAutoPublishing(sql: Sql, choice: AutoPublishBody, email: string): Promise<void> {
  await sql.begin(async (tx) => {
    const before = await readPublishState(tx);
    await saveAutoPublish(tx, choice.enabled, choice.intervalMinutes);
    await recordAudit(tx, {
      email,
      action: 'publish.settings',
      subject: 'automatic publishing',
      oldValue: { enabled: before.autoPublish, intervalMinutes: before.autoPublishMinutes },
      newValue: choice,
    });
  });
}

async function startBuild(sql: Sql, target: Exclude<PublishTarget, { kind: 'none' }>, env: ShopEnv): Promise<void> {
  if (target.kind === 'netlify') {
    const error = await postBuildHook(target.hookUrl);
    if (error) await requestFailed(sql, error);
    return;
  }
  // Local: the build runs in the background; the function that asked answers at once.
  void runLocalBuilds(sql, env).catch((error: unknown) => console.error('[publish] local build failed to run:', error));
}

/** After a notification or a build asked for one more build now ('request'): ask for it. */
export async function requestAnotherBuild(sql: Sql, env: ShopEnv = shopEnv()): Promise<void> {
  const target = publishTarget(env);
  if (target.kind === 'none') return;
  await startBuild(sql, target, env);
}

let localRunning: Promise<void> | undefined;

/** One local build at a time; the site is live when it is swapped in; saves meanwhile make one more (if automatic). */
function runLocalBuilds(sql: Sql, env: ShopEnv): Promise<void> {
  localRunning ??= (async () => {
    try {
      for (;;) {
        const site = localSite();
        if (!site) return;
        const startedAt = await buildStarted(sql);
        console.log('[publish] building the site in the background...');
        const outcome = await buildAndSwap(site);
        if (outcome.ok) console.log(`[publish] live: now serving ${outcome.dir}`);
        else console.error(`[publish] build failed, the site stays as it was:\n${outcome.error}`);
        const autoFollowUp = await autoPublishing(sql, env);
        const next = await buildFinished(sql, startedAt, outcome.ok ? { ok: true } : { ok: false, error: outcome.error }, { autoFollowUp });
        if (next !== 'request') return;
      }
    } finally {
      localRunning = undefined;
    }
  })();
  return localRunning;
}

/** Netlify answers a build hook with 200 at once; the build runs on its side. Undefined when it took it. */
export async function postBuildHook(hookUrl: string): Promise<string | undefined> {
  try {
    const url = new URL(hookUrl);
    url.searchParams.set('trigger_title', 'Published from the admin area');
    const response = await fetch(url, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.ok ? undefined : `The build hook answered ${response.status} ${response.statusText}`.trim();
  } catch (error) {
    return `The build hook could not be reached: ${(error as Error).message}`;
  }
}

/**
 * Which builds report to the admin: only Netlify's production builds (CONTEXT=production, with its
 * DEPLOY_ID). A build on a laptop, even against the production database, and Netlify's previews and
 * branch deploys publish nothing shoppers see, so they write nothing.
 */
export const reportsToAdmin = (env: ShopEnv) => env.CONTEXT === 'production' && Boolean(env.DEPLOY_ID?.trim());

/**
 * For scripts/build.ts: a Netlify production build records that it started (and under which deploy)
 * or that it failed. It never marks the site live: the deploy is live when Netlify's "Deploy
 * succeeded" notification says so, after the build, the upload and the publish.
 */
export async function reportBuild<T>(sql: Sql, build: () => Promise<T>, env: ShopEnv = shopEnv()): Promise<T> {
  if (!reportsToAdmin(env)) return build();
  let startedAt: Date | undefined;
  try {
    startedAt = await buildStarted(sql, env.DEPLOY_ID!.trim());
  } catch (error) {
    console.warn(`[publish] could not record the build's start (${(error as Error).message}); building anyway`);
  }
  try {
    return await build();
  } catch (error) {
    if (startedAt) await buildFinished(sql, startedAt, { ok: false, error: (error as Error).message }).catch(() => undefined);
    throw error;
  }
}
