// Every limit of an order, in one place and without the schema (the forms need these before the
// validator loads). The request schema (order-request.ts) is built from these numbers, and the orders
// tables say the same (supabase/migrations/20261123003000_order_limits.sql); the walk in
// tests/functions/orders-limits.test.ts sends the smallest and largest value of each one through the
// real function to the database, and one past each to its 422.
import { MAX_LINE_QUANTITY } from '../cart/cart.ts';

export const ORDER_FLOWS = ['cart', 'buy_now', 'checkout'] as const;
export type OrderFlow = (typeof ORDER_FLOWS)[number];

/** Spec: at least 10 characters in the cart, 4 in Buy Now, just not empty in the standalone checkout. */
export const ADDRESS_MIN: Record<OrderFlow, number> = { cart: 10, buy_now: 4, checkout: 1 };

export type Limit = { readonly min: number; readonly max: number };

/**
 * Text lengths in characters (Unicode code points, the way PostgreSQL's length() counts them), of the
 * trimmed text as stored. The phone's is of what the shopper typed (it is stored as 0XXXXXXXXX);
 * the address's minimum is the smallest flow's (ADDRESS_MIN has each flow's).
 */
export const ORDER_TEXT_LIMITS = {
  idempotencyKey: { min: 8, max: 100 },
  name: { min: 1, max: 120 },
  // a@b.dz: the shortest address the email rule takes (a domain and a top-level domain of 2 letters).
  email: { min: 6, max: 254 },
  phone: { min: 10, max: 40 },
  address: { min: Math.min(...Object.values(ADDRESS_MIN)), max: 500 },
  notes: { min: 0, max: 1000 },
  commune: { min: 1, max: 120 },
  productId: { min: 1, max: 80 },
  size: { min: 0, max: 20 },
  color: { min: 0, max: 40 },
} as const satisfies Record<string, Limit>;

/** How many lines an order has, and how many units of one line. */
export const ORDER_COUNT_LIMITS = {
  lines: { min: 1, max: 50 },
  quantity: { min: 1, max: MAX_LINE_QUANTITY },
} as const satisfies Record<string, Limit>;

/** The largest of each limit, for the forms' maxLength and the messages' {max}. */
export const ORDER_LIMITS = {
  name: ORDER_TEXT_LIMITS.name.max,
  email: ORDER_TEXT_LIMITS.email.max,
  phone: ORDER_TEXT_LIMITS.phone.max,
  address: ORDER_TEXT_LIMITS.address.max,
  notes: ORDER_TEXT_LIMITS.notes.max,
  commune: ORDER_TEXT_LIMITS.commune.max,
  lines: ORDER_COUNT_LIMITS.lines.max,
  quantity: ORDER_COUNT_LIMITS.quantity.max,
} as const;

/** Characters as the limits count them: code points, so an emoji is one, as in PostgreSQL. */
export const charCount = (text: string) => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};
