import { describe, expect, it } from 'vitest';
import { ATTEMPTS_TO_LIST, customerRates, MIN_FINISHED_TO_JUDGE, ratesOf, wilayaRates, type CustomerOutcomes } from './delivery-rates.ts';

const wilaya = (wilayaCode: string, parcels: number, delivered: number, returned: number, failedAttempts = 0) => ({
  wilayaCode,
  nameFr: `W${wilayaCode}`,
  nameAr: `و${wilayaCode}`,
  parcels,
  delivered,
  returned,
  failedAttempts,
});

describe('delivery and return rates', () => {
  it('has no rate while no parcel is finished, never a division by zero', () => {
    expect(ratesOf({ delivered: 0, returned: 0 })).toEqual({ deliveryRate: null, returnRate: null, enoughToJudge: false });
  });

  it('counts only finished parcels: delivered over delivered and returned', () => {
    expect(ratesOf({ delivered: 6, returned: 2 })).toEqual({ deliveryRate: 0.75, returnRate: 0.25, enoughToJudge: true });
  });

  it(`judges a rate from ${MIN_FINISHED_TO_JUDGE} finished parcels on, not fewer`, () => {
    expect(MIN_FINISHED_TO_JUDGE).toBe(5);
    expect(ratesOf({ delivered: 1, returned: 3 }).enoughToJudge).toBe(false);
    expect(ratesOf({ delivered: 2, returned: 3 }).enoughToJudge).toBe(true);
    // The rate is still there for who wants it; the flag says not to act on it.
    expect(ratesOf({ delivered: 0, returned: 1 })).toEqual({ deliveryRate: 0, returnRate: 1, enoughToJudge: false });
  });

  it('sorts wilayas by returns, then by parcels, then by code, and leaves out those with no parcel', () => {
    const rows = wilayaRates([
      wilaya('31', 3, 3, 0),
      wilaya('16', 20, 10, 2),
      wilaya('05', 4, 1, 2),
      wilaya('09', 5, 0, 0),
      wilaya('07', 5, 0, 0),
      wilaya('02', 0, 0, 0),
    ]);
    // 16 and 05 both had 2 back: the busier 16 first.
    expect(rows.map((w) => w.wilayaCode)).toEqual(['16', '05', '07', '09', '31']);
    expect(rows[0]).toMatchObject({ deliveryRate: 10 / 12, returnRate: 2 / 12, enoughToJudge: true });
    expect(rows[1]).toMatchObject({ deliveryRate: 1 / 3, returnRate: 2 / 3, enoughToJudge: false });
    // Parcels still on their way: counted, no rate yet.
    expect(rows[2]).toMatchObject({ parcels: 5, deliveryRate: null, returnRate: null, enoughToJudge: false });
  });

  it('lists the customers with returns, most returns first, then the highest share, at most the number shown', () => {
    const c = (phone: string, orders: number, delivered: number, returned: number): CustomerOutcomes => ({
      phone,
      name: phone,
      orders,
      delivered,
      returned,
      failedAttempts: 0,
    });
    const rows = customerRates(
      [c('0555000001', 3, 2, 1), c('0555000002', 2, 0, 2), c('0555000003', 4, 4, 0), c('0555000004', 1, 0, 1), c('0555000005', 5, 1, 2)],
      3,
    );
    expect(rows.map((r) => [r.phone, r.returnRate])).toEqual([
      ['0555000002', 1],
      ['0555000005', 2 / 3],
      ['0555000004', 1],
    ]);
  });

  it('puts the wilayas with more failed attempts before others with as many returns, and keeps one that had attempts only', () => {
    const rows = wilayaRates([wilaya('16', 20, 18, 1, 0), wilaya('05', 4, 1, 1, 3), wilaya('09', 0, 0, 0, 2), wilaya('02', 0, 0, 0, 0)]);
    expect(rows.map((w) => [w.wilayaCode, w.failedAttempts])).toEqual([
      ['05', 3],
      ['16', 0],
      ['09', 2],
    ]);
  });

  it(`lists a customer with no return from ${ATTEMPTS_TO_LIST} failed attempts on, after those with returns`, () => {
    const c = (phone: string, returned: number, failedAttempts: number): CustomerOutcomes => ({
      phone,
      name: phone,
      orders: 1,
      delivered: 0,
      returned,
      failedAttempts,
    });
    const rows = customerRates([
      c('0555000001', 0, 1),
      c('0555000002', 0, 3),
      c('0555000003', 1, 0),
      c('0555000004', 0, 2),
      c('0555000005', 1, 2),
    ]);
    expect(rows.map((r) => [r.phone, r.returned, r.failedAttempts])).toEqual([
      ['0555000005', 1, 2],
      ['0555000003', 1, 0],
      ['0555000002', 0, 3],
      ['0555000004', 0, 2],
    ]);
    // Not home once is not a customer to call.
    expect(rows.map((r) => r.phone)).not.toContain('0555000001');
  });
});
