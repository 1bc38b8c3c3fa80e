// The call log of an order: each attempt to reach the customer, with its outcome and a note. A call is
// a record, not a move: logging 'confirmed' does not confirm the order (the screen sends the move too).
import * as z from 'zod/mini';
import { key, text } from '../admin/text-rules.ts';

export const CALL_OUTCOMES = ['no_answer', 'busy', 'confirmed', 'postponed', 'cancelled_by_customer', 'wrong_number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_NOTE_MAX = 500;

/** 'YYYY-MM-DDTHH:mm' on an Algiers clock (the datetime-local input), as the countdown's target. */
export const algiersLocalSchema = z
  .string(key('invalidDateTime'))
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, key('invalidDateTime')));

/** POST /api/admin/orders/{number}/calls. postponedUntil: only, and always, with 'postponed'. */
export const callBodySchema = z
  .object({
    outcome: z.enum(CALL_OUTCOMES, key('invalid')),
    note: z._default(text(CALL_NOTE_MAX), ''),
    postponedUntil: z.optional(z.nullable(algiersLocalSchema)),
  })
  .check(
    z.refine((b) => b.outcome !== 'postponed' || !!b.postponedUntil, { error: 'required', path: ['postponedUntil'] }),
    z.refine((b) => b.outcome === 'postponed' || !b.postponedUntil, { error: 'invalid', path: ['postponedUntil'] }),
  );
export type CallBody = z.output<typeof callBodySchema>;
