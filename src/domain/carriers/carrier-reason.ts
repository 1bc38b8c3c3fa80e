// Why a carrier said no (to a parcel, its validation, its cancel), as a code the admin words in the
// owner's language, with what the sentence needs beside it: the carrier's status or the tracking
// (`detail`), the order's fields it refused, and its own words (`said`), which are shown quoted and
// never as the whole sentence. The clients build these; the English message beside them is for logs.
// Pure: no I/O.

export const CARRIER_REASON_CODES = [
  'cancel_too_late', // the parcel has moved on at the carrier (detail: its status, when the carrier says it)
  'cancel_validated', // Ecotrack, NOEST: validated (the shop validates at creation), so never deleted through the API
  'parcel_unknown', // the carrier has no parcel with this tracking (detail: the tracking)
  'validation_pending', // created (detail: its tracking) but its validation call failed: the shop finishes it
  'fields_refused', // the carrier refused some of the order's fields (fields; said: its sentences)
  'no_delivery_to_wilaya', // the carrier does not deliver to the order's wilaya
  'stop_desk_refused', // the carrier refused the stop desk (office) chosen
  'amount_too_high', // the amount to collect is above what the carrier allows this account (detail: its limit in DZD, when known)
  'tracking_taken', // the carrier answered a tracking another parcel of the shop holds (detail: it; order: that parcel's order)
  'duplicate_reference', // the carrier holds a parcel with this reference without saying which (detail: the reference)
  'twice_in_sending', // the same order twice in one sending (detail: the reference)
  'tracking_later', // created, but the carrier has not given its tracking yet: the retry looks it up
  'unclear_answer', // the carrier said nothing clear of this order: check it on its site
  'quota_spent', // the carrier's request quota is used up for now
  'token_refused', // the carrier refused the API credentials
  'carrier_failed', // no answer in time, or the carrier's own failure (5xx)
  'answer_unreadable', // an answer the shop cannot read
  'carrier_refused', // any other refusal: only the carrier's own words (said) say why
] as const;
export type CarrierReasonCode = (typeof CARRIER_REASON_CODES)[number];

/** The order's fields, as the admin names them; a carrier's own field name maps to one of these. */
export const ORDER_FIELDS = [
  'reference',
  'name',
  'phone',
  'phone2',
  'address',
  'postalCode',
  'commune',
  'wilaya',
  'amount',
  'note',
  'products',
  'deliveryKind',
  'stopDesk',
  'weight',
  'tracking',
  'orders',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

export type CarrierReason = {
  code: CarrierReasonCode;
  /**
   * cancel_too_late: the carrier's status; parcel_unknown, validation_pending, tracking_taken: the tracking;
   * duplicate_reference, twice_in_sending: the reference; amount_too_high: the limit in DZD.
   */
  detail?: string;
  /** fields_refused: the fields, in the shop's names. */
  fields?: OrderField[];
  /** The carrier's own words, as it said them (cut short). */
  said?: string;
  /** tracking_taken: the number of the order whose parcel already holds that tracking. */
  order?: number;
};

const MAX_SAID = 300;

/** A reason, with the carrier's words trimmed and cut short, and empty parts left out. */
export function carrierReason(code: CarrierReasonCode, parts: Omit<CarrierReason, 'code'> = {}): CarrierReason {
  const said = parts.said?.replace(/\s+/g, ' ').trim();
  return {
    code,
    ...(parts.detail?.trim() ? { detail: parts.detail.trim() } : {}),
    ...(parts.fields?.length ? { fields: parts.fields } : {}),
    ...(parts.order !== undefined ? { order: parts.order } : {}),
    ...(said ? { said: said.length > MAX_SAID ? `${said.slice(0, MAX_SAID - 1)}…` : said } : {}),
  };
}
