// Which platforms have a parcel waiting for its validation (created at the carrier, valid/order not
// sent yet: a 'creating' row with a tracking) that no request holds, as claimUnfinished (parcels.repo.ts)
// takes them. parcels-finish asks this first each minute: with nothing waiting, its run reads one partial
// index (parcels_waiting, supabase/migrations/20261126173100_parcels_waiting.sql) and no account.
import type { Queryable } from '../../db/queryable.ts';
import type { CarrierPlatform } from '../../../domain/carriers/platforms.ts';

export async function platformsWaiting(sql: Queryable): Promise<CarrierPlatform[]> {
  const rows = await sql<{ platform: CarrierPlatform }[]>`
    select distinct platform from parcels
    where state = 'creating' and tracking is not null and (lease_until is null or lease_until <= clock_timestamp())`;
  return rows.map((r) => r.platform);
}
