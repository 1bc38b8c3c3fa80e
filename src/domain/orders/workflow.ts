// The order workflow: which status may follow which. pending -> confirmed -> shipped -> delivered;
// pending or confirmed -> cancelled; shipped -> returned. Anything else is refused (409) with a
// message that names where the order is and what it can become. Pure: the server applies these same
// rules inside the statement that moves the order (the status it was read with must still hold).
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  returned: [],
  cancelled: [],
};

/** The statuses an order may come from to reach `to` (for the SQL's `status = any(...)`). */
export const fromStatusesOf = (to: OrderStatus): OrderStatus[] => ORDER_STATUSES.filter((s) => NEXT_STATUSES[s].includes(to));

export const canMove = (from: OrderStatus, to: OrderStatus) => NEXT_STATUSES[from].includes(to);

/** Who moved an order in its history when the customer did, through her order link (/o/<token>). */
export const CUSTOMER_BY = 'customer';

/** Who made a history entry the shop made by itself (order_status_history.changed_by's default: the statement that stores an order). */
export const SHOP_BY = 'system';

/** Editing the customer and delivery is for orders that are not on their way yet. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];
export const isEditable = (status: OrderStatus) => EDITABLE_STATUSES.includes(status);

/** Moves that give the order's units back to stock: at once on cancel, when the parcel is back for a return. */
export const RESTOCK_AT_ONCE: readonly OrderStatus[] = ['cancelled'];

/** Bulk actions of the list: each order gets the same rules as one by one. */
export const BULK_ACTIONS = { confirm: 'confirmed', ship: 'shipped', cancel: 'cancelled' } as const satisfies Record<string, OrderStatus>;
export type BulkAction = keyof typeof BULK_ACTIONS;

/** The English message of a refused move (the island words it from its dictionaries by from/to). */
export function refusedMoveMessage(from: OrderStatus, to: OrderStatus): string {
  const next = NEXT_STATUSES[from];
  const can = next.length ? `it can become ${next.join(' or ')}` : 'its status cannot change any more';
  return from === to ? `This order is already ${from}.` : `This order is ${from}: it cannot become ${to}; ${can}.`;
}
