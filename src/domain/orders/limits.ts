// The order's flows and limits, without the schema (the forms need these before the validator loads).
import { MAX_LINE_QUANTITY } from '../cart/cart.ts';

export const ORDER_FLOWS = ['cart', 'buy_now', 'checkout'] as const;
export type OrderFlow = (typeof ORDER_FLOWS)[number];

export const ORDER_LIMITS = { name: 120, email: 254, phone: 40, address: 500, notes: 1000, commune: 120, lines: 50, quantity: MAX_LINE_QUANTITY } as const;
/** Spec: at least 10 characters in the cart, 4 in Buy Now, just not empty in the standalone checkout. */
export const ADDRESS_MIN: Record<OrderFlow, number> = { cart: 10, buy_now: 4, checkout: 1 };
