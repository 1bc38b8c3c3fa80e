// A carrier that goes silent is seen (issue 37, §3), through the real scheduled poll, the admin's
// health function and the outbox, on a real database. The carrier is the NOEST stand-in
// (tests/carriers/stand-ins/noest, which stands in for NOEST's public API outside this machine:
// docs/carrier-apis.md, "NOEST"), made to refuse the shop's token (401, as a revoked token is) or to
// fail (503). Its health line says so from the first failed poll; the fourth in a row puts one chat
// message in the outbox, a fifth none; the first poll that answers again puts one more.
import { describe, expect, it } from 'vitest';
import adminCarrierHealth from '../../netlify/functions/admin-carrier-health.ts';
import { db } from '../../src/server/db/client.ts';
import type { CarrierHealthAnswer, CarrierHealthView } from '../../src/domain/carriers/health.ts';
import { startNoestStandIn } from '../carriers/stand-ins/noest/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, poll } from './carrier-helpers.ts';

const sql = db();
const TOKEN = 'noest-health-token-for-the-test-H3al';
const GUID = 'B2C3D4E5-noest-health-guid-0037';
const shop = carrierFunctionTest('noest', {
  prefix: 'test-carrier-health',
  owner: 'health-owner@test.dz',
  start: () => startNoestStandIn({ token: TOKEN, userGuid: GUID, perMinute: 10_000 }),
  baseUrl: (noest) => noest.url,
});

type PollAnswer = { reports: { platform: string; asked: number; error?: string; health?: string }[] };
const pollNoest = async () => {
  const answer = await poll();
  expect(answer.status).toBe(200);
  return ((await answer.json()) as PollAnswer).reports.find((r) => r.platform === 'noest')!;
};

const healthLine = async (): Promise<CarrierHealthView> => {
  const answer = await call(adminCarrierHealth, '/api/admin/carrier-health', { token: shop.admin });
  expect(answer.status).toBe(200);
  return (answer.body as CarrierHealthAnswer).health.find((h) => h.platform === 'noest')!;
};

const notices = () =>
  sql<{ content: string }[]>`select payload->'message'->>'content' as content from outbox where kind = 'carrier_health' order by id`;

describe('the carrier health line', () => {
  it('says when a poll last answered and how many parcels wait for news', async () => {
    await sql`delete from carrier_health`;
    await sql`delete from outbox where kind = 'carrier_health'`;
    expect((await shop.connect({ apiToken: TOKEN, userGuid: GUID })).status).toBe(200);
    const numbers = [await confirmedOrder(sql, shop.catalog), await confirmedOrder(sql, shop.catalog)];
    const created = await createParcels(
      shop.admin,
      'noest',
      numbers.map((number) => ({ number })),
    );
    expect(created.every((r) => r.ok)).toBe(true);
    const before = Date.now();
    expect(await pollNoest()).toMatchObject({ asked: 2, health: 'none' });
    const line = await healthLine();
    expect(line).toMatchObject({ failuresInRow: 0, failing: null, waiting: 2, other: 0, lastWebhookAt: null });
    expect(Date.parse(line.lastPollOkAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a refused token shows from the first failed poll; the fourth in a row tells the owner once; the first that answers, once more', async () => {
    shop.carrier.refuseToken(true);
    const first = await pollNoest();
    expect(first.error).toMatch(/NOEST/);
    expect(first.health).toBe('none');
    const line = await healthLine();
    expect(line).toMatchObject({ failuresInRow: 1, failing: { kind: 'auth' }, waiting: 2 });
    expect(line.failing!.since).toBe(line.failing!.lastAt);
    expect(await notices()).toEqual([]);

    expect((await pollNoest()).health).toBe('none');
    expect((await pollNoest()).health).toBe('none');
    expect(await notices()).toEqual([]);
    expect((await pollNoest()).health).toBe('silent');
    expect((await pollNoest()).health).toBe('none');
    const silent = await notices();
    expect(silent).toHaveLength(1);
    expect(silent[0]!.content).toMatch(
      /^\*\*NOEST has gone silent\*\*\nThe last 4 polls failed, since .+\nParcels waiting for news: 2\.\nReconnect it/,
    );
    // The line keeps when the failures began, and counts them.
    const failing = await healthLine();
    expect(failing).toMatchObject({ failuresInRow: 5, failing: { kind: 'auth', since: line.failing!.since } });
    // No credential in the chat.
    for (const secret of [TOKEN, GUID]) expect(silent[0]!.content).not.toContain(secret);

    shop.carrier.refuseToken(false);
    expect((await pollNoest()).health).toBe('back');
    expect((await pollNoest()).health).toBe('none');
    const all = await notices();
    expect(all).toHaveLength(2);
    expect(all[1]!.content).toMatch(/^\*\*NOEST answers again\*\*\nIt answered at .+, after 5 failed polls since /);
    expect(await healthLine()).toMatchObject({ failuresInRow: 0, failing: null, waiting: 2 });
  });

  it('a carrier failing (503) is "unreachable" on the line; going silent again after recovering is told again, once', async () => {
    for (let i = 0; i < 4; i++) {
      shop.carrier.failNext(503);
      expect((await pollNoest()).error).toBeDefined();
    }
    expect(await healthLine()).toMatchObject({ failuresInRow: 4, failing: { kind: 'unreachable' } });
    const all = await notices();
    expect(all).toHaveLength(3);
    expect(all[2]!.content).toMatch(/NOEST has gone silent/);
    expect((await pollNoest()).health).toBe('back');
    expect(await notices()).toHaveLength(4);
  });

  it('the notices go out through the outbox like the order messages (claimable rows)', async () => {
    const rows = await sql<{ kind: string; delivered_at: Date | null; attempts: number }[]>`
      select kind, delivered_at, attempts from outbox where kind = 'carrier_health'`;
    expect(rows.every((r) => r.delivered_at === null && r.attempts === 0)).toBe(true);
    const { claimDueNotifications } = await import('../../src/server/notifications/outbox.repo.ts');
    // Other files' orders share this database and are due before these: claim every due row.
    const [due] = await sql<{ n: number }[]>`select count(*)::int as n from outbox where delivered_at is null`;
    const claimed = await claimDueNotifications(sql, due!.n);
    expect(claimed.filter((c) => (c.payload as { notice?: string }).notice === 'carrier_health:noest')).toHaveLength(4);
    await sql`delete from outbox where kind = 'carrier_health'`;
  });
});
