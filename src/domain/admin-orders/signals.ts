// What the owner should notice on an order before calling: fake and duplicate orders are the first
// complaint of Algerian shops. Computed from the order and its phone's history; no I/O.
export const ORDER_SIGNALS = [
  'otherPending', // the same phone has another pending order
  'pastReturns', // the phone has returned parcels
  'pastCancellations', // the phone has cancelled orders
  'looksLikeTest', // the name or the address looks like a test ('test', one repeated character)
  'blacklisted', // the phone is on the blacklist (the order came in before it was listed)
] as const;
export type OrderSignal = (typeof ORDER_SIGNALS)[number];

/** Per phone, over every order of that phone that is not a test order. */
export type CustomerCounts = { orders: number; pending: number; delivered: number; cancelled: number; returned: number };

const TEST_WORD = /(^|[^\p{L}])(test|tester|testing|essai|تجربة|اختبار)([^\p{L}]|$)/iu;

/** 'test', 'Test order', 'aaaa', '....', 'xxxxxx': a name or address nobody would really type. */
export function looksLikeTest(text: string): boolean {
  const squeezed = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
  if (TEST_WORD.test(text.normalize('NFKC'))) return true;
  if (squeezed.length === 0) return text.trim().length > 0; // only punctuation
  return squeezed.length >= 2 && new Set(Array.from(squeezed)).size === 1;
}

export type SignalInput = {
  status: string;
  customerName: string;
  address: string;
  /** Counts of the phone, this order included. */
  customer: CustomerCounts;
  blacklisted: boolean;
};

/** Signals are for the orders the owner still has to decide on: pending ones. */
export function signalsOf(order: SignalInput): OrderSignal[] {
  if (order.status !== 'pending') return [];
  const signals: OrderSignal[] = [];
  if (order.customer.pending > 1) signals.push('otherPending');
  if (order.customer.returned > 0) signals.push('pastReturns');
  if (order.customer.cancelled > 0) signals.push('pastCancellations');
  if (looksLikeTest(order.customerName) || looksLikeTest(order.address)) signals.push('looksLikeTest');
  if (order.blacklisted) signals.push('blacklisted');
  return signals;
}
