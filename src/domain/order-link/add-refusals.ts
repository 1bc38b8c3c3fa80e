// Which sentence of src/domain/order-link/add-messages.ts words each refusal of the add statement: a
// module of its own, so the order page's script takes the mapping without every language's texts.
import type { AddOutcome } from '../orders/added-line.ts';
import type { AddMessageKey } from './add-messages.ts';

/** The sentence of a refusal (the outcomes that leave the order as it was). */
export const REFUSAL_KEY: Record<Exclude<AddOutcome, 'added' | 'replayed' | 'missing'>, AddMessageKey> = {
  already_added: 'addAlready',
  closed: 'addClosed',
  not_offered: 'addChanged',
  price_changed: 'addChanged',
  too_high: 'addTooHigh',
  sold_out: 'addSoldOut',
};
