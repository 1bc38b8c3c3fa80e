// Exported orders marked shipped in the export's own transaction, with the workflow's rule (only a
// confirmed order becomes shipped) and its history. Kept apart so the export follows the orders
// workflow (src/domain/admin-orders/workflow.ts) and writes history the way the order screens read it.
import type { Queryable } from '../db/queryable.ts';

/** Moves the confirmed orders of `ids` to shipped; returns the ids it moved (the rest were shipped already). */
export async function markShipped(tx: Queryable, orders: readonly { id: string; status: string }[], by: string, note: string): Promise<string[]> {
  const ids = orders.filter((o) => o.status === 'confirmed').map((o) => o.id);
  if (!ids.length) return [];
  const moved = await tx<{ id: string }[]>`
    update orders set status = 'shipped' where id = any(${ids}::uuid[]) and status = 'confirmed' returning id`;
  await tx`
    insert into order_status_history (order_id, status, note, changed_by)
    select unnest(${moved.map((m) => m.id)}::uuid[]), 'shipped', ${note}, ${by}`;
  return moved.map((m) => m.id);
}
