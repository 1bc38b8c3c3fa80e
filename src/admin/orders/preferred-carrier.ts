// The carrier the owner last exported for, remembered on this device: a shop works with one carrier
// most of the time, so the export and the tracking card start from it instead of always from Yalidine.
import { CARRIERS, type Carrier } from '../../domain/carriers/carrier-layouts.ts';

const KEY = 'admin-carrier';

export function preferredCarrier(): Carrier {
  try {
    const stored = localStorage.getItem(KEY);
    return CARRIERS.find((c) => c === stored) ?? CARRIERS[0];
  } catch {
    return CARRIERS[0]; // storage refused (private mode): the first carrier
  }
}

export function rememberCarrier(carrier: Carrier): void {
  try {
    localStorage.setItem(KEY, carrier);
  } catch {
    // not remembered: the next export starts from the first carrier again
  }
}
