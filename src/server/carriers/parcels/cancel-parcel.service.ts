// DELETE /api/admin/parcels/{number}: the order's parcel cancelled at the carrier, while the carrier
// allows it (Yalidine: only "en préparation"; Ecotrack and NOEST: before valid/order, so only a parcel
// that waits for its validation, which is taken from parcels-finish first). When the shop already knows
// the carrier would refuse (cancel-window.ts: validated at Ecotrack or NOEST, reported on its way, a
// too-late refusal kept), it refuses at once with that reason and asks the carrier nothing; otherwise
// (Yalidine or ZR before a pickup the shop may not know of yet) the carrier decides. Each refusal has a code the
// admin words in the owner's language: the carrier's refusal by its reason (cancel_too_late with the
// carrier's status, parcel_unknown, else carrier_refused), the whole reason in details (the carrier's
// own words only as `said`); a call that got no answer is carrier_unreachable with its reason (the
// quota, the token). The message is English, for logs. The parcel and the order stay as they were.
import type { Sql } from '../../db/client.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import { recordAudit } from '../../audit/audit.repo.ts';
import { carrierReason, type CarrierReason } from '../../../domain/carriers/carrier-reason.ts';
import { cancelClosedForSure, cancelWindow, type CancelWindow } from '../../../domain/carriers/cancel-window.ts';
import { CARRIER_BY } from '../../../domain/carriers/outcome-moves.ts';
import type { CarrierClient } from '../carrier-client.ts';
import { CarrierError } from '../carrier-error.ts';
import type { ObjectStorage } from '../../storage/storage.ts';
import { forgetLabel } from './label-store.ts';
import { keepCancelRefusal, leaseWaiting, markCancelled, parcelView, releaseLease, type ParcelRow } from './parcels.repo.ts';
import { addParcelLine } from '../../orders/order-history.repo.ts';

export type CancelRefusal =
  | { ok: false; status: 404; code: 'not_found'; message: string }
  | { ok: false; status: 409; code: 'parcel_creating' | 'not_connected'; message: string }
  | {
      ok: false;
      status: 409;
      code: 'cancel_too_late' | 'parcel_unknown' | 'carrier_refused';
      message: string;
      details: { reason: CarrierReason };
    }
  | { ok: false; status: 502; code: 'carrier_unreachable'; message: string; details: { reason: CarrierReason } };

/** The answer's code of a carrier's refusal: its reason's own where the admin has a sentence for a cancel. */
const refusalCode = (reason: CarrierReason) =>
  reason.code === 'cancel_too_late' || reason.code === 'parcel_unknown' ? reason.code : ('carrier_refused' as const);
export type CancelResult = { ok: true; parcel: ParcelView } | CancelRefusal;

/** Why the shop refuses without asking the carrier, as the panel says it (the same reason, so the same words). */
function knownRefusal(parcel: ParcelRow, window: CancelWindow): CancelRefusal {
  const carrier = CARRIER_BY[parcel.platform];
  const reason =
    window === 'refused' && parcel.cancel_refusal
      ? parcel.cancel_refusal
      : window === 'validated'
        ? carrierReason('cancel_validated')
        : carrierReason('cancel_too_late', { detail: parcel.carrier_status ?? '' });
  const message =
    window === 'validated'
      ? `${carrier} does not cancel parcel ${parcel.tracking} once it is validated (the shop validates at creation): ask ${carrier} to cancel or return it.`
      : `${carrier} no longer lets the shop cancel parcel ${parcel.tracking}: it is on its way. Ask ${carrier} to return it.`;
  return { ok: false, status: 409, code: 'cancel_too_late', message, details: { reason } };
}

async function createdParcelOf(sql: Sql, number: number): Promise<ParcelRow | undefined> {
  const [row] = await sql<(ParcelRow & { order_number: number })[]>`
    select p.id::text, p.order_id, p.platform, p.reference, p.tracking, p.state, false as lease_active, p.outcome, p.carrier_status,
           p.carrier_reason, p.outcome_at, p.failure, p.failure_reason, p.failed_attempts, p.last_attempt_at, p.last_attempt_reason,
           p.cancel_refusal, p.updated_at
    from parcels p join orders o on o.id = p.order_id where o.number = ${number} and p.state in ('creating', 'created')`;
  return row;
}

export async function cancelParcel(
  sql: Sql,
  number: number,
  clientFor: (row: ParcelRow) => Promise<CarrierClient | undefined>,
  by: string,
  labels?: ObjectStorage,
): Promise<CancelResult> {
  const parcel = await createdParcelOf(sql, number);
  if (!parcel) return { ok: false, status: 404, code: 'not_found', message: `Order #${number} has no parcel to cancel.` };
  const waiting = parcel.state === 'creating' && parcel.tracking !== null;
  if ((parcel.state !== 'created' && !waiting) || !parcel.tracking)
    return {
      ok: false,
      status: 409,
      code: 'parcel_creating',
      message: `Order #${number}'s parcel is still being created: try again in a moment.`,
    };
  const window = cancelWindow(parcelView(parcel));
  if (cancelClosedForSure(window)) return knownRefusal(parcel, window);
  const client = await clientFor(parcel);
  if (!client)
    return {
      ok: false,
      status: 409,
      code: 'not_connected',
      message: 'This carrier is no longer connected: cancel the parcel on its site.',
    };
  // A parcel that waits for its validation is kept from parcels-finish (and a click) while it is cancelled.
  if (waiting && !(await leaseWaiting(sql, parcel.id)))
    return {
      ok: false,
      status: 409,
      code: 'parcel_creating',
      message: `Order #${number}'s parcel is being validated right now: try again in a moment.`,
    };
  let answer: Awaited<ReturnType<CarrierClient['cancelParcel']>>;
  try {
    answer = await client.cancelParcel(parcel.tracking);
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    return { ok: false, status: 502, code: 'carrier_unreachable', message: error.message, details: { reason: error.reason } };
  } finally {
    if (waiting) await releaseLease(sql, parcel.id);
  }
  // Too late at the carrier: kept on the parcel (with its status there, when it says), so the order's
  // screen stops offering Cancel and says why in the owner's language.
  if (!answer.ok && answer.reason.code === 'cancel_too_late') await keepCancelRefusal(sql, parcel.id, answer.reason);
  if (!answer.ok)
    return { ok: false, status: 409, code: refusalCode(answer.reason), message: answer.message, details: { reason: answer.reason } };
  const cancelled = await sql.begin(async (tx) => {
    const row = await markCancelled(tx, parcel.id);
    await addParcelLine(tx, row.order_id, { kind: 'parcel_cancelled', tracking: String(row.tracking) }, by);
    await recordAudit(tx, {
      email: by,
      action: 'parcels.cancel',
      subject: `#${number}`,
      oldValue: { platform: row.platform, tracking: row.tracking },
    });
    return { ok: true as const, parcel: parcelView(row) };
  });
  await forgetLabel(sql, labels, parcel.id);
  return cancelled;
}
