// ZR Express's states that no source settles, through the real poll, webhook function and database
// (issue 37, §2). ZR's states are each tenant's workflow slugs (ZR-SW `POST /workflows/search`);
// ZR-AUDIT BUG-5 lists those it saw live up to livre/encaisse/recouvert and none of a return or a
// cancel. A state beyond those is never guessed: the order shows ZR's own word and stays where it is,
// and the carrier's health line counts the parcel as "other". A signed webhook body of an unknown
// shape (ZR-AUDIT §5: the payload is undocumented) is logged, answered 200, and changes nothing.
// The stand-in (tests/carriers/stand-ins/zr-express) stands in for ZR's API and its Svix deliveries.
import { beforeAll, describe, expect, it } from 'vitest';
import adminCarrierHealth from '../../netlify/functions/admin-carrier-health.ts';
import { db } from '../../src/server/db/client.ts';
import type { CarrierHealthAnswer } from '../../src/domain/carriers/health.ts';
import { ZR_WEBHOOK_EVENT_TYPES } from '../../src/domain/carriers/zr-express-webhook.ts';
import { signSvix, startZrExpressStandIn } from '../carriers/stand-ins/zr-express/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest, confirmedOrder, createParcels, historyOf, orderRow, parcelOnTheOrderPage, poll } from './carrier-helpers.ts';

const sql = db();
const shop = carrierFunctionTest('zr_express', {
  prefix: 'test-carrier-zr-states',
  owner: 'zr-states-owner@test.dz',
  start: () => startZrExpressStandIn({ trackingAfterReads: 0 }),
  baseUrl: (zr) => zr.apiUrl,
});
let secret: string;
beforeAll(async () => {
  secret = shop.carrier.webhooks.register({ url: shop.webhookUrl, eventTypes: [...ZR_WEBHOOK_EVENT_TYPES] })!.secret;
  const connected = await shop.connect({
    apiKey: shop.carrier.account.apiKey,
    tenantId: shop.carrier.account.tenant,
    webhookSecret: secret,
  });
  expect(connected.status).toBe(200);
});

async function sentOrder(): Promise<{ number: number; tracking: string }> {
  const number = await confirmedOrder(sql, shop.catalog);
  const [result] = await createParcels(shop.admin, 'zr_express', [{ number }]);
  if (!result?.ok || !result.parcel.tracking) throw new Error(`no parcel: ${JSON.stringify(result)}`);
  return { number, tracking: result.parcel.tracking };
}

const zrLines = async (number: number) =>
  (await historyOf(sql, number)).filter((h) => h.changed_by === 'ZR Express').map((h) => [h.kind, h.status, h.note]);

const healthLine = async () => {
  const answer = await call(adminCarrierHealth, '/api/admin/carrier-health', { token: shop.admin });
  return (answer.body as CarrierHealthAnswer).health.find((h) => h.platform === 'zr_express')!;
};
const otherCount = async () => (await healthLine()).other;

describe('ZR Express states no source settles', () => {
  it('a state beyond the audited ones is shown in ZR’s word, leaves the order where it is, and counts as "other"', async () => {
    const { number, tracking } = await sentOrder();
    shop.carrier.move(tracking, 'en_livraison');
    expect((await poll()).status).toBe(200);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'shipped' });
    // Its webhook now, in order: an older "en livraison" arriving after the tenant's word would be
    // applied again (an unread state is behind any older known one), which is not what this test is about.
    await shop.carrier.webhooks.flush();
    const before = await otherCount();
    // "Retourné" by its slug alone, without the parcel's returnedAt: a tenant's word, not a return the shop may restock.
    shop.carrier.tenantState(tracking, 'retourne', 'Retourné');
    expect((await poll()).status).toBe(200);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'shipped', stock_returned_at: null });
    expect((await zrLines(number)).at(-1)).toEqual(['parcel', 'shipped', 'Retourné']);
    const panel = await parcelOnTheOrderPage(number, shop.admin);
    expect(panel).toMatchObject({ outcome: 'other', carrierStatus: 'Retourné' });
    expect(await otherCount()).toBe(before + 1);
    // The same state by the webhook: the same word, nothing more; the line has the webhook as its last news.
    const before2 = Date.now();
    await shop.carrier.webhooks.flush();
    expect((await zrLines(number)).filter(([, , note]) => note === 'Retourné')).toHaveLength(1);
    expect(Date.parse((await healthLine()).lastWebhookAt!)).toBeGreaterThanOrEqual(before2 - 1000);
  });

  it('a word no source knows after delivery leaves the parcel delivered (and no longer asked)', async () => {
    const { number, tracking } = await sentOrder();
    shop.carrier.move(tracking, 'livre');
    await poll();
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
    shop.carrier.tenantState(tracking, 'litige_client', 'Litige client');
    const deliveries = await shop.carrier.webhooks.flush();
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(await orderRow(sql, number)).toMatchObject({ status: 'delivered' });
    expect(await parcelOnTheOrderPage(number, shop.admin)).toMatchObject({ outcome: 'delivered', carrierStatus: 'Litige client' });
  });

  it('a signed body of an unknown shape is logged and answered 200, and changes nothing', async () => {
    const { number } = await sentOrder();
    const history = await historyOf(sql, number);
    const at = Math.floor(Date.now() / 1000);
    const events = await sql`select count(*)::int as n from carrier_events where platform = 'zr_express'`;
    // Unsigned: refused, and not news from ZR on its health line.
    const heard = (await healthLine()).lastWebhookAt;
    const unsigned = await fetch(shop.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(401);
    expect((await healthLine()).lastWebhookAt).toBe(heard);
    for (const [id, body] of [
      ['msg_not_json', 'not json at all'],
      ['msg_other_shape', JSON.stringify({ event: 'parcel.state.updated', payload: { tracking: 'x' } })],
      ['msg_no_state', JSON.stringify({ type: 'parcel.state.updated', data: { trackingNumber: 'x', state: 7 } })],
    ] as const) {
      const answer = await fetch(shop.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'svix-id': id,
          'svix-timestamp': String(at),
          'svix-signature': signSvix(secret, id, at, body),
        },
        body,
      });
      expect([id, answer.status]).toEqual([id, 200]);
      expect(await answer.json()).toMatchObject({ applied: false, ignored: expect.any(String) });
      expect(shop.printed.some((line) => line.includes(`[carrier-webhook-zr-express] ${id} ignored:`))).toBe(true);
    }
    expect(await historyOf(sql, number)).toEqual(history);
    expect(await sql`select count(*)::int as n from carrier_events where platform = 'zr_express'`).toEqual(events);
  });
});
