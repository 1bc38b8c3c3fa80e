// A create call's answer as the owner reads it: the parcels created (with their tracking numbers), the
// ones the carrier holds but has not validated yet (the shop finishes them by itself: `finishing` says
// within how long), and each order that was not sent, with its refusal: the carrier's reason as a code
// the admin words (carrier-reason-text.ts), the message for an older server's answer that has none.
import type { CreateParcelResult, CreateParcelsAnswer, ParcelRefusalCode, WaitingCause } from '../../../domain/carriers/admin-api.ts';
import type { CarrierReason } from '../../../domain/carriers/carrier-reason.ts';

export type SendOutcome = {
  carrier: string;
  created: { number: number; tracking: string | null }[];
  // `reason`: why, as the admin words it (an older server's answer has only the message).
  waiting: { number: number; tracking: string | null; message: string; waitingFor?: WaitingCause; reason?: CarrierReason }[];
  refused: { number: number; code: ParcelRefusalCode; message: string; reason?: CarrierReason }[];
  finishing?: CreateParcelsAnswer['finishing'];
  /** A selection sent in several requests whose later one got no answer: the orders it never sent. */
  unsent?: number[];
};

// The server frames a carrier's refusal in English ("Yalidine refused this parcel: <its words>", "…
// refused to cancel yal-…: <its words>"); the owner's sentence says who refused, so only the carrier's
// own words are kept.
const FRAME = /^[\p{L} &]+ refused (?:this parcel|to cancel \S+): /u;
// A parcel waiting for its validation: "<carrier> created parcel <tracking> but did not confirm its
// dispatch: <why>" (or "The carrier holds parcel <tracking> …"); the owner's sentence and the tracking say the rest.
const WAITING_FRAME = /^[\p{L}’' &]+ (?:created|holds) parcel \S+ but did not confirm its dispatch: /u;

/** The carrier's own words of a refusal, without the server's English frame around them. */
export const carrierWordsOf = (message: string): string => message.replace(FRAME, '').replace(WAITING_FRAME, '');

export function sendOutcome(
  results: readonly CreateParcelResult[],
  carrier: string,
  finishing?: CreateParcelsAnswer['finishing'],
): SendOutcome {
  const outcome: SendOutcome = { carrier, created: [], waiting: [], refused: [], ...(finishing ? { finishing } : {}) };
  for (const result of results) {
    if (result.ok) outcome.created.push({ number: result.number, tracking: result.parcel.tracking });
    else if (result.code === 'awaiting_validation')
      outcome.waiting.push({
        number: result.number,
        tracking: result.tracking ?? null,
        message: carrierWordsOf(result.message),
        ...(result.waitingFor ? { waitingFor: result.waitingFor } : {}),
        ...(result.reason ? { reason: result.reason } : {}),
      });
    else
      outcome.refused.push({
        number: result.number,
        code: result.code,
        message: result.message,
        ...(result.reason ? { reason: result.reason } : {}),
      });
  }
  return outcome;
}
