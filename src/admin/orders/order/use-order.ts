// One order as the screen holds it: read by its number, replaced by every answer of a change (each
// endpoint answers the whole order again, so history, calls and moves are always the server's).
// The answer is the query's (../../shell/query-client.ts): an answer for another order never lands here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { readOrder } from '../orders-api.ts';

export const orderKey = (number: number) => ['orders', 'one', number] as const;

export function useOrder(number: number) {
  const queryClient = useQueryClient();
  const read = useQuery({ queryKey: orderKey(number), queryFn: () => readOrder(number) });
  return {
    order: read.data ?? null,
    error: read.error ?? undefined,
    reload: async (): Promise<void> => void (await read.refetch()),
    /** A change's answer is the order as it now is: shown at once, no second read. */
    replace: (order: OrderDetail): void => {
      queryClient.setQueryData(orderKey(number), order);
    },
  };
}
