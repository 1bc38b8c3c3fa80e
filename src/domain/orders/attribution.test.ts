import { describe, expect, it } from 'vitest';
import { orderAttribution } from './attribution.ts';
import { validateOrderRequest } from './validation.ts';

const consentedAt = 1764363600000;

describe("an order's attribution at the boundary", () => {
  it('keeps the fields of their shape and length, drops each other one alone', () => {
    expect(
      orderAttribution({
        consentedAt,
        fbp: 'fb.1.1764363600000.1234567890',
        fbc: 'fb.2.1764363600000.bad space',
        ttp: 'x'.repeat(201),
        utmSource: ' tiktok ',
        utmTerm: 'a\u0000b',
        sneaky: 'x',
      }),
    ).toEqual({ consentedAt, fbp: 'fb.1.1764363600000.1234567890', utmSource: 'tiktok' });
  });

  it('no consent time (or not a time, or not an object): no attribution at all', () => {
    for (const input of [undefined, null, 'x', [], {}, { utmSource: 'facebook' }, { consentedAt: '2026-11-28' }, { consentedAt: 12 }])
      expect(orderAttribution(input), JSON.stringify(input)).toBeUndefined();
  });

  it('an order with an odd attribution is still a valid order', () => {
    const order = {
      flow: 'cart',
      idempotencyKey: 'key-12345678',
      name: 'Amina Benali',
      email: 'amina@example.dz',
      phone: '0551234567',
      address: '12 rue Didouche Mourad',
      wilayaCode: '16',
      commune: 'Alger Centre',
      deliveryType: 'home',
      lines: [{ productId: 'hoodie', quantity: 1 }],
    };
    for (const attribution of ['garbage', { consentedAt: 'no' }, { consentedAt, fbp: 42 }]) {
      const result = validateOrderRequest({ ...order, attribution });
      expect(result.ok, JSON.stringify(attribution)).toBe(true);
    }
    const kept = validateOrderRequest({ ...order, attribution: { consentedAt, utmSource: 'facebook' } });
    expect(kept.ok && kept.order.attribution).toEqual({ consentedAt, utmSource: 'facebook' });
  });
});
