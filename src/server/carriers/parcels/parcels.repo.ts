// The parcels table: a row is reserved ('creating', with a lease) before the carrier is called, so a
// double click or a second admin finds it and never creates twice; it becomes 'created' with the
// carrier's tracking number (kept on the order too, with the carrier, for the order page, the CSV and
// the dashboard), 'failed' with the carrier's reason, or 'cancelled'. A row still 'creating' that holds
// a tracking is a parcel the carrier has but did not validate (Ecotrack's and NOEST's valid/order): it
// waits for its validation (`failure` says why), and is finished by that tracking, never created again.
import type { Queryable } from '../../db/queryable.ts';
import type { ParcelView } from '../../../domain/carriers/admin-api.ts';
import type { CarrierReason } from '../../../domain/carriers/carrier-reason.ts';
import type { ParcelOutcome } from '../../../domain/carriers/outcomes.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';
import { trackingLink } from '../../../domain/order-link/tracking-link.ts';

/** How long a request owns the parcel it reserved: past this, a retry may ask the carrier and take it over. */
export const CREATING_LEASE_SECONDS = 180;

export type ParcelRow = {
  id: string;
  order_id: string;
  platform: CarrierPlatform;
  reference: string;
  tracking: string | null;
  state: ParcelView['state'];
  lease_active: boolean;
  outcome: ParcelOutcome | null;
  carrier_status: string | null;
  carrier_reason: string | null;
  outcome_at: Date | null;
  /** Why it failed, or why a parcel the carrier holds still waits for its validation (English, for logs). */
  failure: string | null;
  /** The same, as the admin words it (null on rows written before reasons were kept). */
  failure_reason: CarrierReason | null;
  /** Failed delivery attempts kept for the parcel (parcel_attempts), the newest one's time and reason. */
  failed_attempts: number;
  last_attempt_at: Date | null;
  last_attempt_reason: string | null;
  /** The carrier's refusal of a cancel because the parcel had moved on (cancel_too_late). */
  cancel_refusal: CarrierReason | null;
  updated_at: Date;
};

const COLUMNS = (sql: Queryable) =>
  sql`p.id::text, p.order_id, p.platform, p.reference, p.tracking, p.state, coalesce(p.lease_until > clock_timestamp(), false) as lease_active,
      p.outcome, p.carrier_status, p.carrier_reason, p.outcome_at, p.failure, p.failure_reason, p.failed_attempts, p.last_attempt_at,
      p.last_attempt_reason, p.cancel_refusal, p.updated_at`;

/** The order's live parcel (creating or created), locked; undefined when it has none. */
export async function liveParcelOf(sql: Queryable, orderId: string): Promise<ParcelRow | undefined> {
  const [row] = await sql<ParcelRow[]>`
    select ${COLUMNS(sql)} from parcels p where p.order_id = ${orderId} and p.state in ('creating', 'created') for update`;
  return row;
}

/**
 * What the order's earlier parcels tell a new one, in one read: how many were cancelled (the next one gets
 * a reference the carrier never saw), and the references whose last try the carrier answered with another
 * parcel's tracking or one the shop could not keep (the carrier may hold that parcel: it is asked first).
 */
export async function earlierParcels(sql: Queryable, orderId: string): Promise<{ cancelled: number; carrierMayHold: string[] }> {
  const [row] = await sql<{ cancelled: number; carrier_may_hold: string[] }[]>`
    select count(*) filter (where state = 'cancelled')::int as cancelled,
      coalesce(array_agg(reference) filter (where state = 'failed'
        and (failure_reason ->> 'code' = 'tracking_taken'
          or (failure_reason ->> 'code' = 'answer_unreadable' and failure_reason -> 'fields' @> '["tracking"]'::jsonb))), '{}') as carrier_may_hold
    from parcels where order_id = ${orderId}`;
  return { cancelled: row!.cancelled, carrierMayHold: row!.carrier_may_hold };
}

/** Reserves the order's parcel; undefined when another request holds one (the unique index decides, not a read). */
export async function reserveParcel(
  sql: Queryable,
  orderId: string,
  platform: CarrierPlatform,
  reference: string,
): Promise<ParcelRow | undefined> {
  const [row] = await sql<ParcelRow[]>`
    insert into parcels as p (order_id, platform, reference, state, lease_until)
    values (${orderId}, ${platform}, ${reference}, 'creating', clock_timestamp() + make_interval(secs => ${CREATING_LEASE_SECONDS}))
    on conflict (order_id) where state in ('creating', 'created') do nothing
    returning ${COLUMNS(sql)}`;
  return row;
}

/** Takes over a 'creating' parcel whose lease has run out (its request timed out or died). */
export async function takeOverLease(sql: Queryable, parcelId: string): Promise<void> {
  await sql`update parcels set lease_until = clock_timestamp() + make_interval(secs => ${CREATING_LEASE_SECONDS}), updated_at = now()
            where id = ${parcelId}`;
}

/** The carrier did not say whether it created it: the row stays 'creating' and the next try asks the carrier first. */
export async function releaseLease(sql: Queryable, parcelId: string): Promise<void> {
  await sql`update parcels set lease_until = null, updated_at = now() where id = ${parcelId} and state = 'creating'`;
}

/**
 * The carrier holds the parcel but the create did not finish (Ecotrack: created, not validated), whether
 * the validation may work later (the quota) or not until the owner acts (a revoked token): the row stays
 * 'creating' with its tracking and why it waits, and the next try finishes it by that tracking. Marking
 * it failed instead let the next Send create a second parcel with the same reference.
 */
export async function keepUnfinished(
  sql: Queryable,
  parcelId: string,
  tracking: string,
  why: string,
  reason: CarrierReason | null = null,
): Promise<void> {
  await sql`update parcels set tracking = ${tracking}, failure = ${why.slice(0, 1000)}, failure_reason = ${reason ? sql.json(reason as never) : null},
            lease_until = null, updated_at = now()
            where id = ${parcelId} and state = 'creating'`;
}

/** A parcel the carrier holds, waiting for its validation, taken by one finisher (the lease keeps a click and another run off it). */
export type UnfinishedParcel = { parcel: ParcelRow; number: number };

/**
 * Up to `limit` parcels of the platform that wait for their validation and that no request holds, the
 * longest untouched first, each leased to the caller. SKIP LOCKED: two finishers never take the same row.
 */
export async function claimUnfinished(sql: Queryable, platform: CarrierPlatform, limit: number): Promise<UnfinishedParcel[]> {
  const rows = await sql<(ParcelRow & { number: number })[]>`
    with taken as (
      select p.id from parcels p
      where p.platform = ${platform} and p.state = 'creating' and p.tracking is not null
        and (p.lease_until is null or p.lease_until <= clock_timestamp())
      order by p.updated_at, p.id limit ${limit} for update skip locked)
    update parcels p set lease_until = clock_timestamp() + make_interval(secs => ${CREATING_LEASE_SECONDS})
    from taken, orders o where p.id = taken.id and o.id = p.order_id
    returning ${COLUMNS(sql)}, o.number`;
  return rows
    .map(({ number, ...parcel }) => ({ number, parcel: parcel as ParcelRow }))
    .sort((a, b) => a.parcel.updated_at.getTime() - b.parcel.updated_at.getTime() || Number(a.parcel.id) - Number(b.parcel.id));
}

/** Takes a parcel that waits for its validation for a cancel; false while a click or parcels-finish holds it. */
export async function leaseWaiting(sql: Queryable, parcelId: string): Promise<boolean> {
  const rows = await sql`
    update parcels set lease_until = clock_timestamp() + make_interval(secs => ${CREATING_LEASE_SECONDS})
    where id = ${parcelId} and state = 'creating' and tracking is not null and (lease_until is null or lease_until <= clock_timestamp())
    returning id`;
  return rows.length > 0;
}

/** How many parcels of the platform wait for their validation. */
export async function unfinishedCount(sql: Queryable, platform: CarrierPlatform): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from parcels where platform = ${platform} and state = 'creating' and tracking is not null`;
  return row!.n;
}

/** The carrier refused; a tracking it gave before refusing (a parcel it holds) is kept on the record. */
export async function markFailed(
  sql: Queryable,
  parcelId: string,
  reason: string,
  tracking?: string,
  why: CarrierReason | null = null,
): Promise<void> {
  await sql`update parcels set state = 'failed', lease_until = null, failure = ${reason.slice(0, 1000)}, failure_reason = ${why ? sql.json(why as never) : null},
            tracking = coalesce(${tracking ?? null}, tracking), updated_at = now()
            where id = ${parcelId} and state = 'creating'`;
}

/**
 * Whether PostgreSQL refused a write for its values (class 23, a check or a constraint; class 22, a value
 * out of range or too long): what a carrier answered did not fit, which is that order's alone to fail.
 */
export const isRefusedWrite = (error: unknown): boolean => /^2[23]/.test(String((error as { code?: unknown }).code ?? ''));

/** Whether PostgreSQL refused a write because another created parcel of the platform holds that tracking (parcels_tracking). */
export const isTrackingTaken = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505' && (error as { constraint_name?: string }).constraint_name === 'parcels_tracking';

/** The number of the order whose created parcel holds this tracking at the platform, if one does. */
export async function holderOfTracking(sql: Queryable, platform: CarrierPlatform, tracking: string): Promise<number | undefined> {
  const [row] = await sql<{ number: number }[]>`
    select o.number from parcels p join orders o on o.id = p.order_id
    where p.platform = ${platform} and p.tracking = ${tracking} and p.state = 'created'`;
  return row?.number;
}

/**
 * The carrier answered a tracking another parcel of the shop holds: the parcel is failed with why, the
 * number left off the row (it is the other parcel's; the reason keeps it), so neither order gets the other's.
 */
export async function markTrackingTaken(sql: Queryable, parcelId: string, message: string, reason: CarrierReason): Promise<void> {
  await sql`update parcels set state = 'failed', lease_until = null, tracking = null, failure = ${message.slice(0, 1000)},
            failure_reason = ${sql.json(reason as never)}, updated_at = now()
            where id = ${parcelId} and state = 'creating'`;
}

/**
 * Whether a parcel of the order with this reference failed on a tracking another parcel holds, or on a
 * tracking the shop could not keep (answer_unreadable about the tracking): the carrier may have made it
 * all the same, so the next send asks the carrier for the reference first.
 */

/**
 * Locks the parcel's order row. Every transaction that writes a parcel and its order takes the order's
 * lock first, as the reservation does (readParcelOrders, then liveParcelOf): taking them the other way
 * round deadlocked two creates of one order (PostgreSQL 40P01, a 500) about one run in three.
 */
export async function lockOrderOfParcel(sql: Queryable, parcelId: string): Promise<void> {
  await sql`select o.id from orders o join parcels p on p.order_id = o.id where p.id = ${parcelId} for update of o`;
}

/** The carrier has the parcel: its tracking on the parcel and on the order (with the carrier). */
export async function markCreated(sql: Queryable, parcelId: string, tracking: string): Promise<ParcelRow> {
  await lockOrderOfParcel(sql, parcelId);
  const [row] = await sql<ParcelRow[]>`
    update parcels p set state = 'created', tracking = ${tracking}, lease_until = null, failure = null, failure_reason = null, outcome = coalesce(p.outcome, 'created'),
      updated_at = now()
    where p.id = ${parcelId} returning ${COLUMNS(sql)}`;
  await sql`update orders set tracking_number = ${tracking}, carrier = ${row!.platform} where id = ${row!.order_id}`;
  return row!;
}

/** The parcel is cancelled at the carrier: the order no longer shows its tracking number. */
export async function markCancelled(sql: Queryable, parcelId: string): Promise<ParcelRow> {
  await lockOrderOfParcel(sql, parcelId);
  const [row] = await sql<ParcelRow[]>`
    update parcels p set state = 'cancelled', lease_until = null, updated_at = now() where p.id = ${parcelId} returning ${COLUMNS(sql)}`;
  await sql`update orders set tracking_number = null, carrier = null where id = ${row!.order_id} and tracking_number = ${row!.tracking}`;
  return row!;
}

/** The carrier refused to cancel: the parcel has moved on there. Kept so the screen stops offering Cancel. */
export async function keepCancelRefusal(sql: Queryable, parcelId: string, reason: CarrierReason): Promise<void> {
  await sql`update parcels set cancel_refusal = ${sql.json(reason as never)}, updated_at = now() where id = ${parcelId}`;
}

export const parcelView = (row: ParcelRow): ParcelView => ({
  platform: row.platform,
  tracking: row.tracking,
  state: row.state,
  outcome: row.outcome,
  carrierStatus: row.carrier_status,
  trackingUrl: row.tracking && row.state === 'created' ? trackingLink(row.platform, row.tracking) : null,
  waitingReason: row.state === 'creating' && row.tracking ? (row.failure ?? null) : null,
  waitingWhy: row.state === 'creating' && row.tracking ? (row.failure_reason ?? null) : null,
  failedWhy: row.state === 'failed' ? (row.failure_reason ?? null) : null,
  failedAttempts: row.failed_attempts,
  lastAttempt: row.last_attempt_at ? { at: row.last_attempt_at.toISOString(), reason: row.last_attempt_reason } : null,
  cancelRefused: row.cancel_refusal,
  updatedAt: row.updated_at.toISOString(),
});
