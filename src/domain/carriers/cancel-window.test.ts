import { describe, expect, it } from 'vitest';
import { cancelWindow } from './cancel-window.ts';

const parcel = { state: 'created' as const, tracking: 'yal-7F3K2Q', outcome: 'created' as const, cancelRefused: null };

describe('whether a parcel may still be cancelled at its carrier', () => {
  it('is open while the carrier has it and has not picked it up, waiting for its validation too', () => {
    expect(cancelWindow(parcel)).toBe('open');
    expect(cancelWindow({ ...parcel, outcome: null })).toBe('open');
    expect(cancelWindow({ ...parcel, state: 'creating', outcome: null })).toBe('open');
  });

  it('closes once the carrier reports it picked up, out for delivery or tried at the door, for every carrier', () => {
    for (const outcome of ['picked_up', 'out_for_delivery', 'failed_attempt'] as const)
      expect(cancelWindow({ ...parcel, outcome })).toBe('on_its_way');
  });

  it('closes once the carrier refused a cancel as too late, even before it reported the pickup', () => {
    expect(cancelWindow({ ...parcel, cancelRefused: { code: 'cancel_too_late', detail: 'Ramassé' } })).toBe('refused');
    expect(cancelWindow({ ...parcel, outcome: 'picked_up', cancelRefused: { code: 'cancel_too_late' } })).toBe('refused');
  });

  it('has nothing to cancel once the parcel is finished, or before the carrier has it', () => {
    for (const outcome of ['delivered', 'returning', 'returned', 'cancelled'] as const)
      expect(cancelWindow({ ...parcel, outcome, cancelRefused: { code: 'cancel_too_late' } })).toBe('over');
    expect(cancelWindow({ ...parcel, state: 'creating', tracking: null, outcome: null })).toBe('over');
    expect(cancelWindow({ ...parcel, state: 'failed' })).toBe('over');
    expect(cancelWindow({ ...parcel, state: 'cancelled' })).toBe('over');
  });
});
