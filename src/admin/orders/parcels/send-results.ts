// A create call's answer as the owner reads it: the parcels created (with their tracking numbers) and
// each order that was not, with its refusal (the carrier's own reason kept as it said it).
import type { CreateParcelResult, ParcelRefusalCode } from '../../../domain/carriers/admin-api.ts';

export type SendOutcome = {
  carrier: string;
  created: { number: number; tracking: string | null }[];
  refused: { number: number; code: ParcelRefusalCode; message: string }[];
};

export function sendOutcome(results: readonly CreateParcelResult[], carrier: string): SendOutcome {
  const outcome: SendOutcome = { carrier, created: [], refused: [] };
  for (const result of results) {
    if (result.ok) outcome.created.push({ number: result.number, tracking: result.parcel.tracking });
    else outcome.refused.push({ number: result.number, code: result.code, message: result.message });
  }
  return outcome;
}
