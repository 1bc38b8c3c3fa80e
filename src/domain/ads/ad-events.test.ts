import { describe, expect, it } from 'vitest';
import { metaCalls, tiktokCalls, type ShopAdEvent } from './ad-events.ts';

const shop = { currency: 'DZD', placedAsPurchase: false };
const placed: ShopAdEvent = {
  name: 'OrderPlaced',
  orderId: '6f1c1f3e-0000-4000-8000-000000000001',
  value: 9000,
  lines: [
    { contentId: 'hoodie', quantity: 2, price: 3000 },
    { contentId: 'cap', quantity: 1, price: 3000 },
  ],
};

describe('the shop moments as Meta and TikTok pixel calls', () => {
  it('a product page: ViewContent with its id, price and currency', () => {
    expect(metaCalls({ name: 'ViewContent', contentId: 'hoodie', value: 3000 }, shop)).toEqual([
      ['track', 'ViewContent', { content_ids: ['hoodie'], content_type: 'product', value: 3000, currency: 'DZD' }],
    ]);
    expect(tiktokCalls({ name: 'ViewContent', contentId: 'hoodie', value: 3000 }, shop)).toEqual([
      {
        track: [
          'ViewContent',
          {
            contents: [{ content_id: 'hoodie', content_type: 'product', quantity: 1, price: 3000 }],
            content_type: 'product',
            value: 3000,
            currency: 'DZD',
          },
        ],
      },
    ]);
  });

  it('a page view: fbq track PageView, ttq.page()', () => {
    expect(metaCalls({ name: 'PageView' }, shop)).toEqual([['track', 'PageView']]);
    expect(tiktokCalls({ name: 'PageView' }, shop)).toEqual([{ page: true }]);
  });

  it('InitiateCheckout counts the units and the goods', () => {
    const [[, name, data]] = metaCalls({ name: 'InitiateCheckout', lines: placed.lines }, shop) as [
      [string, string, Record<string, unknown>],
    ];
    expect([name, data]).toEqual([
      'InitiateCheckout',
      { content_ids: ['hoodie', 'cap'], content_type: 'product', num_items: 3, value: 9000, currency: 'DZD' },
    ]);
  });

  it("order placed: Meta's Lead and TikTok's PlaceAnOrder, the order's id as event id; no Purchase by default", () => {
    const meta = metaCalls(placed, shop);
    expect(meta).toHaveLength(1);
    expect(meta[0]!.slice(0, 2)).toEqual(['track', 'Lead']);
    expect(meta[0]![3]).toEqual({ eventID: placed.name === 'OrderPlaced' ? placed.orderId : '' });
    expect(meta[0]![2]).toMatchObject({ value: 9000, currency: 'DZD', num_items: 3, content_ids: ['hoodie', 'cap'] });
    const tiktok = tiktokCalls(placed, shop);
    expect(tiktok).toEqual([
      { track: ['PlaceAnOrder', expect.objectContaining({ value: 9000 }), { event_id: '6f1c1f3e-0000-4000-8000-000000000001' }] },
    ]);
  });

  it("the owner's choice: placed also as Purchase, with the server's delivery id purchase:<order>", () => {
    const options = { ...shop, placedAsPurchase: true };
    const meta = metaCalls(placed, options);
    expect(meta.map((c) => [c[1], c[3]])).toEqual([
      ['Lead', { eventID: '6f1c1f3e-0000-4000-8000-000000000001' }],
      ['Purchase', { eventID: 'purchase:6f1c1f3e-0000-4000-8000-000000000001' }],
    ]);
    const tiktok = tiktokCalls(placed, options).map((c) => ('track' in c ? [c.track[0], c.track[2]] : []));
    expect(tiktok).toEqual([
      ['PlaceAnOrder', { event_id: '6f1c1f3e-0000-4000-8000-000000000001' }],
      ['Purchase', { event_id: 'purchase:6f1c1f3e-0000-4000-8000-000000000001' }],
    ]);
  });
});
