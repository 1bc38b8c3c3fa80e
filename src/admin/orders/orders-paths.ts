// The orders area's screens and their paths under the admin: /orders (the list), /orders/10042 (one
// order, by the number the customer reads aloud), /blacklist, /backups and /left-checkouts.
import { ADMIN_BASE } from '../core/admin-paths.ts';

export type OrdersScreen =
  | { kind: 'orders' }
  | { kind: 'order'; number: number }
  | { kind: 'blacklist' }
  | { kind: 'backups' }
  | { kind: 'left-checkouts' }
  | { kind: 'offers' }
  | { kind: 'not-found' };

const ORDER_NUMBER = /^[1-9]\d{0,9}$/;

/** ['orders', '10042'] → order 10042; anything else unknown → not-found. */
export function ordersScreenOf(parts: readonly string[]): OrdersScreen {
  const [first, second, ...rest] = parts;
  if (rest.length > 0) return { kind: 'not-found' };
  if (first === 'orders' && second === undefined) return { kind: 'orders' };
  if (first === 'orders' && second !== undefined && ORDER_NUMBER.test(second) && Number(second) <= 2_147_483_647)
    return { kind: 'order', number: Number(second) };
  if (first === 'blacklist' && second === undefined) return { kind: 'blacklist' };
  if (first === 'backups' && second === undefined) return { kind: 'backups' };
  if (first === 'left-checkouts' && second === undefined) return { kind: 'left-checkouts' };
  if (first === 'offers' && second === undefined) return { kind: 'offers' };
  return { kind: 'not-found' };
}

export const orderPath = (number: number): string => `${ADMIN_BASE}/orders/${number}`;
