// The publishing state's clock rules, on the real database: a build hook call that no build answers
// and a build that never reports back do not leave the admin 'publishing' for ever.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { buildFinished, buildStarted, decidePublish, markChanged, readPublishState } from '../../src/server/publish/publish-state.repo.ts';

const sql = db();
const reset = () => sql`update publish_state set changes_since = null, last_change_at = null, requested_at = null, build_started_at = null,
  build_finished_at = null, follow_up = false, live_since = null, error = null`;
beforeEach(reset);
afterAll(reset);
const decide = (options: { force?: boolean; quietSeconds?: number } = {}) => sql.begin((tx) => decidePublish(tx, options));

describe('publish_state', () => {
  it('waits for the quiet moment, then asks once; later saves ride along until the build starts', async () => {
    await markChanged(sql);
    expect(await decide({ quietSeconds: 60 })).toBe('nothing');
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
    expect(await readPublishState(sql)).toMatchObject({ state: 'failed', error: expect.stringMatching(/did not report back/), changesPending: true });
    await markChanged(sql);
    expect(await decide()).toBe('request');
  });

  it('a change saved during the build is still pending after it and asks for exactly one more', async () => {
    await markChanged(sql);
    await decide();
    const started = await buildStarted(sql);
    await sql`select pg_sleep(0.01)`;
    await markChanged(sql);
    expect(await decide()).toBe('follow_up');
    await markChanged(sql);
    expect(await decide()).toBe('follow_up');
    expect(await buildFinished(sql, started, { ok: true })).toBe('request');
    expect(await readPublishState(sql)).toMatchObject({ state: 'publishing', changesPending: true });
    expect(await decide()).toBe('covered');
  });
});
