import { describe, expect, it } from 'vitest';
import { MAX_TRACKING, plausibleTracking, shownTracking, unreadableTracking, unreadableTrackingMessage } from './tracking.ts';

describe("a carrier's tracking number, as the shop accepts it", () => {
  it("takes every platform's numbers, trimmed", () => {
    for (const t of ['yal-ABC123', 'ECDHDZ2611260001', '31-QWMPZ3CPHK-ZR', 'NOE-1AB2C3']) expect(plausibleTracking(t)).toBe(t);
    expect(plausibleTracking('  yal-ABC123\n')).toBe('yal-ABC123');
    expect(plausibleTracking('T'.repeat(MAX_TRACKING))).toBe('T'.repeat(MAX_TRACKING));
  });

  it('refuses a blank, an over-long, a spaced or a non-text one', () => {
    for (const raw of ['', '   ', 'T'.repeat(MAX_TRACKING + 1), 'yal ABC', 'yal-\u0000', 'رقم', 5, null, undefined, {}])
      expect(plausibleTracking(raw)).toBeNull();
  });

  it('keeps what the carrier answered in the reason, on one line and cut short, for the owner to look it up', () => {
    expect(unreadableTracking('yal-' + 'X'.repeat(150))).toEqual({
      code: 'answer_unreadable',
      fields: ['tracking'],
      detail: `yal-${'X'.repeat(55)}…`,
    });
    expect(unreadableTracking('   ')).toEqual({ code: 'answer_unreadable', fields: ['tracking'] });
    expect(shownTracking('a\nb\u0007c')).toBe('a b?c');
    expect(unreadableTrackingMessage('Yalidine', '')).toMatch(/^Yalidine answered no tracking number for this parcel/);
  });
});
