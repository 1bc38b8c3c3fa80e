// One tap to add before confirmation (issue 42 §3): after ordering, while her order is pending, the
// shopper is offered one more piece for the same parcel: a product the owner paired with one she
// ordered, or else one of the same category in stock in her size. One tap adds one unit of it, once
// per order. The statement that adds it (add_order_line, supabase/definitions) re-checks all of this
// under the order's lock; these are the rules as the pages and the server speak them. Pure.
import * as z from 'zod/mini';
import type { OrderStatus } from './workflow.ts';

/** The piece is added while the order waits for its confirmation; never once it is confirmed, shipped or cancelled. */
export const canAddTo = (status: OrderStatus) => status === 'pending';

/** One unit per tap, one added line per order: the offer is made once (a partial unique index says so too). */
export const ADDED_UNITS = 1;

/** What the add statement answers (add_order_line's outcome). */
export const ADD_OUTCOMES = [
  'added',
  'replayed',
  'already_added',
  'closed',
  'not_offered',
  'price_changed',
  'too_high',
  'sold_out',
  'missing',
] as const;
export type AddOutcome = (typeof ADD_OUTCOMES)[number];
/** The outcomes that leave the piece in her order. */
export const isAdded = (outcome: AddOutcome) => outcome === 'added' || outcome === 'replayed';

/** A size and colour of the piece that has stock. */
export type PieceOption = { size: string; color: string };

/**
 * The size chosen for her: among the options of the size she ordered (or of a one-size piece), the
 * only one, or else the one in the colour she ordered. Otherwise (her size sold out, several colours
 * and none hers, a piece in sizes after a one-size order) she picks.
 */
export function chosenOption(options: readonly PieceOption[], hers: PieceOption): PieceOption | null {
  const herSize = options.filter((o) => o.size === '' || (hers.size !== '' && o.size === hers.size));
  if (herSize.length === 1) return herSize[0]!;
  return herSize.find((o) => hers.color !== '' && o.color === hers.color) ?? null;
}

/** The piece as her history reads it: 'Cap', 'Tee · M / Black'. */
export function addedItemLabel(name: string, size: string, color: string): string {
  const variant = [size, color].filter(Boolean).join(' / ');
  return variant ? `${name} · ${variant}` : name;
}

/** The tap's key (one per tap: a retry sends the same), made by the page. */
export const ADD_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * POST /api/order-link/<token>/add: the piece she chose, the price she was shown (only compared with
 * the catalog's: a changed price is refused, never charged), and her tap's key.
 */
export const addLineBodySchema = z.object({
  key: z.string().check(z.regex(ADD_KEY)),
  unitPrice: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)),
  productId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/)),
  size: z.string().check(z.maxLength(20)),
  color: z.string().check(z.maxLength(40)),
});
export type AddLineBody = z.infer<typeof addLineBodySchema>;
