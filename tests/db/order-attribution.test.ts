// An order's attribution (issue 40 §2) is written by the order's own statement: with the shopper's
// consent its order_attribution row is there with the order, without it there is none, a field of
// the wrong shape is dropped (never the order), and a refused order leaves no row behind.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { orderRequest, setStock, uniquePhone, useTestCatalog } from './orders.fixtures.ts';

const sql = connect(inject('databaseUrl'), { max: 2 });
const catalog = useTestCatalog(sql, 'test-attribution');
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const consentedAt = Date.UTC(2026, 10, 28, 21, 0, 0);

/** The order as the browser sends it (JSON), parsed by the shared schema as the function does. */
function parsed(body: Record<string, unknown>) {
  const result = validateOrderRequest(JSON.parse(JSON.stringify(body)));
  if (!result.ok) throw new Error(`invalid: ${JSON.stringify(result.errors)}`);
  return result.order;
}
beforeAll(() => setStock(sql, catalog.tee, 'M', 'Black', 50));
const rowOf = async (orderId: string) => (await sql`select * from order_attribution where order_id = ${orderId}`)[0];

describe('the order attribution, in the order statement', () => {
  it('with consent: the identifiers, the landing tags, the consent time and her browser, with the order', async () => {
    const attribution = {
      consentedAt,
      fbp: 'fb.1.1764363600000.1234567890',
      fbc: 'fb.1.1764363600000.IwAR2xYz_Ab-Cd',
      ttclid: 'E.C.P.CsABxyz-123_456',
      ttp: '2Qn1aBcD-eFgH_iJkL.mN',
      utmSource: 'facebook',
      utmMedium: 'paid',
      utmCampaign: 'hiver-2026',
      utmContent: 'video 3',
      utmTerm: 'hoodie',
    };
    const result = await placeOrder(parsed({ ...orderRequest(catalog, { phone: uniquePhone() }), attribution }), sql, {
      addressKey: null,
      userAgent: IPHONE,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await rowOf(result.order.id)).toMatchObject({
      consented_at: new Date(consentedAt),
      fbp: attribution.fbp,
      fbc: attribution.fbc,
      ttclid: attribution.ttclid,
      ttp: attribution.ttp,
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'hiver-2026',
      utm_content: 'video 3',
      utm_term: 'hoodie',
      user_agent: IPHONE,
    });
  });

  it('without consent (no attribution in the request): the order and no row; her browser is not kept', async () => {
    const result = await placeOrder(parsed(orderRequest(catalog, { phone: uniquePhone() })), sql, { addressKey: null, userAgent: IPHONE });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await sql`select 1 from orders where id = ${result.order.id}`).toHaveLength(1);
    expect(await rowOf(result.order.id)).toBeUndefined();
  });

  it('a field of the wrong shape or length is dropped, the rest kept; no consent time, no row; the order always', async () => {
    const odd = {
      consentedAt,
      fbp: 'not-a-cookie',
      fbc: `fb.1.1764363600000.${'x'.repeat(600)}`,
      ttclid: 'has space',
      utmSource: 'x'.repeat(101),
      utmCampaign: '<script>',
      utmMedium: 'cpc',
      extra: 'dropped',
    };
    const kept = await placeOrder(parsed({ ...orderRequest(catalog, { phone: uniquePhone() }), attribution: odd }), sql, {
      addressKey: null,
      userAgent: 'x'.repeat(800),
    });
    expect(kept.ok).toBe(true);
    if (!kept.ok) return;
    const row = await rowOf(kept.order.id);
    expect(row).toMatchObject({ fbp: null, fbc: null, ttclid: null, utm_source: null, utm_campaign: null, utm_medium: 'cpc' });
    expect(row!.user_agent).toHaveLength(500);

    for (const attribution of [{ utmSource: 'facebook' }, 'yes', [], { consentedAt: 'today' }]) {
      const result = await placeOrder(parsed({ ...orderRequest(catalog, { phone: uniquePhone() }), attribution }), sql);
      expect(result.ok, JSON.stringify(attribution)).toBe(true);
      if (result.ok) expect(await rowOf(result.order.id)).toBeUndefined();
    }
  });

  it('an order refused (sold out) writes no attribution either: one statement, all or nothing', async () => {
    const before = (await sql`select count(*)::int as n from order_attribution`)[0]!.n;
    await setStock(sql, catalog.tee, 'M', 'Black', 0);
    try {
      const result = await placeOrder(parsed({ ...orderRequest(catalog, { phone: uniquePhone() }), attribution: { consentedAt } }), sql);
      expect(result.ok).toBe(false);
      expect((await sql`select count(*)::int as n from order_attribution`)[0]!.n).toBe(before);
    } finally {
      await setStock(sql, catalog.tee, 'M', 'Black', 50);
    }
  });
});
