// Whether the owner may still ask the carrier to cancel an order's parcel, and if not, why. Each
// platform deletes a parcel only until a point of its own (CANCELS_UNTIL in platforms.ts): Yalidine and
// ZR Express until the pickup, which the shop may not have heard of yet, so Cancel stays offered and the
// carrier decides; Ecotrack and NOEST only before `valid/order`, which the shop calls at creation, so a
// validated parcel there is never cancelled through the API, and only one still waiting for its
// validation is. A parcel the carrier reported picked up, out for delivery or tried at the door is past
// cancelling at every carrier, and so is one whose cancel the carrier refused as too late (kept on the
// parcel: the carrier's status is not always reported yet). Pure: no I/O.
import type { ParcelView } from './admin-api.ts';
import type { ParcelOutcome } from './outcomes.ts';
import { CANCELS_UNTIL } from './platforms.ts';

/**
 * - open: Cancel is offered (the carrier may still refuse it, when the shop's knowledge is behind);
 * - refused: the carrier said it is too late (its reason, in the owner's words, says why);
 * - on_its_way: picked up, out for delivery or tried at the door, by the carrier's own reports;
 * - validated: Ecotrack or NOEST validated it (the shop does at creation): they delete no validated parcel;
 * - over: nothing to cancel (delivered, coming back, returned, cancelled, failed, or not at the carrier yet).
 */
export type CancelWindow = 'open' | 'refused' | 'on_its_way' | 'validated' | 'over';

const ON_ITS_WAY: readonly ParcelOutcome[] = ['picked_up', 'out_for_delivery', 'failed_attempt'];
const OVER: readonly ParcelOutcome[] = ['delivered', 'returning', 'returned', 'cancelled'];

export function cancelWindow(parcel: Pick<ParcelView, 'platform' | 'state' | 'tracking' | 'outcome' | 'cancelRefused'>): CancelWindow {
  // Created at the carrier, or created there and waiting for its validation (Ecotrack, NOEST).
  const waiting = parcel.state === 'creating' && parcel.tracking !== null;
  if ((parcel.state !== 'created' && !waiting) || (parcel.outcome && OVER.includes(parcel.outcome))) return 'over';
  if (parcel.cancelRefused) return 'refused';
  if (parcel.outcome && ON_ITS_WAY.includes(parcel.outcome)) return 'on_its_way';
  // 'created' is validated where creating takes a validation: the shop calls it before marking it created.
  if (CANCELS_UNTIL[parcel.platform] === 'validation' && !waiting) return 'validated';
  return 'open';
}

/** Whether the shop already knows the carrier would refuse: the server then refuses without asking it. */
export const cancelClosedForSure = (window: CancelWindow): boolean =>
  window === 'validated' || window === 'on_its_way' || window === 'refused';
