// Publishing on Netlify, through the real handlers: a save publishes nothing by itself (automatic
// publishing is off there: each publish is a production deploy that costs credits), the publish
// screen lists the pending changes, Publish asks for one build; the site is live only when Netlify's
// signed "Deploy succeeded" notification says so; automatic publishing, when the owner turns it on,
// waits its interval. Netlify is outside this machine: a local http server stands in for the build
// hook (it counts the POSTs it gets), the builds' start and failure are recorded by the same
// reportBuild that scripts/build.ts runs, and the notifications are signed here as Netlify signs them
// (a JWT, HS256 with the JWS secret token, claims iss "netlify" and sha256 of the body).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import settings from '../../netlify/functions/admin-settings.ts';
import publish from '../../netlify/functions/admin-publish.ts';
import deployNotification from '../../netlify/functions/publish-live.ts';
import publishDue from '../../netlify/functions/publish-due.ts';
import { db } from '../../src/server/db/client.ts';
import { reportBuild } from '../../src/server/publish/publisher.ts';
import { adminRequest, call, resetAdminArea, signedIn } from './admin-helpers.ts';

const sql = db();
const SECRET = 'a-jws-secret-token-of-forty-eight-characters-xyz';
let server: Server;
let hookUrl: string;
let hookPosts: string[] = [];
let hookStatus = 200;
let token: string;
let savedCooldown: number;

const resetPublishState = () => sql`
  update publish_state set changes_since = null, last_change_at = null, requested_at = null, build_started_at = null, build_finished_at = null,
    follow_up = false, live_since = null, error = null, build_deploy_id = null, live_deploy_id = null, last_requested_at = null,
    auto_publish = null, auto_publish_minutes = 30`;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/build_hooks/test-hook')) hookPosts.push(req.url);
    res.writeHead(req.method === 'POST' ? hookStatus : 405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test-hook`;
  process.env.NETLIFY_BUILD_HOOK_URL = hookUrl;
  process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET = SECRET;
  process.env.PUBLISH_QUIET_MS = '150';
  await sql`insert into site_settings (id) values (1) on conflict do nothing`;
  savedCooldown = (await sql<{ order_cooldown_seconds: number }[]>`select order_cooldown_seconds from site_settings`)[0]!
    .order_cooldown_seconds;
});
afterAll(async () => {
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  delete process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET;
  delete process.env.PUBLISH_QUIET_MS;
  await new Promise((resolve) => server.close(resolve));
  await sql`update site_settings set order_cooldown_seconds = ${savedCooldown}`;
  await resetPublishState();
  await resetAdminArea();
});
beforeEach(async () => {
  await resetAdminArea();
  token = (await signedIn('owner@test.dz')).token;
  await resetPublishState();
  hookPosts = [];
  hookStatus = 200;
});

/** A save as the island makes it; resolves once whatever it scheduled (waitUntil) has run. */
async function save(cooldownSeconds: number): Promise<void> {
  const { updatedAt } = (await call(settings, '/api/admin/settings', { token })).body;
  const pending: Promise<unknown>[] = [];
  const response = await settings(
    adminRequest('/api/admin/settings/orders', { method: 'PUT', token, body: { cooldownSeconds, updatedAt } }),
    {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
    } as never,
  );
  expect(response.status).toBe(200);
  await Promise.all(pending);
}
const state = async () => (await call(publish, '/api/admin/publish', { token })).body;
const pressPublish = () => call(publish, '/api/admin/publish', { method: 'POST', token });
const setAuto = (body: unknown) => call(publish, '/api/admin/publish/settings', { method: 'PUT', token, body });
const row = async () => (await sql`select * from publish_state where id = 1`)[0];

/** The production build Netlify runs for deploy `id` (scripts/build.ts's reportBuild); ends when we say. */
function netlifyBuild(id: string, outcome: 'ok' | 'fail' = 'ok') {
  let end!: () => void;
  let started!: () => void;
  const hasStarted = new Promise<void>((resolve) => (started = resolve));
  const done = reportBuild(
    sql,
    () => {
      started();
      return new Promise<void>(
        (resolve, reject) => (end = () => (outcome === 'ok' ? resolve() : reject(new Error('Astro: [build] page /shop failed')))),
      );
    },
    { CONTEXT: 'production', DEPLOY_ID: id },
  ).then(
    () => 'built',
    (error: Error) => error.message,
  );
  return {
    hasStarted,
    finish: async () => {
      end();
      return done;
    },
  };
}

/** Netlify's deploy object, as its notification posts it. */
const deployBody = (id: string, over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    site_id: 'site-1',
    build_id: `build-${id}`,
    state: 'ready',
    name: 'drp-shop',
    url: 'https://drp.example',
    context: 'production',
    branch: 'main',
    created_at: new Date(Date.now() - 120_000).toISOString(),
    published_at: new Date().toISOString(),
    error_message: null,
    ...over,
  });
const signature = (body: string, secret = SECRET, claims: Record<string, unknown> = {}) =>
  new SignJWT({ sha256: createHash('sha256').update(body).digest('hex'), ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(secret));
async function notify(body: string, sig: string | null) {
  const response = await deployNotification(
    new Request('https://drp.example/api/deploy-succeeded', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(sig ? { 'x-webhook-signature': sig } : {}) },
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe('publishing on Netlify', () => {
  it('a save publishes nothing by itself; the pending changes are listed; Publish asks for one build', async () => {
    await save(100);
    await save(110);
    expect(hookPosts).toEqual([]);
    const pending = await state();
    expect(pending).toMatchObject({
      state: 'pending',
      changesPending: true,
      target: 'netlify',
      liveSince: null,
      auto: { enabled: false, intervalMinutes: 30, nextAt: null },
      pending: [{ action: 'settings.orders', subject: 'orders', count: 2, at: expect.any(String) }],
      pendingTotal: 1,
    });
    const pressed = await pressPublish();
    expect(pressed.status).toBe(202);
    expect(pressed.body).toMatchObject({ state: 'publishing', changesPending: true });
    expect(hookPosts).toHaveLength(1);
    expect(hookPosts[0]).toContain('trigger_title=');
  });

  it('GET only reads: it asks for no build and writes nothing, whatever the state', async () => {
    expect((await setAuto({ enabled: true, intervalMinutes: 10 })).status).toBe(200);
    await sql`update publish_state set changes_since = now() - interval '1 hour', last_change_at = now() - interval '1 hour'`;
    const before = await row();
    for (let i = 0; i < 3; i++) expect((await state()).state).toBe('pending');
    expect(hookPosts).toEqual([]);
    expect(await row()).toEqual(before);
  });

  it('the site is live only when Netlify\'s signed "Deploy succeeded" says so, not when the build ends', async () => {
    await save(120);
    await pressPublish();
    const build = netlifyBuild('deploy-a');
    await build.hasStarted;
    expect(await build.finish()).toBe('built');
    expect(await state()).toMatchObject({ state: 'publishing', liveSince: null, changesPending: true });

    const body = deployBody('deploy-a');
    const refused = [
      await notify(body, null), // no signature
      await notify(body, 'not.a.jwt'),
      await notify(body, await signature(body, 'another-secret-of-forty-eight-characters-123456')), // another secret
      await notify(body, await signature(deployBody('deploy-a', { state: 'ready', id: 'deploy-b' }))), // signed another body
      await notify(
        body,
        await new SignJWT({ sha256: createHash('sha256').update(body).digest('hex') })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('someone')
          .sign(new TextEncoder().encode(SECRET)),
      ),
    ];
    expect(refused.map((r) => [r.status, r.body.error.code])).toEqual(Array(5).fill([401, 'bad_signature']));
    expect(await state()).toMatchObject({ state: 'publishing', liveSince: null });

    // A deploy preview's success is not the shop's.
    const preview = deployBody('deploy-p', { context: 'deploy-preview' });
    expect((await notify(preview, await signature(preview))).status).toBe(202);
    expect((await state()).liveSince).toBeNull();

    const live = await notify(body, await signature(body));
    expect(live).toEqual({ status: 200, body: { live: true, deployId: 'deploy-a' } });
    const now = await state();
    expect(now).toMatchObject({ state: 'live', changesPending: false, pending: [], error: null });
    expect(Date.parse(now.liveSince)).toBeGreaterThan(Date.now() - 60_000);
    // Netlify retrying the same notification changes nothing.
    expect((await notify(body, await signature(body))).status).toBe(200);
    expect((await state()).liveSince).toBe(now.liveSince);
  });

  it('a build on a laptop, even against this (non-local) database, and a preview build mark nothing', async () => {
    const before = await row();
    for (const env of [
      {},
      { DATABASE_URL: 'postgres://prod.example/db' },
      { CONTEXT: 'deploy-preview', DEPLOY_ID: 'p1' },
      { CONTEXT: 'branch-deploy', DEPLOY_ID: 'b1' },
      { CONTEXT: 'production' },
    ]) {
      expect(await reportBuild(sql, async () => 'built', env)).toBe('built');
    }
    expect(await row()).toEqual(before);
    expect(await state()).toMatchObject({ state: 'live', liveSince: null });
  });

  it('Publish pressed during a build makes exactly one more, asked for when Netlify reports the first live', async () => {
    await save(130);
    await pressPublish();
    const build = netlifyBuild('deploy-c');
    await build.hasStarted;
    await save(140); // after the build read the database
    expect(hookPosts).toHaveLength(1);
    await pressPublish();
    await pressPublish();
    expect(hookPosts).toHaveLength(1);
    await build.finish();
    const body = deployBody('deploy-c');
    await notify(body, await signature(body));
    expect(hookPosts).toHaveLength(2);
    expect(await state()).toMatchObject({ state: 'publishing', changesPending: true, liveSince: expect.any(String) });
  });

  it('a failed build shows why; Publish tries again', async () => {
    await save(200);
    await pressPublish();
    const build = netlifyBuild('deploy-d', 'fail');
    await build.hasStarted;
    expect(await build.finish()).toContain('page /shop failed');
    expect(await state()).toMatchObject({ state: 'failed', error: 'Astro: [build] page /shop failed', changesPending: true });
    const again = await pressPublish();
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ state: 'publishing', error: null });
    expect(hookPosts).toHaveLength(2);
  });

  it('a hook that refuses is reported as failed with its status', async () => {
    hookStatus = 404;
    await save(210);
    await pressPublish();
    expect(hookPosts).toHaveLength(1);
    expect(await state()).toMatchObject({ state: 'failed', error: 'The build hook answered 404 Not Found', changesPending: true });
  });

  it('without a hook or a local runtime the changes stay pending and Publish says why (503)', async () => {
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    try {
      await save(220);
      expect(await state()).toMatchObject({ state: 'pending', changesPending: true, target: 'none' });
      const refused = await pressPublish();
      expect([refused.status, refused.body.error.code]).toEqual([503, 'publish_unavailable']);
    } finally {
      process.env.NETLIFY_BUILD_HOOK_URL = hookUrl;
    }
    expect(hookPosts).toHaveLength(0);
  });
});

describe("automatic publishing on Netlify (the owner's setting)", () => {
  it('when turned on, publishes after a save, then waits its interval; the scheduled check publishes once it has passed', async () => {
    expect((await setAuto({ enabled: true, intervalMinutes: 10 })).body.auto).toMatchObject({ enabled: true, intervalMinutes: 10 });
    await save(300);
    expect(hookPosts).toHaveLength(1); // nothing asked before: at once (after the quiet moment)
    const build = netlifyBuild('deploy-e');
    await build.hasStarted;
    await build.finish();
    const body = deployBody('deploy-e');
    await notify(body, await signature(body));

    await save(310);
    expect(hookPosts).toHaveLength(1); // asked less than 10 minutes ago: it waits
    const waiting = await state();
    expect(waiting).toMatchObject({ state: 'pending', auto: { enabled: true, intervalMinutes: 10 } });
    const lastRequest = Date.parse((await row())!.last_requested_at.toISOString());
    expect(Date.parse(waiting.auto.nextAt)).toBe(lastRequest + 10 * 60_000);
    expect(await (await publishDue(new Request('https://shop.example/.netlify/functions/publish-due', { method: 'POST' }))).json()).toEqual(
      { decision: 'later' },
    );
    expect(hookPosts).toHaveLength(1);

    await sql`update publish_state set last_requested_at = now() - interval '11 minutes'`;
    expect(await (await publishDue(new Request('https://shop.example/.netlify/functions/publish-due', { method: 'POST' }))).json()).toEqual(
      { decision: 'request' },
    );
    expect(hookPosts).toHaveLength(2);
    expect(await sql`select email, new_value from admin_audit where action = 'publish.settings' order by id desc limit 1`).toEqual([
      { email: 'owner@test.dz', new_value: { enabled: true, intervalMinutes: 10 } },
    ]);
  });

  it('off (the default on Netlify): neither a save nor the scheduled check publishes', async () => {
    await save(320);
    await sql`update publish_state set last_change_at = now() - interval '1 hour'`;
    expect(await (await publishDue(new Request('https://shop.example/.netlify/functions/publish-due', { method: 'POST' }))).json()).toEqual(
      { decision: 'nothing' },
    );
    expect((await setAuto({ enabled: false, intervalMinutes: 30 })).status).toBe(200);
    await save(330);
    expect(await (await publishDue(new Request('https://shop.example/.netlify/functions/publish-due', { method: 'POST' }))).json()).toEqual(
      { decision: 'nothing' },
    );
    expect(hookPosts).toEqual([]);
  });

  it('refuses an interval under 10 minutes or a body that is not the setting (422), and writes nothing', async () => {
    for (const body of [
      { enabled: true, intervalMinutes: 5 },
      { enabled: true, intervalMinutes: 10.5 },
      { enabled: 'yes', intervalMinutes: 30 },
      { enabled: true, intervalMinutes: 2000 },
    ]) {
      const refused = await setAuto(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    expect((await setAuto({ enabled: true, intervalMinutes: 5 })).body.error.fields).toEqual({ intervalMinutes: 'outOfRange' });
    expect(await row()).toMatchObject({ auto_publish: null, auto_publish_minutes: 30 });
    expect((await call(publish, '/api/admin/publish/settings', { token })).status).toBe(405);
  });
});

describe('the deploy notification endpoint', () => {
  it('refuses everything while its secret is not set, or too short to be safe (503)', async () => {
    const body = deployBody('deploy-z');
    for (const secret of [undefined, 'short-secret']) {
      if (secret === undefined) delete process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET;
      else process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET = secret;
      const answer = await notify(body, await signature(body, secret ?? SECRET));
      expect([answer.status, answer.body.error.code]).toEqual([503, 'not_configured']);
      expect(answer.body.error.message).toContain('NETLIFY_DEPLOY_WEBHOOK_SECRET');
    }
    process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET = SECRET;
    expect((await row())!.live_since).toBeNull();
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const notJson = 'not json';
    expect((await notify(notJson, await signature(notJson))).status).toBe(400);
    const notDeploy = JSON.stringify({ hello: 'world' });
    expect((await notify(notDeploy, await signature(notDeploy))).status).toBe(422);
    const huge = JSON.stringify({ id: 'x', state: 'ready', pad: 'x'.repeat(300 * 1024) });
    expect((await notify(huge, await signature(huge))).status).toBe(413);
    const get = await deployNotification(new Request('https://drp.example/api/deploy-succeeded'));
    expect(get.status).toBeLessThan(500);
  });
});
