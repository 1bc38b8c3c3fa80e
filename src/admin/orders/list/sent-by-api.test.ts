import { describe, expect, it } from 'vitest';
import { apiParcelsOf, byPlatform } from './sent-by-api.ts';
import { hasLiveParcel } from '../parcels/parcel-of.ts';

describe('the orders a carrier file leaves out for their API parcel', () => {
  it("reads the server's x-api-parcels, skipping what is not an order and a known carrier", () => {
    expect(apiParcelsOf('12:yalidine,13:noest, 14:yalidine')).toEqual([
      { number: 12, platform: 'yalidine' },
      { number: 13, platform: 'noest' },
      { number: 14, platform: 'yalidine' },
    ]);
    expect(apiParcelsOf('')).toEqual([]);
    expect(apiParcelsOf(null)).toEqual([]);
    expect(apiParcelsOf('x:yalidine,15:dhl,16,0:ecotrack')).toEqual([]);
  });

  it('groups them per carrier for one sentence each', () => {
    expect([...byPlatform(apiParcelsOf('12:yalidine,13:noest,14:yalidine'))]).toEqual([
      ['yalidine', [12, 14]],
      ['noest', [13]],
    ]);
  });

  it('only a parcel being created or created holds the order; a failed or cancelled one does not', () => {
    const states = ['creating', 'created', 'failed', 'cancelled'] as const;
    const held = states.map((state) => hasLiveParcel({ parcel: { platform: 'yalidine', state } }));
    expect(held).toEqual([true, true, false, false]);
    expect(hasLiveParcel({ parcel: null })).toBe(false);
  });
});
