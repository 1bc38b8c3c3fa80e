// Issue 40 §3: a delivered order is told to Meta's Conversions API and TikTok's Events API as one
// Purchase each, only when the shopper consented (order_attribution) and ads are on. The whole path is
// the shop's real one: the order placed by placeOrder, its parcel at an Ecotrack courier's stand-in,
// the delivery read by the real carriers-poll, the events sent by the real outbox-drain; Meta and
// TikTok are stand-ins written from their public documentation (tests/ads/stand-ins,
// docs/ad-platform-apis.md). The expected hashes are SHA-256 of the values each platform documents
// (computed apart from the shop's code, with sha256sum).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import outboxDrain from '../../netlify/functions/outbox-drain.ts';
import adminAds from '../../netlify/functions/admin-ads.ts';
import { db } from '../../src/server/db/client.ts';
import { drainAdEvents } from '../../src/server/ads/drain.ts';
import { markRetry } from '../../src/server/ads/ad-events.repo.ts';
import type { Queryable } from '../../src/server/db/queryable.ts';
import { applyReport } from '../../src/server/carriers/outcomes/apply-report.ts';
import { moveOrder } from '../../src/server/orders/order-moves.service.ts';
import type { AdEventView } from '../../src/domain/ads/ads-admin-api.ts';
import { startMetaStandIn, type MetaStandIn } from '../ads/stand-ins/meta.ts';
import { startTikTokStandIn, type TikTokStandIn } from '../ads/stand-ins/tiktok.ts';
import { call, signedIn } from './admin-helpers.ts';
import { closeEcotrackShop, confirmedOrder, createParcels, ecotrackShop, poll, type EcotrackShop } from './carrier-helpers.ts';

const sql = db();
const PREFIX = 'test-ads-purchase';
const META_TOKEN = 'EAAmeta-token-for-the-stand-in-0001';
const TIKTOK_TOKEN = 'tiktok-events-token-for-the-stand-in-0002';
const PIXEL = '1234567890123';
const TT_PIXEL = 'CABCDEFGH1234567890';

// SHA-256 (hex) of the normalised values (sha256sum): see docs/ad-platform-apis.md.
const HASH = {
  email: '8987db4e1429b68d1f6daa92482cf82a6716f8fa2c3dc0e8886c3d25b0cfad66', // amina@example.dz
  first: 'f487dfce9b26319491f0cee1503257548d2ee2ef39dade348ec280aa60129d62', // amina
  last: 'cbf639d625d373b0cb767a553cd1a5e6c72a0224080f8187913d3067370db914', // benali
  city: 'f4f8154cc466d6563e17cc9ee4d321facb9876629b3f1dba153db09386f8dc82', // algercentre (Alger Centre)
  region: '4ec704e8376f6876b2f57908909612249a4b224d90428d6dedf54f0c5901e50b', // alger (wilaya 16)
  country: '2a92270185a50d8020949f2cfb2125d1af1c2bd3dd92eada9210fcdb5c4310bf', // dz
  metaPhone: '57bc2227c5cf190ba5390a9a06771e92b4863d7054546c3856e44ec12e56a5e3', // 213555123456
  tiktokPhone: 'e5cb565881c669f95be9c2626a9b6948a692f58e6770790e9a024b78213421f0', // +213555123456
};

let shop: EcotrackShop;
let meta: MetaStandIn;
let tiktok: TikTokStandIn;
let phoneSeq = 10;

beforeAll(async () => {
  shop = await ecotrackShop(sql, PREFIX, {
    owner: 'ads-owner@test.dz',
    token: 'ecotrack-ads-token-4471',
    courierCode: 'ADS',
    perMinute: 10_000,
  });
  meta = await startMetaStandIn({ token: META_TOKEN, pixelId: PIXEL });
  tiktok = await startTikTokStandIn({ token: TIKTOK_TOKEN, pixelCode: TT_PIXEL });
  process.env.ADS_META_API_URL = meta.url;
  process.env.ADS_TIKTOK_API_URL = tiktok.url;
  process.env.URL = 'https://shop.example'; // as Netlify sets it for every function
  await sql`delete from ad_platform_tokens`;
  await sql`update site_settings set ads_enabled = true, meta_pixel_id = ${PIXEL}, tiktok_pixel_id = ${TT_PIXEL} where id = 1`;
  await setToken('meta', { token: META_TOKEN, testEventCode: 'TEST12345' });
  await setToken('tiktok', { token: TIKTOK_TOKEN });
});
afterAll(async () => {
  delete process.env.ADS_META_API_URL;
  delete process.env.ADS_TIKTOK_API_URL;
  delete process.env.URL;
  await sql`update site_settings set ads_enabled = false, meta_pixel_id = null, tiktok_pixel_id = null where id = 1`;
  await sql`delete from ad_platform_tokens`;
  await meta?.close();
  await tiktok?.close();
  await closeEcotrackShop(sql, PREFIX, shop?.courier);
});

async function setToken(platform: 'meta' | 'tiktok', body: { token?: string; testEventCode?: string }) {
  const answer = await call(adminAds, `/api/admin/ads/tokens/${platform}`, { method: 'PUT', token: shop.admin, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { tokenHint: string; testEventCode: string };
}

/** A confirmed order; with consent, its attribution row as the checkout writes it (issue 40 §2). */
async function confirmed(consent: boolean, phone = `05551234${String(phoneSeq++).padStart(2, '0')}`) {
  const number = await confirmedOrder(sql, shop.catalog, {
    phone,
    lines: [{ productId: shop.catalog.tee, size: 'M', color: 'Black', quantity: 2 }],
  });
  if (consent)
    await sql`
      insert into order_attribution (order_id, consented_at, fbp, fbc, ttclid, ttp, utm_source, user_agent)
      select id, now(), 'fb.1.1700000000000.1234567890', 'fb.1.1700000000000.IwAR-click', 'E.C.P.tt-click-1', 'ttp-cookie-1',
             'facebook', 'Mozilla/5.0 (Linux; Android 14) Test'
      from orders where number = ${number}`;
  return number;
}

/** Sent to the courier and reported delivered by it, through the real poll. */
async function deliveredByCarrier(number: number): Promise<string> {
  const [result] = await createParcels(shop.admin, 'ecotrack', [{ number }]);
  if (!result?.ok || !result.parcel.tracking) throw new Error(`no parcel: ${JSON.stringify(result)}`);
  expect(shop.courier.moveParcel(result.parcel.tracking, 'livre_non_encaisse')).toBe(true);
  expect((await poll()).status).toBe(200);
  expect(await statusOf(number)).toBe('delivered');
  return result.parcel.tracking;
}

const statusOf = async (number: number) => (await sql<{ status: string }[]>`select status from orders where number = ${number}`)[0]!.status;
const orderIdOf = async (number: number) => (await sql<{ id: string }[]>`select id from orders where number = ${number}`)[0]!.id;
const drain = async () => {
  const answer = await outboxDrain(new Request('https://shop.example/.netlify/functions/outbox-drain', { method: 'POST' }));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { ads?: { sent: number; refused: number; retried: number; tooOld: number } }).ads;
};
const logOf = async (number: number) => {
  const answer = await call(adminAds, `/api/admin/ads/orders/${number}`, { token: shop.admin });
  expect(answer.status).toBe(200);
  return (answer.body as { events: AdEventView[] }).events;
};
const atMeta = (orderId: string) => meta.received.filter((r) => r.event.event_id === `purchase:${orderId}`);
const atTikTok = (orderId: string) => tiktok.received.filter((r) => r.event.event_id === `purchase:${orderId}`);
/** Makes the order's waiting events due now (as if their backoff had passed). */
const dueNow = (number: number) =>
  sql`update ad_events set next_attempt_at = now() where order_id = (select id from orders where number = ${number}) and state = 'waiting'`;

describe('a Purchase when the order is delivered', () => {
  it('sends exactly one Purchase to each platform, with the documented hashes, once a carrier reports the delivery', async () => {
    const number = await confirmed(true, '0555123456');
    const orderId = await orderIdOf(number);
    await deliveredByCarrier(number);
    expect(await logOf(number)).toEqual([
      expect.objectContaining({ platform: 'meta', state: 'waiting', sentAt: null }),
      expect.objectContaining({ platform: 'tiktok', state: 'waiting', sentAt: null }),
    ]);
    expect(await drain()).toMatchObject({ sent: 2, refused: 0 });

    const [parcel] = await sql<{ outcome_at: Date }[]>`select outcome_at from parcels where order_id = ${orderId}`;
    const deliveredAt = Math.floor(parcel!.outcome_at.getTime() / 1000);
    const [order] = await sql<{ subtotal: number }[]>`select subtotal from orders where id = ${orderId}`;

    expect(atMeta(orderId)).toHaveLength(1);
    const [sentToMeta] = atMeta(orderId);
    expect(sentToMeta!.testEventCode).toBe('TEST12345');
    expect(sentToMeta!.event).toMatchObject({
      event_name: 'Purchase',
      event_time: deliveredAt,
      action_source: 'website',
      event_source_url: 'https://shop.example',
      user_data: {
        em: [HASH.email],
        ph: [HASH.metaPhone],
        fn: [HASH.first],
        ln: [HASH.last],
        ct: [HASH.city],
        st: [HASH.region],
        country: [HASH.country],
        fbp: 'fb.1.1700000000000.1234567890',
        fbc: 'fb.1.1700000000000.IwAR-click',
        client_user_agent: 'Mozilla/5.0 (Linux; Android 14) Test',
      },
      custom_data: {
        currency: 'DZD',
        value: order!.subtotal,
        content_ids: [shop.catalog.tee],
        num_items: 2,
        contents: [{ id: shop.catalog.tee, quantity: 2, item_price: order!.subtotal / 2 }],
      },
    });

    expect(atTikTok(orderId)).toHaveLength(1);
    expect(atTikTok(orderId)[0]!.event).toMatchObject({
      event: 'Purchase',
      event_time: deliveredAt,
      user: {
        email: HASH.email,
        phone: HASH.tiktokPhone,
        ttclid: 'E.C.P.tt-click-1',
        ttp: 'ttp-cookie-1',
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Test',
      },
      properties: { currency: 'DZD', value: order!.subtotal, contents: [{ content_id: shop.catalog.tee, quantity: 2 }] },
    });

    const log = await logOf(number);
    expect(log.map((e) => [e.platform, e.state, e.testEventCode])).toEqual([
      ['meta', 'sent', 'TEST12345'],
      ['tiktok', 'sent', null],
    ]);
    expect(log.every((e) => e.sentAt !== null && Math.floor(Date.parse(e.eventTime) / 1000) === deliveredAt)).toBe(true);
  });

  it("sends an order whose browser's user agent was not captured as system_generated, with the shop's address", async () => {
    const number = await confirmed(true);
    const orderId = await orderIdOf(number);
    await sql`update order_attribution set user_agent = null where order_id = ${orderId}`;
    expect((await moveOrder(sql, number, 'shipped', 'ads-owner@test.dz')).ok).toBe(true);
    expect((await moveOrder(sql, number, 'delivered', 'ads-owner@test.dz')).ok).toBe(true);
    expect(await drain()).toMatchObject({ sent: 2, refused: 0 });
    expect(atMeta(orderId)).toHaveLength(1);
    expect(atMeta(orderId)[0]!.event).toMatchObject({ action_source: 'system_generated', event_source_url: 'https://shop.example' });
    expect(atMeta(orderId)[0]!.event.user_data).not.toHaveProperty('client_user_agent');
  });

  it('tells what she pays for the goods: less the code and each line after its offer', async () => {
    const number = await confirmed(true);
    const orderId = await orderIdOf(number);
    // Two tees at 2 for (price × 2 - 501) with a quantity offer, then a code taking 1,000 off the goods.
    await sql`update order_lines set offer_discount = 501, line_total = unit_price * quantity - 501 where order_id = ${orderId}`;
    await sql`update orders set subtotal = subtotal - 501, code_discount = 1000, total = total - 1501 where id = ${orderId}`;
    const [order] = await sql<{ subtotal: number; unit: number }[]>`
      select o.subtotal, (select unit_price from order_lines where order_id = o.id) as unit from orders o where o.id = ${orderId}`;
    expect((await moveOrder(sql, number, 'shipped', 'ads-owner@test.dz')).ok).toBe(true);
    expect((await moveOrder(sql, number, 'delivered', 'ads-owner@test.dz')).ok).toBe(true);
    expect(await drain()).toMatchObject({ sent: 2 });
    const paidForGoods = order!.subtotal - 1000;
    const eachAfterOffer = order!.unit - 250.5;
    expect(atMeta(orderId)[0]!.event.custom_data).toMatchObject({
      value: paidForGoods,
      contents: [{ id: shop.catalog.tee, quantity: 2, item_price: eachAfterOffer }],
    });
    expect(atTikTok(orderId)[0]!.event).toMatchObject({
      properties: { value: paidForGoods, contents: [{ content_id: shop.catalog.tee, quantity: 2, price: eachAfterOffer }] },
    });
  });

  it('sends nothing more when the delivery is reported again, by the poll or a webhook', async () => {
    const number = await confirmed(true);
    const orderId = await orderIdOf(number);
    const tracking = await deliveredByCarrier(number);
    await drain();
    const before = { meta: meta.received.length, tiktok: tiktok.received.length };
    const replay = {
      tracking,
      outcome: 'delivered' as const,
      carrierStatus: 'livre_non_encaisse',
      at: new Date().toISOString(),
      eventId: 'evt-replay',
    };
    await applyReport(sql, 'ecotrack', replay);
    await applyReport(sql, 'ecotrack', replay);
    await poll();
    // Even asked to move again, a delivered order stays delivered and writes no second event.
    expect((await moveOrder(sql, number, 'delivered', 'ads-owner@test.dz')).ok).toBe(false);
    await drain();
    expect({ meta: meta.received.length, tiktok: tiktok.received.length }).toEqual(before);
    expect(atMeta(orderId)).toHaveLength(1);
    expect(await sql`select 1 from ad_events where order_id = ${orderId}`).toHaveLength(2);
  });

  it('sends one when the owner marks a shipped order delivered', async () => {
    const number = await confirmed(true);
    const orderId = await orderIdOf(number);
    expect((await moveOrder(sql, number, 'shipped', 'ads-owner@test.dz')).ok).toBe(true);
    expect((await moveOrder(sql, number, 'delivered', 'ads-owner@test.dz')).ok).toBe(true);
    await drain();
    expect(atMeta(orderId)).toHaveLength(1);
    expect(atTikTok(orderId)).toHaveLength(1);
  });

  it('sends nothing for a cancelled or a returned order, nor for one delivered without consent', async () => {
    const cancelled = await confirmed(true);
    expect((await moveOrder(sql, cancelled, 'cancelled', 'ads-owner@test.dz')).ok).toBe(true);
    const returned = await confirmed(true);
    const [result] = await createParcels(shop.admin, 'ecotrack', [{ number: returned }]);
    shop.courier.moveParcel(result!.ok ? result!.parcel.tracking! : '', 'retour_recu');
    await poll();
    expect(await statusOf(returned)).toBe('returned');
    const withoutConsent = await confirmed(false);
    await deliveredByCarrier(withoutConsent);
    await drain();
    for (const number of [cancelled, returned, withoutConsent]) {
      expect(atMeta(await orderIdOf(number))).toEqual([]);
      expect(atTikTok(await orderIdOf(number))).toEqual([]);
      expect(await logOf(number)).toEqual([]);
    }
  });

  it('sends nothing while ads are off', async () => {
    await sql`update site_settings set ads_enabled = false where id = 1`;
    try {
      const number = await confirmed(true);
      await deliveredByCarrier(number);
      await drain();
      expect(await logOf(number)).toEqual([]);
    } finally {
      await sql`update site_settings set ads_enabled = true where id = 1`;
    }
  });

  it('never sends a delivery older than 7 days: it is logged as too old', async () => {
    const number = await confirmed(true);
    const orderId = await orderIdOf(number);
    const [result] = await createParcels(shop.admin, 'ecotrack', [{ number }]);
    const tracking = result!.ok ? result!.parcel.tracking! : '';
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    expect(
      await applyReport(sql, 'ecotrack', {
        tracking,
        outcome: 'delivered',
        carrierStatus: 'livre_non_encaisse',
        at: eightDaysAgo,
        eventId: 'evt-old',
      }),
    ).toBe('applied');
    const requests = meta.requests;
    expect(await drain()).toMatchObject({ tooOld: 2 });
    expect(meta.requests).toBe(requests);
    expect(atMeta(orderId)).toEqual([]);
    expect((await logOf(number)).map((e) => e.state)).toEqual(['too_old', 'too_old']);
  });

  it("dates a delivery a carrier reports from a clock ahead of the shop's no later than now", async () => {
    const number = await confirmed(true);
    const [result] = await createParcels(shop.admin, 'ecotrack', [{ number }]);
    const tracking = result!.ok ? result!.parcel.tracking! : '';
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    expect(
      await applyReport(sql, 'ecotrack', {
        tracking,
        outcome: 'delivered',
        carrierStatus: 'livre_non_encaisse',
        at: inAnHour,
        eventId: 'evt-ahead',
      }),
    ).toBe('applied');
    for (const event of await logOf(number)) expect(Date.parse(event.eventTime)).toBeLessThanOrEqual(Date.now());
    await drain();
    expect((await logOf(number)).map((e) => e.state)).toEqual(['sent', 'sent']);
  });
});

describe('when a platform refuses', () => {
  it("keeps Meta's reason for a refused token, tries again after a backoff, and sends once the owner sets a good one", async () => {
    await setToken('meta', { token: 'EAA-a-token-meta-does-not-know-0003', testEventCode: 'TEST12345' });
    const number = await confirmed(true);
    const orderId = await orderIdOf(number);
    await deliveredByCarrier(number);
    expect(await drain()).toMatchObject({ sent: 1, retried: 1 });
    const [waiting] = (await logOf(number)).filter((e) => e.platform === 'meta');
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, reason: expect.stringContaining('Invalid OAuth access token') });
    expect(waiting!.reason).toContain('code 190');
    expect(waiting!.reason).not.toContain('EAA-a-token');
    // The first retry waits a minute (1, 2, 4 … minutes): not due yet.
    expect(Date.parse(waiting!.nextAttemptAt!) - Date.now()).toBeGreaterThan(50_000);
    await drain();
    expect((await logOf(number)).find((e) => e.platform === 'meta')).toMatchObject({ state: 'waiting', attempts: 1 });

    await setToken('meta', { token: META_TOKEN, testEventCode: 'TEST12345' });
    await dueNow(number);
    expect(await drain()).toMatchObject({ sent: 1 });
    expect((await logOf(number)).find((e) => e.platform === 'meta')).toMatchObject({ state: 'sent', attempts: 2, reason: null });
    expect(atMeta(orderId)).toHaveLength(1);
  });

  it("tries again after TikTok's rate limit and Meta's temporary error, and sends each event once", async () => {
    const number = await confirmed(true);
    const orderId = await orderIdOf(number);
    await deliveredByCarrier(number);
    meta.failNext(
      1,
      { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2 },
      500,
    );
    tiktok.failNext(1, 40100, 'Too many requests. Please retry in some time.');
    expect(await drain()).toMatchObject({ retried: 2, sent: 0 });
    const log = await logOf(number);
    expect(log.map((e) => [e.platform, e.state])).toEqual([
      ['meta', 'waiting'],
      ['tiktok', 'waiting'],
    ]);
    expect(log[1]!.reason).toContain('code 40100');
    await dueNow(number);
    expect(await drain()).toMatchObject({ sent: 2 });
    expect(atMeta(orderId)).toHaveLength(1);
    expect(atTikTok(orderId)).toHaveLength(1);
  });

  it('sends several deliveries in one request, and one by one when the request is refused for its content', async () => {
    const numbers = [await confirmed(true), await confirmed(true), await confirmed(true)];
    for (const number of numbers) await deliveredByCarrier(number);
    const requests = meta.requests;
    expect(await drain()).toMatchObject({ sent: 6 });
    expect(meta.requests - requests).toBe(1);

    const more = [await confirmed(true), await confirmed(true)];
    for (const number of more) await deliveredByCarrier(number);
    // Meta refuses the whole request for one event's content: the shop sends each alone to find which.
    meta.failNext(1, { message: 'Invalid parameter', type: 'OAuthException', code: 100 }, 400);
    const before = meta.requests;
    await drain();
    expect(meta.requests - before).toBe(3);
    for (const number of more) expect((await logOf(number)).find((e) => e.platform === 'meta')).toMatchObject({ state: 'sent' });
  });

  it("keeps an event Meta refuses for its content as refused, with Meta's words, and never sends it again", async () => {
    const number = await confirmed(true);
    await deliveredByCarrier(number);
    meta.failNext(
      1,
      {
        message: 'Invalid parameter',
        type: 'OAuthException',
        code: 100,
        error_user_title: 'Invalid Value',
        error_user_msg: 'The value for custom_data.value is invalid.',
      },
      400,
    );
    expect(await drain()).toMatchObject({ refused: 1, sent: 1 });
    const refused = (await logOf(number)).find((e) => e.platform === 'meta');
    expect(refused).toMatchObject({
      state: 'refused',
      reason: 'Invalid Value: The value for custom_data.value is invalid. (code 100)',
      nextAttemptAt: null,
    });
    const requests = meta.requests;
    await dueNow(number);
    await drain();
    expect(meta.requests).toBe(requests);
  });

  it('refuses a staff admin the tokens, and never shows a token', async () => {
    const staff = await signedIn('ads-staff@test.dz');
    const put = await call(adminAds, '/api/admin/ads/tokens/meta', {
      method: 'PUT',
      token: staff.token,
      body: { token: 'EAA-staff-token-0000000' },
    });
    expect(put.status).toBe(403);
    const listed = await call(adminAds, '/api/admin/ads/tokens', { token: staff.token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(META_TOKEN);
    expect(listed.body).toMatchObject({
      mayChange: false,
      tokens: [
        { platform: 'meta', tokenHint: '…0001' },
        { platform: 'tiktok', tokenHint: '…0002' },
      ],
    });
    const [kept] = await sql<{ token: string }[]>`select token from ad_platform_tokens where platform = 'meta'`;
    expect(kept!.token).not.toContain(META_TOKEN);
    expect(kept!.token.startsWith('v1.')).toBe(true);
  });
});

describe("within the drain's time", () => {
  it('finds a refused event by halves and gives back, uncounted, what its time does not reach', async () => {
    await drain(); // nothing else waiting: the next claim is these four orders' events
    const numbers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const number = await confirmed(true);
      expect((await moveOrder(sql, number, 'shipped', 'ads-owner@test.dz')).ok).toBe(true);
      expect((await moveOrder(sql, number, 'delivered', 'ads-owner@test.dz')).ok).toBe(true);
      numbers.push(number);
    }
    // Meta refuses every request for its content; each call takes 10 s of the drain's clock (its
    // timeout), and the drain has 25 s: three calls start, the fourth would not.
    meta.failNext(100, { message: 'Invalid parameter', type: 'OAuthException', code: 100 }, 400);
    let clock = 0;
    const slowFetch: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      clock += 10_000;
      return answer;
    };
    const before = meta.requests;
    try {
      const report = await drainAdEvents({ sql, budgetMs: 25_000, fetchImpl: slowFetch, now: () => clock });
      // All four, then two, then one (refused for good): the other three go back unsent.
      expect(meta.requests - before).toBe(3);
      expect(report).toMatchObject({ refused: 1, givenBack: 3, sent: 0 });
    } finally {
      meta.failNext(0, { message: '', type: '', code: 0 });
    }
    const logs = await Promise.all(numbers.map(async (n) => (await logOf(n)).find((e) => e.platform === 'meta')!));
    expect(logs.filter((e) => e.state === 'refused')).toHaveLength(1);
    const givenBack = logs.filter((e) => e.state === 'waiting');
    expect(givenBack).toHaveLength(3);
    for (const event of givenBack) {
      expect(event.attempts).toBe(0);
      expect(Date.parse(event.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());
    }
    // The next drain sends them (Meta takes them now), TikTok's too.
    expect(await drain()).toMatchObject({ sent: 3 + 4, refused: 0 });
  });
});

describe('the outbox rows', () => {
  it("puts back a request's events to wait in one statement, each after the backoff of its own attempts", async () => {
    const number = await confirmed(true);
    expect((await moveOrder(sql, number, 'shipped', 'ads-owner@test.dz')).ok).toBe(true);
    expect((await moveOrder(sql, number, 'delivered', 'ads-owner@test.dz')).ok).toBe(true);
    const rows = await sql<{ id: number; orderId: string; eventTime: Date }[]>`
      select e.id::int as id, e.order_id as "orderId", e.event_time as "eventTime"
      from ad_events e join orders o on o.id = e.order_id where o.number = ${number} order by e.platform`;
    let statements = 0;
    const counting = ((...args: Parameters<typeof sql>) => {
      statements++;
      return (sql as unknown as (...a: unknown[]) => unknown)(...args);
    }) as unknown as Queryable;
    await markRetry(
      counting,
      [
        { ...rows[0]!, attempts: 1 },
        { ...rows[1]!, attempts: 3 },
      ],
      'HTTP 503',
    );
    expect(statements).toBe(1);
    const [wait] = await sql<{ meta: number; tiktok: number; reasons: string[] }[]>`
      select extract(epoch from max(next_attempt_at) filter (where platform = 'meta') - now())::float as meta,
             extract(epoch from max(next_attempt_at) filter (where platform = 'tiktok') - now())::float as tiktok,
             array_agg(distinct reason) as reasons
      from ad_events where id = any(${rows.map((r) => r.id)}::bigint[])`;
    // 1 minute after the first attempt, 4 after the third (adBackoffSeconds), counted from now.
    expect(wait!.meta).toBeGreaterThan(55);
    expect(wait!.meta).toBeLessThanOrEqual(60);
    expect(wait!.tiktok).toBeGreaterThan(235);
    expect(wait!.tiktok).toBeLessThanOrEqual(240);
    expect(wait!.reasons).toEqual(['HTTP 503']);
  });
});
