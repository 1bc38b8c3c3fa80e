// The publishing state's clock rules, on the real database: a build hook call that no build answers
// and a build that never reports back do not leave the admin 'publishing' for ever.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import {
  buildFinished,
  buildStarted,
  decidePublish,
  deployReported,
  markChanged,
  readPublishState,
  type PublishRule,
} from '../../src/server/publish/publish-state.repo.ts';

const sql = db();
const reset = () => sql`update publish_state set changes_since = null, last_change_at = null, requested_at = null, build_started_at = null,
  build_finished_at = null, follow_up = false, live_since = null, error = null, build_deploy_id = null, live_deploy_id = null,
  last_requested_at = null, auto_publish = null, auto_publish_minutes = 30`;
beforeEach(reset);
afterAll(reset);
const decide = (rule: PublishRule = {}) => sql.begin((tx) => decidePublish(tx, rule));

describe('publish_state', () => {
  it('waits for the quiet moment, then asks once; later saves ride along until the build starts', async () => {
    await markChanged(sql);
    expect(await decide({ quietSeconds: 60 })).toBe('later');
    await sql`update publish_state set last_change_at = now() - interval '61 seconds'`;
    expect(await decide({ quietSeconds: 60 })).toBe('request');
    await markChanged(sql);
    expect(await decide()).toBe('covered');
    expect((await readPublishState(sql)).state).toBe('publishing');
  });

  it('a hook call no build answered within 15 minutes is asked again', async () => {
    await markChanged(sql);
    expect(await decide()).toBe('request');
    await sql`update publish_state set requested_at = now() - interval '16 minutes'`;
    expect((await readPublishState(sql)).state).toBe('pending');
    expect(await decide()).toBe('request');
  });

  it('a build silent for 30 minutes counts as failed, and the next save asks for a new one', async () => {
    await markChanged(sql);
    await decide();
    await buildStarted(sql);
    await sql`update publish_state set build_started_at = now() - interval '31 minutes', last_change_at = now() - interval '32 minutes'`;
    expect(await readPublishState(sql)).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/did not report this publish as live within 30 minutes/),
      changesPending: true,
    });
    await markChanged(sql);
    expect(await decide()).toBe('request');
  });

  it('a change saved during the build stays pending after it; Publish during the build asks for exactly one more', async () => {
    await markChanged(sql);
    await decide();
    const started = await buildStarted(sql);
    await sql`select pg_sleep(0.01)`;
    await markChanged(sql);
    expect(await decide()).toBe('later'); // automatic publishing waits for the build to end
    expect(await buildFinished(sql, started, { ok: true })).toBe('nothing');
    expect(await readPublishState(sql)).toMatchObject({ state: 'pending', changesPending: true });

    const next = await buildStarted(sql);
    await sql`select pg_sleep(0.01)`;
    await markChanged(sql);
    expect(await decide({ force: true })).toBe('follow_up');
    expect(await decide({ force: true })).toBe('follow_up');
    expect(await buildFinished(sql, next, { ok: true })).toBe('request');
    expect(await readPublishState(sql)).toMatchObject({ state: 'publishing', changesPending: true });
    expect(await decide()).toBe('covered');
  });

  it('where a build is free, changes saved during it make one more build when it ends (autoFollowUp)', async () => {
    await markChanged(sql);
    await decide();
    const started = await buildStarted(sql);
    await sql`select pg_sleep(0.01)`;
    await markChanged(sql);
    expect(await buildFinished(sql, started, { ok: true }, { autoFollowUp: true })).toBe('request');
  });

  it('automatic publishing waits its interval after the last build asked for; Publish does not', async () => {
    await markChanged(sql);
    expect(await decide({ minIntervalSeconds: 600 })).toBe('request'); // never asked before
    await buildFinished(sql, await buildStarted(sql), { ok: true });
    await sql`select pg_sleep(0.01)`;
    await markChanged(sql);
    expect(await decide({ minIntervalSeconds: 600 })).toBe('later'); // asked less than 10 minutes ago
    await sql`update publish_state set last_requested_at = now() - interval '11 minutes'`;
    expect(await decide({ minIntervalSeconds: 600 })).toBe('request');
    await buildFinished(sql, await buildStarted(sql), { ok: true });
    await sql`select pg_sleep(0.01)`;
    await markChanged(sql);
    expect(await decide({ minIntervalSeconds: 600 })).toBe('later');
    expect(await decide({ force: true })).toBe('request');
  });

  it('a deploy reported live twice changes nothing the second time; an earlier deploy reported late leaves the running build running', async () => {
    await markChanged(sql);
    // The change and the build's start are told apart by their instants, as in the tests above.
    await sql`select pg_sleep(0.01)`;
    await decide({ force: true });
    await buildStarted(sql, 'deploy-1');
    expect(await deployReported(sql, { id: 'deploy-1', createdAt: null, outcome: { ok: true } })).toBe('nothing');
    const first = await readPublishState(sql);
    expect(first).toMatchObject({ state: 'live', changesPending: false, liveSince: expect.any(String) });
    expect(await deployReported(sql, { id: 'deploy-1', createdAt: null, outcome: { ok: true } })).toBe('nothing');
    expect((await readPublishState(sql)).liveSince).toBe(first.liveSince);

    await markChanged(sql);
    await decide({ force: true });
    await buildStarted(sql, 'deploy-3');
    // deploy-2 (a push, say) went live while deploy-3 was already building.
    await deployReported(sql, { id: 'deploy-2', createdAt: new Date(Date.now() - 60_000), outcome: { ok: true } });
    expect(await readPublishState(sql)).toMatchObject({ state: 'publishing', changesPending: true });
    // A failure reported for a deploy nobody waits for (a preview's, an old one) is not the admin's.
    await deployReported(sql, { id: 'deploy-9', createdAt: null, outcome: { ok: false, error: 'x' } });
    expect((await readPublishState(sql)).state).toBe('publishing');
    await deployReported(sql, { id: 'deploy-3', createdAt: null, outcome: { ok: false, error: 'Functions bundling failed' } });
    expect(await readPublishState(sql)).toMatchObject({ state: 'failed', error: 'Functions bundling failed', changesPending: true });
  });
});
