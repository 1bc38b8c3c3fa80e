// The orders the owner selected in the list, kept by number. The list's reload after a Send goes back
// to its first page: the orders she selected further down stay selected and counted (their labels come
// next: she sent 105, Labels covers those 105), each with its row as last loaded until the list shows
// it again. Other filters, a move (confirm, ship, cancel) or "clear" start the selection again.
import { useState } from 'react';
import type { OrderListRow } from '../../../domain/admin-orders/order-list.ts';

export function useSelection(rows: readonly OrderListRow[]) {
  const [kept, setKept] = useState<ReadonlyMap<number, OrderListRow>>(new Map());
  const shown = new Map(rows.map((o) => [o.number, o]));
  // The list's row when it is loaded (newer), else the one kept when she selected it.
  const selected = [...kept.values()].map((o) => shown.get(o.number) ?? o);

  const select = (row: OrderListRow, on: boolean) =>
    setKept((now) => {
      const next = new Map(now);
      if (on) next.set(row.number, row);
      else next.delete(row.number);
      return next;
    });
  /** "Select all shown": the shown rows join the selection (the ones not loaded now stay in it). */
  const selectShown = () => setKept((now) => new Map([...now, ...rows.map((o) => [o.number, o] as const)]));
  const clear = () => setKept(new Map());

  return {
    selected,
    has: (number: number) => kept.has(number),
    allShown: rows.length > 0 && rows.every((o) => kept.has(o.number)),
    select,
    selectShown,
    clear,
  };
}
