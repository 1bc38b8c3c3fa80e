// Whether an order is at a carrier: a parcel being created or created there would still be delivered
// (and collected) after the order was cancelled or edited here, so both wait for that parcel's cancel.
import type { Queryable } from '../db/queryable.ts';

/** Whether the order has a parcel being created or created at a carrier. */
export async function hasLiveParcel(sql: Queryable, orderId: string): Promise<boolean> {
  const rows = await sql`select 1 from parcels where order_id = ${orderId} and state in ('creating', 'created') limit 1`;
  return rows.length > 0;
}
