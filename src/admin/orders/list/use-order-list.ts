// The list's data: the filters (kept while the owner opens an order and comes back), the rows loaded
// so far, the counts per status for the tabs, and the cursor of the next page (keyset "load more").
// One query per set of filters (../../shell/query-client.ts): a slow answer for old filters never
// replaces a newer one, and the rows shown stay until the new filters' answer arrives.
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OrderListPage } from '../../../domain/admin-orders/order-list.ts';
import { listOrders } from '../orders-api.ts';
import { listQuery, NO_FILTERS, type ListFilters } from './list-filters.ts';

export const $listFilters = atom<ListFilters>(NO_FILTERS);

export const setFilters = (change: Partial<ListFilters>) => $listFilters.set({ ...$listFilters.get(), ...change });

/** Every order list the admin has asked for (after a change to orders, all of them are out of date). */
export const ORDER_LISTS = ['orders', 'list'] as const;

export function useOrderList() {
  const filters = useStore($listFilters);
  const key = [...ORDER_LISTS, listQuery(filters)] as const;
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => listOrders(listQuery(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    // A range that ends before it starts is never asked for: the filter bar says why (the server would refuse it).
    enabled: !(filters.from && filters.to && filters.from > filters.to),
    placeholderData: keepPreviousData,
  });
  const pages = list.data?.pages ?? [];
  const last = pages.at(-1);

  /** From the first page again (what was loaded past it goes: the rows may have moved since). */
  async function reload(): Promise<void> {
    queryClient.setQueryData<InfiniteData<OrderListPage, string | null>>(
      key,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    await list.refetch();
  }

  return {
    filters,
    rows: pages.flatMap((page) => page.orders),
    counts: last?.counts ?? null,
    next: last?.next ?? null,
    loading: list.isFetching || list.isPending,
    error: list.error ?? undefined,
    loadMore: () => (last?.next ? list.fetchNextPage().then(() => undefined) : Promise.resolve()),
    reload,
  };
}
