import { describe, expect, it } from 'vitest';
import { cancelWindow } from './cancel-window.ts';

const parcel = {
  platform: 'yalidine' as const,
  state: 'created' as const,
  tracking: 'yal-7F3K2Q',
  outcome: 'created' as const,
  cancelRefused: null,
};
const waiting = { state: 'creating' as const, outcome: null };

describe('whether a parcel may still be cancelled at its carrier', () => {
  it('is open at Yalidine and ZR Express until the pickup, which the shop may not know yet: the carrier decides', () => {
    for (const platform of ['yalidine', 'zr_express'] as const) {
      expect(cancelWindow({ ...parcel, platform })).toBe('open');
      expect(cancelWindow({ ...parcel, platform, outcome: null })).toBe('open');
    }
  });

  it('is open at Ecotrack and NOEST only while the parcel waits for its validation', () => {
    for (const platform of ['ecotrack', 'noest'] as const) {
      expect(cancelWindow({ ...parcel, platform, ...waiting })).toBe('open');
      // Validated (the shop calls valid/order before it marks a parcel created): they delete no validated parcel.
      expect(cancelWindow({ ...parcel, platform })).toBe('validated');
      expect(cancelWindow({ ...parcel, platform, outcome: null })).toBe('validated');
    }
  });

  it('closes once the carrier reports it picked up, out for delivery or tried at the door, for every carrier', () => {
    for (const platform of ['yalidine', 'ecotrack', 'noest', 'zr_express'] as const)
      for (const outcome of ['picked_up', 'out_for_delivery', 'failed_attempt'] as const)
        expect(cancelWindow({ ...parcel, platform, outcome })).toBe('on_its_way');
  });

  it('closes once the carrier refused a cancel as too late, even before it reported the pickup', () => {
    expect(cancelWindow({ ...parcel, cancelRefused: { code: 'cancel_too_late', detail: 'Ramassé' } })).toBe('refused');
    expect(cancelWindow({ ...parcel, outcome: 'picked_up', cancelRefused: { code: 'cancel_too_late' } })).toBe('refused');
    expect(cancelWindow({ ...parcel, platform: 'ecotrack', ...waiting, cancelRefused: { code: 'cancel_too_late' } })).toBe('refused');
  });

  it('has nothing to cancel once the parcel is finished, or before the carrier has it', () => {
    for (const platform of ['yalidine', 'noest'] as const) {
      for (const outcome of ['delivered', 'returning', 'returned', 'cancelled'] as const)
        expect(cancelWindow({ ...parcel, platform, outcome, cancelRefused: { code: 'cancel_too_late' } })).toBe('over');
      expect(cancelWindow({ ...parcel, platform, ...waiting, tracking: null })).toBe('over');
      expect(cancelWindow({ ...parcel, platform, state: 'failed' })).toBe('over');
      expect(cancelWindow({ ...parcel, platform, state: 'cancelled' })).toBe('over');
    }
  });
});
