import { describe, expect, it } from 'vitest';
import { carrierWords, eventKeyOf, isBehind, movesFor, stepsBetween } from './outcome-moves.ts';

describe("a carrier's report as the order's moves", () => {
  it('steps through the workflow, never backwards nor out of an end', () => {
    expect(stepsBetween('confirmed', 'delivered')).toEqual(['shipped', 'delivered']);
    expect(stepsBetween('confirmed', 'returned')).toEqual(['shipped', 'returned']);
    expect(stepsBetween('shipped', 'delivered')).toEqual(['delivered']);
    expect(stepsBetween('shipped', 'shipped')).toEqual([]);
    expect(stepsBetween('delivered', 'returned')).toEqual([]);
    expect(stepsBetween('cancelled', 'shipped')).toEqual([]);
    expect(stepsBetween('delivered', 'shipped')).toEqual([]);
  });

  it('maps each outcome to its moves; a created or failed-attempt report while shipped moves nothing', () => {
    expect(movesFor('confirmed', { outcome: 'out_for_delivery' })).toEqual(['shipped']);
    expect(movesFor('shipped', { outcome: 'failed_attempt' })).toEqual([]);
    expect(movesFor('confirmed', { outcome: 'created' })).toEqual([]);
    expect(movesFor('shipped', { outcome: 'returning' })).toEqual(['returned']);
  });

  it("keeps the carrier's words and its reason", () => {
    expect(carrierWords({ carrierStatus: 'Tentative échouée', reason: 'Client absent (reporté)' })).toBe(
      'Tentative échouée: Client absent (reporté)',
    );
    expect(carrierWords({ carrierStatus: 'Livré' })).toBe('Livré');
  });

  it('keys a webhook event by its id, a poll by its parcel, status and instant', () => {
    const report = { tracking: 'yal-1', outcome: 'delivered' as const, carrierStatus: 'Livré', at: '2026-11-26T10:00:00.000Z' };
    expect(eventKeyOf({ ...report, eventId: 'e1' })).toBe('event:e1');
    expect(eventKeyOf(report)).toBe('report:yal-1|delivered|Livré|2026-11-26T10:00:00.000Z');
  });

  it('calls a report stale only when it is behind the last one, not when it is a later step of the same stage', () => {
    expect(isBehind('picked_up', 'delivered')).toBe(true);
    expect(isBehind('failed_attempt', 'out_for_delivery')).toBe(false);
    expect(isBehind('returned', 'returning')).toBe(false);
    expect(isBehind('picked_up', null)).toBe(false);
  });
});
