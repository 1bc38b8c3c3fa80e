// The orders area's screens inside the admin: /orders (the list), /orders/10042 (one order, by the
// number the customer reads aloud), /blacklist and /backups. admin-paths.ts asks here first.
export type OrderScreen =
  | { kind: 'orders' }
  | { kind: 'order'; number: number }
  | { kind: 'blacklist' }
  | { kind: 'backups' };

const ORDER_NUMBER = /^[1-9]\d{0,9}$/;

/** The path's parts after the admin's base ('orders', '10042') → a screen of this area, or undefined. */
export function orderScreenOf(parts: readonly string[]): OrderScreen | undefined {
  const [first, second, ...rest] = parts;
  if (rest.length > 0) return undefined;
  if (first === 'orders' && second === undefined) return { kind: 'orders' };
  if (first === 'orders' && second !== undefined && ORDER_NUMBER.test(second) && Number(second) <= 2_147_483_647) return { kind: 'order', number: Number(second) };
  if (first === 'blacklist' && second === undefined) return { kind: 'blacklist' };
  if (first === 'backups' && second === undefined) return { kind: 'backups' };
  return undefined;
}

/** The path of a screen of this area, after the admin's base. */
export function orderScreenPath(screen: OrderScreen): string {
  return screen.kind === 'order' ? `/orders/${screen.number}` : `/${screen.kind}`;
}
