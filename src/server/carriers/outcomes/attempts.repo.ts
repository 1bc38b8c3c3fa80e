// A failed delivery attempt kept as data (parcel_attempts), once per parcel and minute: the webhook's
// and the poll's copies of one attempt carry the carrier's own time of it, so they are one row however
// many keys (event id, poll reading) they came under. The parcel's tally moves with the row.
import type { Queryable } from '../../db/queryable.ts';
import type { ParcelReport } from '../../../domain/carriers/outcomes.ts';

/** The minute an attempt happened: one source gives seconds, another may not. */
const attemptMinute = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** Records the attempt; false when this parcel's attempt of that minute is kept already. */
export async function recordAttempt(
  tx: Queryable,
  parcel: { id: string; order_id: string },
  report: Pick<ParcelReport, 'carrierStatus' | 'reason'>,
  at: Date,
): Promise<boolean> {
  const minute = attemptMinute(at);
  const reason = report.reason?.slice(0, 500) ?? null;
  const rows = await tx`
    insert into parcel_attempts (parcel_id, order_id, attempted_at, carrier_status, reason)
    values (${parcel.id}, ${parcel.order_id}, ${minute}, ${report.carrierStatus.slice(0, 200)}, ${reason})
    on conflict do nothing returning 1`;
  if (!rows.length) return false;
  // The newest attempt's reason is the one shown, whatever order the reports came in.
  await tx`update parcels set failed_attempts = failed_attempts + 1,
             last_attempt_reason = case when last_attempt_at is null or last_attempt_at <= ${minute} then ${reason} else last_attempt_reason end,
             last_attempt_at = greatest(last_attempt_at, ${minute})
           where id = ${parcel.id}`;
  return true;
}
