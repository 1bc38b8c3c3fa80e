// The list's data: the filters (kept while the owner opens an order and comes back), the rows loaded
// so far, the counts per status for the tabs, and the cursor of the next page (keyset "load more").
import { useEffect, useRef, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { OrderListRow, OrderStatusCounts } from '../../../domain/admin-orders/order-list.ts';
import { listOrders } from '../orders-api.ts';
import { listQuery, NO_FILTERS, type ListFilters } from './list-filters.ts';

export const $listFilters = atom<ListFilters>(NO_FILTERS);

export const setFilters = (change: Partial<ListFilters>) => $listFilters.set({ ...$listFilters.get(), ...change });

type Loaded = { rows: OrderListRow[]; counts: OrderStatusCounts | null; next: string | null };

export function useOrderList() {
  const filters = useStore($listFilters);
  const [loaded, setLoaded] = useState<Loaded>({ rows: [], counts: null, next: null });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();
  // Only the newest request may write: a slow answer for old filters never replaces a newer one.
  const latest = useRef(0);

  async function load(cursor: string | null) {
    const ticket = ++latest.current;
    const { from, to } = $listFilters.get();
    if (from && to && from > to) return; // the filter bar says why; the server would refuse it
    setLoading(true);
    try {
      const page = await listOrders(listQuery($listFilters.get(), cursor));
      if (ticket !== latest.current) return;
      setLoaded((before) => ({ rows: cursor ? [...before.rows, ...page.orders] : page.orders, counts: page.counts, next: page.next }));
      setError(undefined);
    } catch (e) {
      if (ticket === latest.current) setError(e);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }

  useEffect(() => void load(null), [listQuery(filters)]);

  return {
    filters,
    ...loaded,
    loading,
    error,
    loadMore: () => (loaded.next ? load(loaded.next) : Promise.resolve()),
    reload: () => load(null),
  };
}
