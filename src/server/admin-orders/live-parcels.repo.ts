// Which of these orders has a live parcel at a carrier through its API (being created, or created): such
// an order must not go into a carrier's CSV, nor take a pasted tracking number, or the carrier would get
// a second parcel and the shopper's page the wrong number.
import type { Queryable } from '../db/queryable.ts';
import type { CarrierPlatform } from '../../domain/carriers/platforms.ts';

export type LiveParcel = { number: number; platform: CarrierPlatform; tracking: string | null };

/** The live parcels of these orders, by order number (one at most per order: parcels_one_live_per_order). */
export async function liveParcelsOf(sql: Queryable, numbers: readonly number[]): Promise<Map<number, LiveParcel>> {
  const rows = await sql<LiveParcel[]>`
    select o.number, p.platform, p.tracking from parcels p join orders o on o.id = p.order_id
    where o.number = any(${numbers as number[]}::int[]) and p.state in ('creating', 'created')`;
  return new Map(rows.map((r) => [r.number, r]));
}
