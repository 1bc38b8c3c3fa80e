// A create's answer for one draft, from the tracking the carrier answered: created when it is a tracking
// the shop can keep (src/domain/carriers/tracking.ts), else refused for that draft alone as
// answer_unreadable with the value kept, never retryable as is (the carrier most likely made the parcel:
// the next Send asks it for the reference first, reserve-parcel.ts).
import { plausibleTracking, unreadableTracking, unreadableTrackingMessage } from '../../domain/carriers/tracking.ts';
import type { CreateResult } from './carrier-client.ts';

export function trackingAnswer(
  reference: string,
  raw: unknown,
  carrier: string,
  spelled: (tracking: string) => string = (t) => t,
): CreateResult {
  const tracking = plausibleTracking(raw);
  if (tracking) return { reference, ok: true, tracking: spelled(tracking) };
  return { reference, ok: false, message: unreadableTrackingMessage(carrier, raw), reason: unreadableTracking(raw), retryable: false };
}
