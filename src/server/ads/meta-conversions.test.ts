// The Meta token never leaves in an address nor lands in a kept reason (ad_events.reason is logged,
// shown to every admin and backed up): against the Meta stand-in, written from Meta's documentation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMetaStandIn, type MetaStandIn } from '../../../tests/ads/stand-ins/meta.ts';
import { sendToMeta } from './meta-conversions.ts';
import { sendToTikTok } from './tiktok-events.ts';
import { cleanReason } from './platform-answer.ts';

const TOKEN = 'EAAsecret0meta0token0for0the0test0123456';
let meta: MetaStandIn;
beforeAll(async () => {
  meta = await startMetaStandIn({ token: TOKEN, pixelId: '777' });
  process.env.ADS_META_API_URL = meta.url;
});
afterAll(async () => {
  delete process.env.ADS_META_API_URL;
  await meta.close();
});

const event = () =>
  ({
    event_name: 'Purchase',
    event_time: Math.floor(Date.now() / 1000),
    action_source: 'website',
    event_source_url: 'https://shop.example/',
    user_data: { client_user_agent: 'Mozilla/5.0 Test' },
  }) as unknown as Parameters<typeof sendToMeta>[2][number];

describe("the token of Meta's Conversions API", () => {
  it('goes in the JSON body, not the address, and Meta takes it there', async () => {
    const addresses: string[] = [];
    const recording: typeof fetch = (input, init) => {
      addresses.push(String(input));
      return fetch(input, init);
    };
    expect(await sendToMeta('777', TOKEN, [event()], null, recording)).toEqual({ kind: 'sent' });
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).not.toContain('access_token');
    expect(addresses[0]).not.toContain(TOKEN);
  });

  it('never reaches the reason kept when the call fails quoting its address or request', async () => {
    const failing: typeof fetch = (input, init) =>
      Promise.reject(new Error(`request to ${String(input)} failed; body ${String(init?.body).slice(0, 80)}`));
    const answer = await sendToMeta('777', TOKEN, [event()], null, failing);
    expect(answer.kind).toBe('retry');
    expect(answer.kind !== 'sent' && answer.reason).toContain('no answer: request to');
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    const tiktok = await sendToTikTok('CPIX', TOKEN, [], (_, init) =>
      Promise.reject(new Error(`headers ${JSON.stringify(init?.headers)}`)),
    );
    expect(JSON.stringify(tiktok)).not.toContain(TOKEN);
  });

  it("cleans anything token-like out of a reason, even another token's", () => {
    expect(cleanReason('GET https://graph.facebook.com/v24.0/1/events?access_token=EAAother123&x=1 failed', TOKEN)).toBe(
      'GET https://graph.facebook.com/v24.0/1/events?access_token=…&x=1 failed',
    );
    expect(cleanReason('{"Access-Token":"abc.def"} refused', TOKEN)).toBe('{"Access-Token":"…"} refused');
    expect(cleanReason('token EAAB3xYzExampleOfAMetaToken99 expired', '')).toBe('token … expired');
    expect(cleanReason(`echoed ${encodeURIComponent(TOKEN)}`, TOKEN)).not.toContain(TOKEN);
  });
});
