// One order as the screen holds it: read by its number, replaced by every answer of a change (each
// endpoint answers the whole order again, so history, calls and moves are always the server's).
import { useEffect, useState } from 'react';
import type { OrderDetail } from '../../../domain/admin-orders/order-detail.ts';
import { readOrder } from '../orders-api.ts';

export function useOrder(number: number) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [error, setError] = useState<unknown>();

  const reload = async () => {
    try {
      setOrder(await readOrder(number));
      setError(undefined);
    } catch (e) {
      setError(e);
    }
  };
  useEffect(() => {
    setOrder(null);
    void reload();
  }, [number]);

  return { order, error, reload, replace: setOrder };
}
