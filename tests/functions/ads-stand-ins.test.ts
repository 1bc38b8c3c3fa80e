// The Meta and TikTok stand-ins answer as the platforms document (docs/ad-platform-apis.md), checked
// with requests written from the documentation's own examples, not from the shop's client: so the
// shop's tests against them prove something about the real APIs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetaStandIn, type MetaStandIn } from '../ads/stand-ins/meta.ts';
import { startTikTokStandIn, type TikTokStandIn } from '../ads/stand-ins/tiktok.ts';

const TOKEN = 'EAAdocumented-example-token';
let meta: MetaStandIn;
let tiktok: TikTokStandIn;
beforeAll(async () => {
  meta = await startMetaStandIn({ token: TOKEN, pixelId: '123' });
  tiktok = await startTikTokStandIn({ token: TOKEN, pixelCode: 'CPIXEL123' });
});
afterAll(async () => {
  await meta.close();
  await tiktok.close();
});

const now = () => Math.floor(Date.now() / 1000);
// Meta's "Using the API" example: a Purchase with hashed em and ph, with what a website event
// requires (Parameters page): the browser's user agent and the page's address.
const UA = 'Mozilla/5.0 (Linux; Android 14) Example';
const metaEvent = (overrides: Record<string, unknown> = {}) => ({
  event_name: 'Purchase',
  event_time: now(),
  action_source: 'website',
  event_source_url: 'https://www.example.com/checkout',
  user_data: {
    em: ['309a0a5c3e211326ae75ca18196d301a9bdbd1a882a4d2569511033da23f0abd'],
    ph: ['254aa248acb47dd654ca3ea53f48c2c26d641d23d7e2e93a1ec56258df7674c4'],
    client_user_agent: UA,
  },
  custom_data: { currency: 'usd', value: 123.45 },
  ...overrides,
});
const postMeta = async (body: unknown, token = TOKEN, pixel = '123') => {
  const response = await fetch(`${meta.url}/v24.0/${pixel}/events?access_token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

describe('the Meta stand-in', () => {
  it('takes the documented example and answers events_received', async () => {
    expect(await postMeta({ data: [metaEvent()], test_event_code: 'TEST123' })).toMatchObject({
      status: 200,
      body: { events_received: 1, messages: [] },
    });
    expect(meta.received.at(-1)).toMatchObject({ testEventCode: 'TEST123' });
  });

  it('refuses a bad token with the OAuthException of the Graph API', async () => {
    expect(await postMeta({ data: [metaEvent()] }, 'wrong')).toMatchObject({
      status: 400,
      body: { error: { type: 'OAuthException', code: 190, fbtrace_id: expect.any(String) } },
    });
  });

  it('refuses the whole batch when any event is older than 7 days, and processes none', async () => {
    const before = meta.received.length;
    const old = metaEvent({ event_time: now() - 8 * 24 * 3600 });
    expect(await postMeta({ data: [metaEvent(), old] })).toMatchObject({
      status: 400,
      body: { error: { code: 100, error_subcode: 2804003 } },
    });
    expect(meta.received.length).toBe(before);
  });

  it('refuses unhashed em or ph, more than 1,000 events, and an unknown pixel', async () => {
    expect((await postMeta({ data: [metaEvent({ user_data: { em: ['joe@eg.com'], client_user_agent: UA } })] })).body.error.code).toBe(100);
    expect((await postMeta({ data: [metaEvent({ user_data: { ph: ['12345678901'], client_user_agent: UA } })] })).body.error.code).toBe(
      100,
    );
    expect((await postMeta({ data: Array.from({ length: 1001 }, () => metaEvent()) })).status).toBe(400);
    expect((await postMeta({ data: [metaEvent()] }, TOKEN, '999')).body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('refuses a website event without client_user_agent or event_source_url; takes a system_generated one', async () => {
    const before = meta.received.length;
    const { event_source_url: _url, ...noUrl } = metaEvent();
    const noAgent = metaEvent({ user_data: { em: [metaEvent().user_data.em[0]] } });
    for (const event of [noUrl, noAgent])
      expect(await postMeta({ data: [metaEvent(), event] })).toMatchObject({
        status: 400,
        body: { error: { type: 'OAuthException', code: 100, fbtrace_id: expect.any(String) } },
      });
    expect(meta.received.length).toBe(before);
    const system = { ...noUrl, action_source: 'system_generated', user_data: { em: [metaEvent().user_data.em[0]] } };
    expect(await postMeta({ data: [system] })).toMatchObject({ status: 200, body: { events_received: 1 } });
  });
});

const postTikTok = async (body: unknown, token: string | null = TOKEN) => {
  const response = await fetch(`${tiktok.url}/open_api/v1.3/event/track/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'Access-Token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};
const tiktokBody = (user: Record<string, unknown> = {}) => ({
  event_source: 'web',
  event_source_id: 'CPIXEL123',
  data: [
    {
      event: 'Purchase',
      event_time: now(),
      event_id: 'order-1',
      user: { ttclid: 'E.C.P.x', ...user },
      properties: { currency: 'USD', value: 46 },
    },
  ],
});

describe('the TikTok stand-in', () => {
  it('takes an event and answers code 0 on HTTP 200', async () => {
    expect(await postTikTok(tiktokBody())).toMatchObject({ status: 200, body: { code: 0, message: 'OK', request_id: expect.any(String) } });
  });

  it('answers its token codes on HTTP 200: 40104 without one, 40105 for a wrong one', async () => {
    expect(await postTikTok(tiktokBody(), null)).toMatchObject({ status: 200, body: { code: 40104 } });
    expect(await postTikTok(tiktokBody(), 'wrong')).toMatchObject({ status: 200, body: { code: 40105 } });
  });

  it('refuses an unhashed email or phone, and a pixel it does not know', async () => {
    expect((await postTikTok(tiktokBody({ email: 'joe@eg.com' }))).body.code).toBe(40002);
    expect((await postTikTok(tiktokBody({ phone: '+12345678901' }))).body.code).toBe(40002);
    expect((await postTikTok({ ...tiktokBody(), event_source_id: 'OTHER' })).body.code).toBe(40002);
  });
});
