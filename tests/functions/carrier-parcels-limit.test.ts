// The parcels function's limit of PARCELS_MAX (100) orders a request, said clearly: labels for more are
// refused with the limit, how many were asked and how many to ask for next (the admin says it in the
// owner's language before asking, SendPanel.test.tsx), and a create of more is refused at its field as
// too many (the admin sends a larger selection in several requests). Nothing reaches the carrier. Through
// the real function and database; the Yalidine stand-in (tests/carriers/stand-ins/yalidine) stands in
// for Yalidine's API, outside this machine, and is never called here.
import { describe, expect, it } from 'vitest';
import adminParcels from '../../netlify/functions/admin-parcels.ts';
import { startYalidineStandIn } from '../carriers/stand-ins/yalidine/index.ts';
import { call } from './admin-helpers.ts';
import { carrierFunctionTest } from './carrier-helpers.ts';

const shop = carrierFunctionTest('yalidine', {
  prefix: 'test-carrier-parcels-limit',
  owner: 'parcels-limit-owner@test.dz',
  start: () => startYalidineStandIn(),
  baseUrl: (yalidine) => yalidine.apiUrl,
});

const numbers = (n: number) => Array.from({ length: n }, (_, i) => 900_001 + i);

describe('more orders than one parcels request takes', () => {
  it('refuses labels for 140 orders with the limit and how many to ask for next, and asks the carrier nothing', async () => {
    expect((await shop.connect({ ...shop.carrier.account, fromWilayaCode: '16' })).status).toBe(200);
    const before = shop.carrier.calls.length;
    const answer = await call(adminParcels, `/api/admin/parcels/labels?numbers=${numbers(140).join(',')}`, { token: shop.admin });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'invalid',
      message: "At most 100 orders' labels a request, and 140 were asked: ask for the other 40 in another request.",
      fields: { numbers: 'tooMany' },
      details: { max: 100, given: 140 },
    });
    // A malformed list is still said as such, not as too many.
    const malformed = await call(adminParcels, '/api/admin/parcels/labels?numbers=1,x', { token: shop.admin });
    expect([malformed.status, malformed.body.error.fields]).toEqual([422, { numbers: 'invalid' }]);
    expect(shop.carrier.calls.length).toBe(before);
  });

  it('refuses a create of 101 orders at its field as too many, and 100 is taken', async () => {
    const over = await call(adminParcels, '/api/admin/parcels', {
      method: 'POST',
      token: shop.admin,
      body: { platform: 'yalidine', orders: numbers(101).map((number) => ({ number })) },
    });
    expect([over.status, over.body.error.code, over.body.error.fields]).toEqual([422, 'invalid', { orders: 'tooMany' }]);
    // 100 orders that do not exist: taken, each answered on its own.
    const within = await call(adminParcels, '/api/admin/parcels', {
      method: 'POST',
      token: shop.admin,
      body: { platform: 'yalidine', orders: numbers(100).map((number) => ({ number })) },
    });
    expect(within.status).toBe(200);
    expect(within.body.results).toHaveLength(100);
    expect(new Set(within.body.results.map((r: { code: string }) => r.code))).toEqual(new Set(['not_confirmed']));
  });
});
