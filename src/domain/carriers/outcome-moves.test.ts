import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { carrierWords, EVENT_KEY_MAX, eventKeyOf, isBehind, movesFor, stepsBetween } from './outcome-moves.ts';

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

  it('keys a webhook event by its id, a poll by its parcel, status and instant', async () => {
    const report = { tracking: 'yal-1', outcome: 'delivered' as const, carrierStatus: 'Livré', at: '2026-11-26T10:00:00.000Z' };
    expect(await eventKeyOf({ ...report, eventId: 'e1' })).toBe('event:e1');
    expect(await eventKeyOf(report)).toBe('report:yal-1|delivered|Livré|2026-11-26T10:00:00.000Z');
  });

  it('keys an event id too long for carrier_events by its SHA-256: within the column, the same on a redelivery, another for another id', async () => {
    const report = { tracking: 'yal-1', outcome: 'delivered' as const, carrierStatus: 'Livré', at: '2026-11-26T10:00:00.000Z' };
    const long = 'e'.repeat(400);
    const key = await eventKeyOf({ ...report, eventId: long });
    expect(key).toBe(`event-sha256:${createHash('sha256').update(long).digest('hex')}`);
    expect(key.length).toBeLessThanOrEqual(EVENT_KEY_MAX);
    expect(await eventKeyOf({ ...report, eventId: long })).toBe(key);
    expect(await eventKeyOf({ ...report, eventId: `${long}f` })).not.toBe(key);
    // Just within the column, an id is kept as it is; one character more is hashed.
    const fits = 'x'.repeat(EVENT_KEY_MAX - 'event:'.length);
    expect(await eventKeyOf({ ...report, eventId: fits })).toBe(`event:${fits}`);
    expect(await eventKeyOf({ ...report, eventId: `${fits}x` })).toMatch(/^event-sha256:[0-9a-f]{64}$/);
    // A poll's report of a very long tracking too, where cutting it short could make two reports one.
    const longReport = { ...report, tracking: 'T'.repeat(320) };
    expect(await eventKeyOf(longReport)).toMatch(/^report-sha256:[0-9a-f]{64}$/);
    expect(await eventKeyOf({ ...longReport, outcome: 'returned' })).not.toBe(await eventKeyOf(longReport));
  });

  it('calls a report stale only when it is behind the last one, not when it is a later step of the same stage', () => {
    expect(isBehind('picked_up', 'delivered')).toBe(true);
    expect(isBehind('failed_attempt', 'out_for_delivery')).toBe(false);
    expect(isBehind('returned', 'returning')).toBe(false);
    expect(isBehind('picked_up', null)).toBe(false);
  });
});
