// Issue 22, point 11: the attempt counters and setup links are not kept for ever. The scheduled
// outbox-drain (the real handler) forgets every row that can no longer change an answer and keeps
// the rest: a counter inside its window, a block still running.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import outboxDrain from '../../netlify/functions/outbox-drain.ts';
import { db } from '../../src/server/db/client.ts';
import { resetGateSettings } from '../db/gate-helpers.ts';
import { resetAdminArea } from './admin-helpers.ts';

const sql = db();

beforeEach(async () => {
  await resetAdminArea();
  await resetGateSettings();
});
afterAll(async () => {
  await resetAdminArea();
  await resetGateSettings();
});

async function attempt(scope: 'gate' | 'admin', key: string, lastFailedAgo: string, blockedFor: string | null = null): Promise<void> {
  await sql`
    insert into login_attempts (scope, client_key, failures, first_failed_at, last_failed_at, blocked_until)
    values (${scope}, ${key}, 3, now() - ${lastFailedAgo}::interval, now() - ${lastFailedAgo}::interval,
            ${blockedFor === null ? null : sql`now() + ${blockedFor}::interval`})`;
}
const keys = async () =>
  (await sql<{ k: string }[]>`select scope || ' ' || client_key as k from login_attempts order by 1`).map((r) => r.k);
const drain = () => outboxDrain(new Request('https://shop.example/.netlify/functions/outbox-drain', { method: 'POST' }));

describe('bounded retention of attempt counters', () => {
  it('the scheduled drain forgets counters past their window with no block running, and used or expired setup links', async () => {
    // Admin keys forget after an hour; the gate's window is the longer of an hour and two hard lockouts (2 × 900 s).
    await attempt('admin', 'ip:203.0.113.1', '2 hours');
    await attempt('admin', 'account:owner@test.dz', '61 minutes');
    await attempt('admin', 'setup:ip:203.0.113.2', '3 days');
    await attempt('admin', 'ip:203.0.113.3', '10 minutes');
    await attempt('admin', 'device:abc', '2 hours', '5 minutes'); // an old row whose block still runs
    await attempt('gate', 'ip:198.51.100.1', '2 hours');
    await attempt('gate', 'ip:198.51.100.2', '40 minutes');
    await sql`insert into admin_setup_tokens (token_hash, created_at, expires_at) values (${'b'.repeat(64)}, now() - interval '2 hours', now() - interval '90 minutes')`;

    const response = await drain();
    expect(response.status).toBe(200);
    expect(await keys()).toEqual(['admin device:abc', 'admin ip:203.0.113.3', 'gate ip:198.51.100.2']);
    expect((await sql`select 1 from admin_setup_tokens`).length).toBe(0);
  });

  it("follows the owner's gate numbers: a 24-hour hard lockout keeps its counters for two of them", async () => {
    await sql`update site_settings set gate_hard_lockout_seconds = 86400 where id = 1`;
    await attempt('gate', 'ip:198.51.100.3', '30 hours');
    await attempt('gate', 'ip:198.51.100.4', '49 hours');
    await drain();
    expect(await keys()).toEqual(['gate ip:198.51.100.3']);
  });
});
