// What the shop accepts as a carrier's tracking number, read at each client's boundary. A carrier that
// answers a blank, an over-long or a garbled "tracking" made a parcel all the same (most likely): the
// shop cannot keep that value (parcels.tracking and orders.tracking_number hold 1 to 100 characters,
// and it must be something a link, a label and a search can use), so that order alone is refused as
// answer_unreadable, the value kept, cut short, in the reason for the owner to look the parcel up.
// Pure: no I/O.
import * as z from 'zod/mini';
import { carrierReason, type CarrierReason } from './carrier-reason.ts';

/** The columns' length (supabase/migrations: parcels.tracking, orders.tracking_number). */
export const MAX_TRACKING = 100;

/**
 * Every carrier's numbers are printable ASCII without spaces (yal-ABC123, ECDHDZ2611260001,
 * 31-QWMPZ3CPHK-ZR, NOEST's ABC-1DE2F3): anything else is not a number the carrier meant.
 */
const trackingSchema = z.pipe(
  z.string(),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.minLength(1), z.maxLength(MAX_TRACKING), z.regex(/^[\x21-\x7e]+$/)),
  ),
);

/** The tracking, trimmed, when it is a plausible one; null otherwise. */
export function plausibleTracking(raw: unknown): string | null {
  const read = z.safeParse(trackingSchema, raw);
  return read.success ? read.data : null;
}

const SHOWN = 60;

/** The value as the owner may be shown it: one line, control characters as '?', cut short. */
export function shownTracking(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : JSON.stringify(raw);
  // eslint-disable-next-line no-control-regex
  const line = text
    .replace(/\s+/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, '?')
    .trim();
  return line.length > SHOWN ? `${line.slice(0, SHOWN - 1)}…` : line;
}

/**
 * Why an order's parcel was not recorded when the carrier answered an unusable tracking: answer_unreadable
 * about the field `tracking`, its value (cut short; none when it was blank) as the detail.
 */
export const unreadableTracking = (raw: unknown): CarrierReason =>
  carrierReason('answer_unreadable', { fields: ['tracking'], detail: shownTracking(raw) });

/** The same in English, for logs and the order's history. */
export function unreadableTrackingMessage(carrier: string, raw: unknown): string {
  const shown = shownTracking(raw);
  const what = shown ? `"${shown}" as the tracking number` : 'no tracking number';
  return `${carrier} answered ${what} for this parcel, which the shop cannot keep: not recorded. ${carrier} may hold the parcel all the same: the next Send asks ${carrier} for it by the order's reference first; or look for it on ${carrier}'s site.`;
}
