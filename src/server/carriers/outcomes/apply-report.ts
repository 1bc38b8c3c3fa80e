// A carrier's report of one parcel (from the poll or a webhook) applied to its order, in one
// transaction: the event is recorded first (platform + key unique), so a redelivered webhook changes
// nothing; the parcel is locked, so a webhook and a poll reporting at once apply one after the other;
// a report older than the last one applied and behind it, or the same status again (the webhook's copy of what the
// poll read), changes nothing. The order moves through the workflow's own moves (moveOrderIn), step by
// step, each with a history line in the carrier's words; a parcel back at the shop gives its units back
// through receiveReturnIn, whose stock_returned_at rule makes that happen once. A failed attempt is kept
// as data once per parcel and minute (attempts.repo.ts): one that is kept already is the same attempt
// come again by the other path (the webhook after the poll, after a later status), and changes nothing.
import type { Sql } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { ParcelOutcome, ParcelReport } from '../../../domain/carriers/outcomes.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import type { OrderStatus } from '../../../domain/orders/workflow.ts';
import { CARRIER_BY, FINAL_OUTCOMES, carrierWords, eventKeyOf, isBehind, movesFor } from '../../../domain/carriers/outcome-moves.ts';
import { moveOrderIn, receiveReturnIn } from '../../orders/order-moves.service.ts';
import { markCancelled } from '../parcels/parcels.repo.ts';
import { addParcelLine } from '../../orders/order-history.repo.ts';
import { recordAttempt } from './attempts.repo.ts';

export type Applied = 'applied' | 'duplicate' | 'stale' | 'unknown_parcel';

type Locked = {
  id: string;
  order_id: string;
  number: number;
  status: OrderStatus;
  outcome: ParcelOutcome | null;
  carrier_status: string | null;
  carrier_reason: string | null;
  outcome_at: Date | null;
};

async function firstTime(tx: Queryable, platform: CarrierPlatform, key: string): Promise<boolean> {
  const rows = await tx`insert into carrier_events (platform, event_key) values (${platform}, ${key}) on conflict do nothing returning 1`;
  return rows.length > 0;
}

async function lockParcel(tx: Queryable, platform: CarrierPlatform, tracking: string): Promise<Locked | undefined> {
  // The order's row first, then the parcel's: the order every parcel writer keeps (lockOrderOfParcel).
  await tx`select o.id from orders o join parcels p on p.order_id = o.id
           where p.platform = ${platform} and p.tracking = ${tracking} and p.state = 'created' for update of o`;
  const [row] = await tx<Locked[]>`
    select p.id::text, p.order_id, o.number, o.status, p.outcome, p.carrier_status, p.carrier_reason, p.outcome_at
    from parcels p join orders o on o.id = p.order_id
    where p.platform = ${platform} and p.tracking = ${tracking} and p.state = 'created'
    for update of p, o`;
  return row;
}

export async function applyReportIn(tx: Queryable, platform: CarrierPlatform, report: ParcelReport): Promise<Applied> {
  if (!(await firstTime(tx, platform, await eventKeyOf(report)))) return 'duplicate';
  const parcel = await lockParcel(tx, platform, report.tracking);
  if (!parcel) return 'unknown_parcel';
  const at = new Date(report.at);
  const when = Number.isNaN(at.getTime()) ? new Date() : at;
  if (parcel.outcome_at && when < parcel.outcome_at && isBehind(report.outcome, parcel.outcome)) return 'stale';
  const reason = report.reason ?? null;
  if (parcel.outcome === report.outcome && parcel.carrier_status === report.carrierStatus && parcel.carrier_reason === reason)
    return 'duplicate';
  if (report.outcome === 'failed_attempt' && !(await recordAttempt(tx, parcel, report, when))) return 'duplicate';

  // A state the shop cannot read ('other') is told in the carrier's word, but never undoes an outcome
  // that is final: a delivered parcel stays delivered (and unasked) whatever word follows.
  const outcome =
    report.outcome === 'other' && parcel.outcome && (FINAL_OUTCOMES as readonly string[]).includes(parcel.outcome)
      ? parcel.outcome
      : report.outcome;
  await tx`update parcels set outcome = ${outcome}, carrier_status = ${report.carrierStatus.slice(0, 200)},
             carrier_reason = ${reason?.slice(0, 500) ?? null}, outcome_at = greatest(outcome_at, ${when}), updated_at = now()
           where id = ${parcel.id}`;
  const by = CARRIER_BY[platform];
  const words = carrierWords(report);
  let moved = 0;
  for (const to of movesFor(parcel.status, report)) {
    if (!(await moveOrderIn(tx, parcel.number, to, by, words, { at: when })).ok) break;
    moved++;
  }
  // A status that leaves the order where it is (a failed attempt while shipped) is still told in its history.
  if (moved === 0) await addParcelLine(tx, parcel.order_id, { kind: 'text', text: words }, by);
  if (report.outcome === 'returned') await receiveReturnIn(tx, parcel.number, by, { kind: 'carrier_return', words });
  if (report.outcome === 'cancelled') await markCancelled(tx, parcel.id);
  return 'applied';
}

export const applyReport = (sql: Sql, platform: CarrierPlatform, report: ParcelReport): Promise<Applied> =>
  sql.begin((tx) => applyReportIn(tx, platform, report));
