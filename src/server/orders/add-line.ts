// The customer's one tap that adds a suggested piece to her pending order (src/domain/orders/added-line.ts).
// One call of add_order_line (supabase/definitions): the order's lock, the key's replay, the checks,
// the unit of stock, the line, the totals and the history line happen together or not at all. The
// price she was shown is only compared with the catalog's (a changed price is refused), never used.
import type { Queryable } from '../db/queryable.ts';
import { ADD_OUTCOMES, addedItemLabel, type AddLineBody, type AddOutcome } from '../../domain/orders/added-line.ts';
import { historyText } from '../../domain/orders/history-lines.ts';
import { pieceName } from './pair-offer.repo.ts';

export async function addLineToOrder(sql: Queryable, orderId: string, tap: AddLineBody): Promise<AddOutcome> {
  // The name the statement writes (and checks again) is the catalog's in the order's language, read
  // now for the history line; whether the piece is offered at all is the statement's to decide.
  const name = await pieceName(sql, orderId, tap.productId);
  const note = historyText({ kind: 'customer_added', item: addedItemLabel(name, tap.size, tap.color), unitPrice: tap.unitPrice });
  const [row] = await sql<{ outcome: string }[]>`
    select outcome from add_order_line(${orderId}, ${tap.key}, ${tap.productId}, ${tap.size}, ${tap.color},
                                       ${name}, ${tap.unitPrice}, ${note})`;
  const outcome = row?.outcome as AddOutcome;
  if (!ADD_OUTCOMES.includes(outcome)) throw new Error(`add_order_line answered ${String(row?.outcome)}`);
  return outcome;
}
