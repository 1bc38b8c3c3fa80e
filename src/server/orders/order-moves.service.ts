// Moving an order along the workflow and giving its units back. Each change starts by locking the
// order's row (lockOrder: select ... for update) and decides on the status it finds there with the
// domain's rules: a second admin clicking at the same moment waits for the first, then finds the
// new status and is refused. So a cancel, and a returned parcel's receipt, give the units back once.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { canMove, CUSTOMER_BY, refusedMoveMessage, RESTOCK_AT_ONCE, type OrderStatus } from '../../domain/orders/workflow.ts';
import type { MoveRefusal, BulkResult } from '../../domain/orders/move-results.ts';
import { historyText, type HistoryLine } from '../../domain/orders/history-lines.ts';
import { addHistoryLine } from './order-history.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { lockOrder } from './order-lock.ts';
import { bumpVersion } from './versions.ts';
import { hasLiveParcel } from './live-parcel.ts';
import { enqueuePurchaseIn } from './ad-purchase.repo.ts';

export type MoveResult = { ok: true; from: OrderStatus; status: OrderStatus; unitsBack: number } | ({ ok: false } & MoveRefusal);

/** A move's history note: what the owner typed, a carrier's words (text), or a line the shop words itself. */
export type MoveNote = string | HistoryLine;
const lineOf = (note: MoveNote): HistoryLine => (typeof note === 'string' ? { kind: 'text', text: note } : note);

const notFound = (number: number): MoveResult => ({ ok: false, code: 'not_found', message: `There is no order number ${number}.` });

async function giveBack(tx: Queryable, orderId: string, status: OrderStatus, by: string, note: MoveNote): Promise<number> {
  const [row] = await tx<{ units: number }[]>`select give_back_order_stock(${orderId}) as units`;
  await tx`update orders set stock_returned_at = clock_timestamp() where id = ${orderId}`;
  const line: HistoryLine = note ? lineOf(note) : { kind: 'units_back', units: row!.units };
  await addHistoryLine(tx, { orderId, status, kind: 'restock', line, by });
  return row!.units;
}

/**
 * When the move happened, if not now: a carrier's report of a delivery carries the carrier's time.
 * expectedVersion: the order's version the owner's screen showed; a different one is refused stale.
 */
export type MoveOptions = { at?: Date; expectedVersion?: string };

/**
 * One order to `to`, in the caller's transaction. `by` is the admin's email, or CUSTOMER_BY for the
 * customer's own moves through her order link (kept in the order's history, not in the admin's audit).
 */
export async function moveOrderIn(
  tx: Queryable,
  number: number,
  to: OrderStatus,
  by: string,
  note: MoveNote = '',
  options: MoveOptions = {},
): Promise<MoveResult> {
  const order = await lockOrder(tx, number);
  if (!order) return notFound(number);
  if (options.expectedVersion !== undefined && options.expectedVersion !== order.version)
    return { ok: false, code: 'stale', message: 'This order was changed elsewhere since you opened it. Reload it, then try again.' };
  if (!canMove(order.status, to)) return { ok: false, code: 'transition_refused', message: refusedMoveMessage(order.status, to) };
  // A parcel at the carrier would still be delivered (and collected) after the order is cancelled here.
  if (to === 'cancelled' && (await hasLiveParcel(tx, order.id)))
    return { ok: false, code: 'has_parcel', message: 'This order has a parcel at the carrier: cancel the parcel first.' };
  const byCustomer = by === CUSTOMER_BY;
  const confirmedVia = to === 'confirmed' ? tx`, confirmed_via = ${byCustomer ? 'link' : 'owner'}` : tx``;
  await tx`update orders set status = ${to}, ${bumpVersion(tx)} ${confirmedVia} where id = ${order.id}`;
  await addHistoryLine(tx, { orderId: order.id, status: to, kind: 'status', line: lineOf(note), by });
  // A cancelled order never went out: its discount code's use goes back to the code (a parcel refused at
  // the door keeps it: that use went out with a real parcel). docs/offers-and-codes.md.
  if (to === 'cancelled') await tx`select give_back_discount_code_use(${order.id})`;
  const unitsBack = RESTOCK_AT_ONCE.includes(to) && order.stock_returned_at === null ? await giveBack(tx, order.id, to, by, '') : 0;
  // The ad platforms learn who actually bought: a delivery, never a placed, cancelled or returned order.
  // A carrier's clock ahead of ours never dates a delivery in the future.
  if (to === 'delivered') await enqueuePurchaseIn(tx, order.id, new Date(Math.min(options.at?.getTime() ?? Date.now(), Date.now())));
  if (byCustomer) return { ok: true, from: order.status, status: to, unitsBack };
  await recordAudit(tx, {
    email: by,
    action: 'orders.status',
    subject: `#${number}`,
    oldValue: { status: order.status },
    newValue: { status: to, ...(note ? { note: historyText(lineOf(note)) } : {}) },
  });
  return { ok: true, from: order.status, status: to, unitsBack };
}

export const moveOrder = (sql: Sql, number: number, to: OrderStatus, by: string, note = '', expectedVersion?: string) =>
  sql.begin((tx) => moveOrderIn(tx, number, to, by, note, expectedVersion === undefined ? {} : { expectedVersion }));

/** Several orders, each in its own transaction with the same rules; one answer per order, in order. */
export async function moveOrders(sql: Sql, numbers: readonly number[], to: OrderStatus, by: string, note = ''): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const number of numbers) {
    const moved = await moveOrder(sql, number, to, by, note);
    results.push(moved.ok ? { number, ok: true, status: moved.status } : { number, ok: false, code: moved.code, message: moved.message });
  }
  return results;
}

/** A returned parcel is back at the shop: its units go back to stock, once. */
export const receiveReturn = (sql: Sql, number: number, by: string, note = ''): Promise<MoveResult> =>
  sql.begin((tx) => receiveReturnIn(tx, number, by, note));

/** receiveReturn in the caller's transaction (a carrier's report that the parcel is back, src/server/carriers/outcomes). */
export async function receiveReturnIn(tx: Queryable, number: number, by: string, note: MoveNote = ''): Promise<MoveResult> {
  const order = await lockOrder(tx, number);
  if (!order) return notFound(number);
  if (order.status !== 'returned') {
    return {
      ok: false,
      code: 'transition_refused',
      message: `This order is ${order.status}: only a returned parcel can be marked received.`,
    } as const;
  }
  if (order.stock_returned_at !== null)
    return { ok: false, code: 'transition_refused', message: 'This parcel was already marked received.' } as const;
  const unitsBack = await giveBack(tx, order.id, 'returned', by, note);
  await tx`update orders set ${bumpVersion(tx)} where id = ${order.id}`;
  await recordAudit(tx, { email: by, action: 'orders.return_received', subject: `#${number}`, newValue: { unitsBack } });
  return { ok: true, from: order.status, status: order.status, unitsBack } as const;
}
