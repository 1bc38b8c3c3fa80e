// Whether the owner may still ask the carrier to cancel an order's parcel, and if not, why. Every
// platform cancels only before pickup (Yalidine while "En préparation", Ecotrack and NOEST before
// valid/order, ZR before dispatch: docs/carrier-apis.md), so a parcel the carrier reported picked up,
// out for delivery or tried at the door is past it, and so is one whose cancel the carrier refused as
// too late (kept on the parcel: the carrier's status is not always reported yet). Pure: no I/O.
import type { ParcelView } from './admin-api.ts';
import type { ParcelOutcome } from './outcomes.ts';

/**
 * - open: Cancel is offered;
 * - refused: the carrier said it is too late (its reason, in the owner's words, says why);
 * - on_its_way: picked up, out for delivery or tried at the door, by the carrier's own reports;
 * - over: nothing to cancel (delivered, coming back, returned, cancelled, failed, or not at the carrier yet).
 */
export type CancelWindow = 'open' | 'refused' | 'on_its_way' | 'over';

const ON_ITS_WAY: readonly ParcelOutcome[] = ['picked_up', 'out_for_delivery', 'failed_attempt'];
const OVER: readonly ParcelOutcome[] = ['delivered', 'returning', 'returned', 'cancelled'];

export function cancelWindow(parcel: Pick<ParcelView, 'state' | 'tracking' | 'outcome' | 'cancelRefused'>): CancelWindow {
  // Created at the carrier, or created there and waiting for its validation (Ecotrack, NOEST).
  const atCarrier = parcel.state === 'created' || (parcel.state === 'creating' && parcel.tracking !== null);
  if (!atCarrier || (parcel.outcome && OVER.includes(parcel.outcome))) return 'over';
  if (parcel.cancelRefused) return 'refused';
  if (parcel.outcome && ON_ITS_WAY.includes(parcel.outcome)) return 'on_its_way';
  return 'open';
}
