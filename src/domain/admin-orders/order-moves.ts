// Moving orders along the workflow, one (POST /api/admin/orders/{number}/status) or several at once
// (POST /api/admin/orders/bulk), and the two stock events: a cancel gives the units back at once, a
// returned parcel when the owner marks it received (POST /api/admin/orders/{number}/return-received).
import * as z from 'zod/mini';
import { key, text } from '../admin/text-rules.ts';
import { updatedAtSchema } from '../admin/settings-forms.ts';
import { BULK_ACTIONS, ORDER_STATUSES } from '../orders/workflow.ts';
import { orderNumberSchema, type BulkResult } from '../orders/move-results.ts';

export const MOVE_NOTE_MAX = 500;
export const BULK_MAX = 100;

export const statusMoveBodySchema = z.object({
  to: z.enum(ORDER_STATUSES, key('invalid')),
  note: z._default(text(MOVE_NOTE_MAX), ''),
  // The order's version her screen shows (OrderDetail.updatedAt). The admin sends it with Confirm: the
  // customer may add a piece (add_order_line bumps the version) after the screen was opened, and the
  // owner must never confirm a total she has not seen (409 stale). Scripts may leave it out.
  updatedAt: z.optional(updatedAtSchema),
});
export type StatusMoveBody = z.output<typeof statusMoveBodySchema>;

export const bulkMoveBodySchema = z.object({
  action: z.enum(Object.keys(BULK_ACTIONS) as [keyof typeof BULK_ACTIONS, ...(keyof typeof BULK_ACTIONS)[]], key('invalid')),
  numbers: z.array(orderNumberSchema, key('invalid')).check(
    z.minLength(1, key('required')),
    z.maxLength(BULK_MAX, key('outOfRange')),
    z.refine((ns) => new Set(ns).size === ns.length, key('invalid')),
  ),
  note: z._default(text(MOVE_NOTE_MAX), ''),
});
export type BulkMoveBody = z.output<typeof bulkMoveBodySchema>;

export const returnReceivedBodySchema = z.object({ note: z._default(text(MOVE_NOTE_MAX), '') });

/** POST /api/admin/orders/bulk: one result per number, in the order sent. */
export type BulkAnswer = { results: BulkResult[] };
