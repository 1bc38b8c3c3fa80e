// From a saved change to the live site. A save marks changes pending (in its transaction) and then
// calls changesSaved(): after a quiet moment, one build is asked for; saves until that build starts
// ride along with it, saves while it runs make exactly one more after it (publish-state.repo).
// On Netlify "asking" is a POST to the build hook (NETLIFY_BUILD_HOOK_URL) and the build reports
// its start and end itself (scripts/build.ts); under npm start the runtime builds and swaps dist/.
import { db, type Sql } from '../db/client.ts';
import type { PublishState } from '../../domain/admin/publish.ts';
import { buildFinished, buildStarted, decidePublish, readPublishState, requestFailed, type Decision } from './publish-state.repo.ts';
import { localSite } from './local-site.ts';
import { buildAndSwap } from './local-build.ts';

type Env = Record<string, string | undefined>;
export type PublishTarget = { kind: 'netlify'; hookUrl: string } | { kind: 'local' } | { kind: 'none' };

export function publishTarget(env: Env = process.env): PublishTarget {
  const hookUrl = env.NETLIFY_BUILD_HOOK_URL?.trim();
  if (hookUrl) return { kind: 'netlify', hookUrl };
  return localSite() ? { kind: 'local' } : { kind: 'none' };
}

/** How long edits must pause before a build is asked for (PUBLISH_QUIET_MS, default 3 s). */
export const quietMs = (env: Env = process.env) => {
  const ms = Number(env.PUBLISH_QUIET_MS ?? 3000);
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, 60_000) : 3000;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After a save: wait for the burst to end, then ask for a build if no other save already did. */
export async function changesSaved(sql: Sql = db(), env: Env = process.env): Promise<Decision> {
  const quiet = quietMs(env);
  if (quiet) await sleep(quiet);
  return publishNow(sql, { force: false, quietSeconds: Math.max(0, quiet / 1000 - 0.05) }, env);
}

/** The owner's Publish button (force), or a save's quiet moment having passed. */
export async function publishNow(sql: Sql = db(), options: { force: boolean; quietSeconds?: number } = { force: true }, env: Env = process.env): Promise<Decision> {
  const target = publishTarget(env);
  if (target.kind === 'none') return 'nothing';
  const decision = await sql.begin((tx) => decidePublish(tx, options));
  if (decision === 'request') await startBuild(sql, target);
  return decision;
}

export async function publishState(sql: Sql = db()): Promise<PublishState> {
  return readPublishState(sql);
}

async function startBuild(sql: Sql, target: Exclude<PublishTarget, { kind: 'none' }>): Promise<void> {
  if (target.kind === 'netlify') {
    const error = await postBuildHook(target.hookUrl);
    if (error) await requestFailed(sql, error);
    return;
  }
  // Local: the build runs in the background; the function that asked answers at once.
  void runLocalBuilds(sql).catch((error: unknown) => console.error('[publish] local build failed to run:', error));
}

let localRunning: Promise<void> | undefined;

/** One local build at a time; when it ends with changes saved meanwhile, exactly one more. */
function runLocalBuilds(sql: Sql): Promise<void> {
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
        const next = await buildFinished(sql, startedAt, outcome.ok ? { ok: true } : { ok: false, error: outcome.error });
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
    const response = await fetch(url, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' }, signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.ok ? undefined : `The build hook answered ${response.status} ${response.statusText}`.trim();
  } catch (error) {
    return `The build hook could not be reached: ${(error as Error).message}`;
  }
}

/** For scripts/build.ts on Netlify: the build tells the admin it started and how it ended. */
export async function reportBuild<T>(sql: Sql, build: () => Promise<T>, env: Env = process.env): Promise<T> {
  let startedAt: Date | undefined;
  try {
    startedAt = await buildStarted(sql);
  } catch (error) {
    console.warn(`[publish] could not record the build's start (${(error as Error).message}); building anyway`);
  }
  try {
    const result = await build();
    if (startedAt && (await buildFinished(sql, startedAt, { ok: true })) === 'request') {
      const hook = env.NETLIFY_BUILD_HOOK_URL?.trim();
      const error = hook ? await postBuildHook(hook) : 'NETLIFY_BUILD_HOOK_URL is not set for builds';
      if (error) await requestFailed(sql, error);
    }
    return result;
  } catch (error) {
    if (startedAt) await buildFinished(sql, startedAt, { ok: false, error: (error as Error).message }).catch(() => undefined);
    throw error;
  }
}
