// From a save to a build: on Netlify the admin POSTs the build hook. Netlify is outside this machine,
// so a local http server stands in for the hook (it counts the POSTs it gets); the builds' start and
// end are reported by the same reportBuild that scripts/build.ts runs on Netlify.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import settings from '../../netlify/functions/admin-settings.ts';
import publish from '../../netlify/functions/admin-publish.ts';
import { db } from '../../src/server/db/client.ts';
import { reportBuild } from '../../src/server/publish/publisher.ts';
import { adminRequest, call, resetAdminArea, signedIn } from './admin-helpers.ts';

const sql = db();
let server: Server;
let hookUrl: string;
let hookPosts: string[] = [];
let hookStatus = 200;
let token: string;
let savedCooldown: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/build_hooks/test-hook')) hookPosts.push(req.url);
    res.writeHead(req.method === 'POST' ? hookStatus : 405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test-hook`;
  process.env.NETLIFY_BUILD_HOOK_URL = hookUrl;
  process.env.PUBLISH_QUIET_MS = '150';
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  savedCooldown = (await sql<{ order_cooldown_seconds: number }[]>`select order_cooldown_seconds from site_settings`)[0]!.order_cooldown_seconds;
});
afterAll(async () => {
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  delete process.env.PUBLISH_QUIET_MS;
  await new Promise((resolve) => server.close(resolve));
  await sql`update site_settings set order_cooldown_seconds = ${savedCooldown}`;
  await sql`update publish_state set changes_since = null, last_change_at = null, requested_at = null, build_started_at = null, build_finished_at = null, follow_up = false, error = null`;
  await resetAdminArea();
});
beforeEach(async () => {
  await resetAdminArea();
  token = (await signedIn('owner@test.dz')).token;
  await sql`update publish_state set changes_since = null, last_change_at = null, requested_at = null, build_started_at = null, build_finished_at = null, follow_up = false, live_since = null, error = null`;
  hookPosts = [];
  hookStatus = 200;
});

/** A save as the island makes it: answered at once; `publishing` settles when the publish it scheduled has run. */
async function saveAnswered(cooldownSeconds: number): Promise<{ publishing: Promise<unknown> }> {
  const { updatedAt } = (await call(settings, '/api/admin/settings', { token })).body;
  const pending: Promise<unknown>[] = [];
  const response = await settings(adminRequest('/api/admin/settings/orders', { method: 'PUT', token, body: { cooldownSeconds, updatedAt } }), {
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
  } as never);
  expect(response.status).toBe(200);
  return { publishing: Promise.all(pending) };
}
const save = async (n: number) => (await saveAnswered(n)).publishing;
/** Saves one after another, faster than the quiet moment: their scheduled publishes overlap. */
async function burst(values: number[]): Promise<void> {
  const publishing: Promise<unknown>[] = [];
  for (const n of values) publishing.push((await saveAnswered(n)).publishing);
  await Promise.all(publishing);
}
const state = async () => (await call(publish, '/api/admin/publish', { token })).body;

/** A build under our control: started when reportBuild has recorded its start, ended when we say. */
function controlledBuild(outcome: 'ok' | 'fail' = 'ok') {
  let end!: () => void;
  let started!: () => void;
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  const done = reportBuild(sql, () => {
    started();
    return new Promise<void>((resolve, reject) => (end = () => (outcome === 'ok' ? resolve() : reject(new Error('Astro: [build] page /shop failed')))));
  }).catch((error: Error) => error.message);
  return { hasStarted, finish: async () => { end(); return done; } };
}

describe('publishing on Netlify (the build hook)', () => {
  it('a burst of saves asks for one build; saves while it runs make exactly one more; then it is live', async () => {
    expect(await state()).toEqual({ state: 'live', liveSince: null, error: null, changesPending: false });
    await burst([100, 110, 120, 130, 140]);
    expect(hookPosts).toHaveLength(1);
    expect(hookPosts[0]).toContain('trigger_title=');
    expect(await state()).toMatchObject({ state: 'publishing', changesPending: true });

    const first = controlledBuild();
    await first.hasStarted;
    await burst([150, 160]);
    await save(170);
    expect(hookPosts).toHaveLength(1); // nothing asked while the build runs...
    await first.finish();
    expect(hookPosts).toHaveLength(2); // ...exactly one more when it ends
    expect(await state()).toMatchObject({ state: 'publishing', changesPending: true, liveSince: expect.any(String) });

    const second = controlledBuild();
    await second.hasStarted;
    await second.finish();
    expect(hookPosts).toHaveLength(2);
    const live = await state();
    expect(live).toMatchObject({ state: 'live', changesPending: false, error: null });
    expect(Date.parse(live.liveSince)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a failed build shows why; it is not retried by itself, a new save or the Publish button asks again', async () => {
    await save(200);
    expect(hookPosts).toHaveLength(1);
    const build = controlledBuild('fail');
    await build.hasStarted;
    expect(await build.finish()).toContain('page /shop failed');
    expect(await state()).toMatchObject({ state: 'failed', error: 'Astro: [build] page /shop failed', changesPending: true });
    expect(hookPosts).toHaveLength(1);
    const again = await call(publish, '/api/admin/publish', { method: 'POST', token });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ state: 'publishing', error: null });
    expect(hookPosts).toHaveLength(2);
  });

  it('a hook that refuses is reported as failed with its status', async () => {
    hookStatus = 404;
    await save(210);
    expect(hookPosts).toHaveLength(1);
    expect(await state()).toMatchObject({ state: 'failed', error: 'The build hook answered 404 Not Found', changesPending: true });
  });

  it('without a hook or a local runtime the changes stay pending and Publish says why (503)', async () => {
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    try {
      await save(220);
      expect(await state()).toMatchObject({ state: 'pending', changesPending: true });
      const refused = await call(publish, '/api/admin/publish', { method: 'POST', token });
      expect([refused.status, refused.body.error.code]).toEqual([503, 'publish_unavailable']);
    } finally {
      process.env.NETLIFY_BUILD_HOOK_URL = hookUrl;
    }
    expect(hookPosts).toHaveLength(0);
  });
});
