// A delivered order as each platform's Purchase: the fields the issue asks for, hashed where the
// platform asks, and nothing of the shopper in clear.
import { describe, expect, it } from 'vitest';
import { metaPurchase, tiktokPurchase, type DeliveredOrder } from './purchase-event.ts';
import { isTooOld, MAX_EVENT_AGE_SECONDS } from './ad-platforms.ts';

const order: DeliveredOrder = {
  orderId: '6f1c1f3e-0000-4000-8000-000000000001',
  orderNumber: 1042,
  deliveredAt: new Date('2026-11-20T10:00:00Z'),
  customerName: 'Amina Benali',
  email: 'amina@example.dz',
  phone: '0555123456',
  commune: 'Alger Centre',
  wilaya: 'Alger',
  goodsTotal: 9000,
  currency: 'DZD',
  lines: [
    { productId: 'tee', quantity: 2, unitPrice: 3000 },
    { productId: 'cap', quantity: 1, unitPrice: 3000 },
  ],
  attribution: { fbp: 'fb.1.1.2', fbc: null, ttclid: null, ttp: 'ttp-1', userAgent: 'UA' },
  siteUrl: 'https://shop.example',
};

describe('the Purchase of a delivered order', () => {
  it('for Meta: the delivery time, the goods in DZD, content ids, items, a stable event id, website', () => {
    const event = metaPurchase(order);
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_time: 1795168800,
      event_id: `purchase:${order.orderId}`,
      action_source: 'website',
      event_source_url: 'https://shop.example',
      custom_data: { currency: 'DZD', value: 9000, content_ids: ['tee', 'cap'], num_items: 3, order_id: '1042' },
    });
    // No empty identifier is sent (fbc absent), and nothing in clear: every contact field is one hash.
    expect(event.user_data).not.toHaveProperty('fbc');
    for (const field of ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'country'] as const)
      expect(event.user_data[field]).toEqual([expect.stringMatching(/^[a-f0-9]{64}$/)]);
    expect(JSON.stringify(event)).not.toMatch(/amina|0555123456|Alger/i);
  });

  it("for Meta: a website event only with the browser's user agent and the shop's address, else system_generated", () => {
    const noAgent = metaPurchase({ ...order, attribution: { ...order.attribution, userAgent: null } });
    expect(noAgent).toMatchObject({ action_source: 'system_generated', event_source_url: 'https://shop.example' });
    expect(noAgent.user_data).not.toHaveProperty('client_user_agent');
    const noAddress = metaPurchase({ ...order, siteUrl: null });
    expect(noAddress.action_source).toBe('system_generated');
    expect(noAddress).not.toHaveProperty('event_source_url');
    expect(metaPurchase(order).user_data).toMatchObject({ client_user_agent: 'UA' });
  });

  it('for TikTok: the same event id, E.164 phone hashed, the identifiers it reads', () => {
    const event = tiktokPurchase(order);
    expect(event).toMatchObject({
      event: 'Purchase',
      event_time: 1795168800,
      event_id: `purchase:${order.orderId}`,
      user: { ttp: 'ttp-1', user_agent: 'UA', phone: 'e5cb565881c669f95be9c2626a9b6948a692f58e6770790e9a024b78213421f0' },
      properties: { currency: 'DZD', value: 9000, content_type: 'product' },
      page: { url: 'https://shop.example' },
    });
    expect(event.user).not.toHaveProperty('ttclid');
  });

  it('is too old a little before Meta’s 7 days, never after', () => {
    const at = new Date('2026-11-20T10:00:00Z');
    expect(isTooOld(at, new Date(at.getTime() + (MAX_EVENT_AGE_SECONDS - 1) * 1000))).toBe(false);
    expect(isTooOld(at, new Date(at.getTime() + 7 * 24 * 3600 * 1000))).toBe(true);
  });
});
