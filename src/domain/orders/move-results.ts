// What a move of an order answers, whoever asked for it (the owner, the shopper's link, a carrier),
// and the order number every caller names an order by.
import * as z from 'zod/mini';
import { key } from '../admin/text-rules.ts';
import type { OrderStatus } from './workflow.ts';

export const orderNumberSchema = z
  .number(key('invalid'))
  .check(z.int(key('invalid')), z.gte(1, key('invalid')), z.lte(2_147_483_647, key('invalid')));

/** Why one order of a move was refused. */
/** has_parcel: a cancel of an order whose parcel is at a carrier (that parcel is cancelled first). */
/** stale: the move named the version the owner's screen showed, and the order changed since (say, a piece added). */
export type MoveRefusal = { code: 'transition_refused' | 'has_parcel' | 'not_found' | 'stale'; message: string };
/** One order of a move of several (the owner's bulk actions): each gets the same rules as one by one. */
export type BulkResult = { number: number } & ({ ok: true; status: OrderStatus } | ({ ok: false } & MoveRefusal));
