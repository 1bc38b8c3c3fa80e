// The order's history (order_status_history): every line the shop writes goes through here, as its
// kind and values (src/domain/orders/history-lines.ts), kept in the note column as English text so the
// rows written before read the same. Each writer has locked the order's row first.
import type { Queryable } from '../db/queryable.ts';
import { historyText, type HistoryLine } from '../../domain/orders/history-lines.ts';
import type { OrderStatus } from '../../domain/orders/workflow.ts';

/** A move (status), the units back (restock), the customer asking to be called through her link (call_request). */
type LineKind = 'status' | 'restock' | 'call_request';

export async function addHistoryLine(
  sql: Queryable,
  row: { orderId: string; status: OrderStatus; kind: LineKind; line: HistoryLine; by: string },
): Promise<void> {
  await sql`insert into order_status_history (order_id, status, note, changed_by, kind)
            values (${row.orderId}, ${row.status}, ${historyText(row.line)}, ${row.by}, ${row.kind})`;
}

/** A line about the order's parcel at its carrier; the order's status stays as it is. */
export async function addParcelLine(sql: Queryable, orderId: string, line: HistoryLine, by: string): Promise<void> {
  await sql`insert into order_status_history (order_id, status, note, changed_by, kind)
            select id, status, ${historyText(line).slice(0, 1000)}, ${by}, 'parcel' from orders where id = ${orderId}`;
}

/** An edit of the customer or the delivery: each field changed, [old, new]. */
export async function addEditLine(
  sql: Queryable,
  row: { orderId: string; status: OrderStatus; changes: Record<string, [unknown, unknown]>; by: string },
): Promise<void> {
  await sql`insert into order_status_history (order_id, status, note, changed_by, kind, changes)
            values (${row.orderId}, ${row.status}, '', ${row.by}, 'edit', ${sql.json(row.changes as never)})`;
}
