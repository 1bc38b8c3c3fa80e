// Every change of an order starts by locking its row (select ... for update) and deciding on what it
// finds there: a second writer at the same moment (the owner, the customer's link, a carrier's report)
// waits for the first, then reads the status and version the first left.
import type { Queryable } from '../db/queryable.ts';
import type { OrderStatus } from '../../domain/orders/workflow.ts';
import { versionOf } from './versions.ts';

/** The order's id and status, its row locked until the caller's transaction ends (every change starts here). */
export async function lockOrder(sql: Queryable, number: number) {
  const [row] = await sql<{ id: string; status: OrderStatus; version: string; stock_returned_at: Date | null }[]>`
    select o.id, o.status, ${versionOf(sql)} as version, o.stock_returned_at from orders o where o.number = ${number} for update`;
  return row;
}
