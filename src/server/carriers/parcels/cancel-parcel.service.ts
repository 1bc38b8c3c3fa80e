// DELETE /api/admin/parcels/{number}: the order's parcel cancelled at the carrier, while the carrier
// allows it (Yalidine: only "en préparation"; Ecotrack: before valid/order, so only a parcel that waits
// for its validation, which is taken from parcels-finish first). Each refusal has a code the
// admin words in the owner's language; the carrier's refusal keeps its reason as it said it (message).
// The parcel and the order stay as they were.
import type { Sql } from '../../db/client.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import { recordAudit } from '../../admin/audit.repo.ts';
import type { CarrierClient } from '../carrier-client.ts';
import { leaseWaiting, markCancelled, parcelHistoryLine, parcelView, releaseLease, type ParcelRow } from './parcels.repo.ts';

export type CancelRefusal =
  | { ok: false; status: 404; code: 'not_found'; message: string }
  | { ok: false; status: 409; code: 'parcel_creating' | 'not_connected' | 'carrier_refused'; message: string };
export type CancelResult = { ok: true; parcel: ParcelView } | CancelRefusal;

async function createdParcelOf(sql: Sql, number: number): Promise<ParcelRow | undefined> {
  const [row] = await sql<(ParcelRow & { order_number: number })[]>`
    select p.id::text, p.order_id, p.platform, p.reference, p.tracking, p.state, false as lease_active, p.outcome, p.carrier_status,
           p.carrier_reason, p.outcome_at, p.updated_at
    from parcels p join orders o on o.id = p.order_id where o.number = ${number} and p.state in ('creating', 'created')`;
  return row;
}

export async function cancelParcel(
  sql: Sql,
  number: number,
  clientFor: (row: ParcelRow) => Promise<CarrierClient | undefined>,
  by: string,
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
  } finally {
    if (waiting) await releaseLease(sql, parcel.id);
  }
  if (!answer.ok) return { ok: false, status: 409, code: 'carrier_refused', message: answer.message };
  return sql.begin(async (tx) => {
    const row = await markCancelled(tx, parcel.id);
    await parcelHistoryLine(tx, row.order_id, `Parcel ${row.tracking} cancelled at the carrier`, by);
    await recordAudit(tx, {
      email: by,
      action: 'parcels.cancel',
      subject: `#${number}`,
      oldValue: { platform: row.platform, tracking: row.tracking },
    });
    return { ok: true as const, parcel: parcelView(row) };
  });
}
