// The lines of an order's history the shop writes itself, as data: a kind and its values. They are
// stored in order_status_history.note as the English text below (rows written before this module read
// the same), and read back here, the one place that knows that text: the server writes with
// historyText, the admin reads with historyLineOf / parcelLineOf and words each kind in the owner's
// language. A note an admin typed, or a carrier's own words, is a 'text' line, shown as written.
import { CUSTOMER_BY } from './workflow.ts';

export type HistoryLine =
  /** The statement that stores an order writes it (store_order in supabase/migrations, 'order placed'). */
  | { kind: 'placed' }
  /** A cancel, or a returned parcel the owner marked received, gave the units back. */
  | { kind: 'units_back'; units: number }
  /** A carrier reported the parcel back at the shop: its own words, then the units went back. */
  | { kind: 'carrier_return'; words: string }
  /** The customer's own moves through her order link (by CUSTOMER_BY). */
  | { kind: 'customer_confirmed' }
  | { kind: 'customer_cancelled'; reason: string }
  | { kind: 'customer_call' }
  /** She added a suggested piece to her pending order (src/domain/orders/added-line.ts): its label and price. */
  | { kind: 'customer_added'; item: string; unitPrice: number }
  /** Her parcel at the carrier (the 'parcel' rows of src/server/carriers/parcels). */
  | { kind: 'parcel_created'; carrier: string; tracking: string }
  | { kind: 'parcel_cancelled'; tracking: string }
  | { kind: 'label_kept'; tracking: string }
  /** The carrier answered a tracking number another order's parcel holds: nothing was recorded. */
  | { kind: 'tracking_taken'; tracking: string; order: number }
  /** The carrier answered something that is no tracking number (shown cut), or none at all. */
  | { kind: 'tracking_unreadable'; tracking: string }
  | { kind: 'no_tracking' }
  | { kind: 'text'; text: string };

const PLACED = 'order placed';
const CUSTOMER = {
  confirm: 'confirmed by the customer through her link',
  cancel: 'cancelled by the customer through her link',
  call: 'the customer asked to be called, through her link',
} as const;
const CUSTOMER_ADDED = /^added by the customer: (.+), (\d+)$/;
const UNITS_BACK = /^(\d+) units back to stock$/;
const CARRIER_RETURN = /^(.+): units back to stock$/;
const CREATED = /^Parcel created at (.+): (\S+)$/;
const CANCELLED = /^Parcel (\S+) cancelled at the carrier$/;
const LABEL_KEPT = /^Label of parcel (\S+) kept$/;
const TRACKING_TAKEN = /^Parcel not recorded: the carrier answered (\S+), which order #(\d+)'s parcel holds$/;
const UNREADABLE = /^Parcel not recorded: the carrier answered "(.*)" as its tracking number$/;
const NO_TRACKING = 'Parcel not recorded: the carrier answered no tracking number';

/** The line as the note column keeps it (English). */
export function historyText(line: HistoryLine): string {
  switch (line.kind) {
    case 'placed':
      return PLACED;
    case 'units_back':
      return `${line.units} units back to stock`;
    case 'carrier_return':
      return `${line.words}: units back to stock`;
    case 'customer_confirmed':
      return CUSTOMER.confirm;
    case 'customer_cancelled':
      return line.reason ? `${CUSTOMER.cancel}: ${line.reason}` : CUSTOMER.cancel;
    case 'customer_call':
      return CUSTOMER.call;
    case 'customer_added':
      return `added by the customer: ${line.item}, ${line.unitPrice}`;
    case 'parcel_created':
      return `Parcel created at ${line.carrier}: ${line.tracking}`;
    case 'parcel_cancelled':
      return `Parcel ${line.tracking} cancelled at the carrier`;
    case 'label_kept':
      return `Label of parcel ${line.tracking} kept`;
    case 'tracking_taken':
      return `Parcel not recorded: the carrier answered ${line.tracking}, which order #${line.order}'s parcel holds`;
    case 'tracking_unreadable':
      return `Parcel not recorded: the carrier answered "${line.tracking}" as its tracking number`;
    case 'no_tracking':
      return NO_TRACKING;
    case 'text':
      return line.text;
  }
}

/** A 'parcel' row's note (or a carrier's move's) as its line; anything else is the carrier's words or the owner's. */
export function parcelLineOf(note: string): HistoryLine {
  const created = CREATED.exec(note);
  if (created) return { kind: 'parcel_created', carrier: created[1]!, tracking: created[2]! };
  const cancelled = CANCELLED.exec(note);
  if (cancelled) return { kind: 'parcel_cancelled', tracking: cancelled[1]! };
  const labelKept = LABEL_KEPT.exec(note);
  if (labelKept) return { kind: 'label_kept', tracking: labelKept[1]! };
  const taken = TRACKING_TAKEN.exec(note);
  if (taken) return { kind: 'tracking_taken', tracking: taken[1]!, order: Number(taken[2]!) };
  const unreadable = UNREADABLE.exec(note);
  if (unreadable) return { kind: 'tracking_unreadable', tracking: unreadable[1]! };
  if (note === NO_TRACKING) return { kind: 'no_tracking' };
  return { kind: 'text', text: note };
}

/**
 * A history row as its line. The row's kind and author say which lines it can hold: 'order placed'
 * only on a status row, the customer's notes only on her own rows, the units only on a restock.
 */
export function historyLineOf(row: { kind: string; note: string; by?: string }): HistoryLine {
  const { kind, note } = row;
  if (kind === 'parcel') return parcelLineOf(note);
  if (kind === 'status' && note === PLACED) return { kind: 'placed' };
  if (row.by === CUSTOMER_BY) {
    if (note === CUSTOMER.confirm) return { kind: 'customer_confirmed' };
    if (note === CUSTOMER.call) return { kind: 'customer_call' };
    if (note === CUSTOMER.cancel) return { kind: 'customer_cancelled', reason: '' };
    const added = CUSTOMER_ADDED.exec(note);
    if (kind === 'line_added' && added) return { kind: 'customer_added', item: added[1]!, unitPrice: Number(added[2]!) };
    if (note.startsWith(`${CUSTOMER.cancel}: `)) return { kind: 'customer_cancelled', reason: note.slice(CUSTOMER.cancel.length + 2) };
  }
  if (kind === 'restock') {
    const units = UNITS_BACK.exec(note);
    if (units) return { kind: 'units_back', units: Number(units[1]!) };
    const carrierReturn = CARRIER_RETURN.exec(note);
    if (carrierReturn) return { kind: 'carrier_return', words: carrierReturn[1]! };
  }
  return { kind: 'text', text: note };
}
