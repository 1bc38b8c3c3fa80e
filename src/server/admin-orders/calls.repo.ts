// The call log: each attempt to reach the customer. A record only: the order does not move; a call
// answers the customer's request to be called (through her order link), which it clears.
import type { Sql } from '../db/client.ts';
import type { CallBody } from '../../domain/admin-orders/calls.ts';
import { fromAlgiersLocal } from '../../domain/admin/algiers-time.ts';
import { recordAudit } from '../audit/audit.repo.ts';

/** false when there is no such order. */
export async function logCall(sql: Sql, number: number, call: CallBody, by: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const postponedUntil = call.postponedUntil ? fromAlgiersLocal(call.postponedUntil) : null;
    const [row] = await tx<{ id: string }[]>`
      insert into order_calls (order_id, outcome, note, postponed_until, called_by)
      select o.id, ${call.outcome}, ${call.note}, ${postponedUntil}::timestamptz, ${by} from orders o where o.number = ${number}
      returning id`;
    if (!row) return false;
    await tx`update orders set call_requested_at = null where number = ${number} and call_requested_at is not null`;
    await recordAudit(tx, {
      email: by,
      action: 'orders.call',
      subject: `#${number}`,
      newValue: { outcome: call.outcome, note: call.note, postponedUntil },
    });
    return true;
  });
}
