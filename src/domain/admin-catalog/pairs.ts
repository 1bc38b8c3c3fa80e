// The owner's pairs (issue 42 §3): for a product, the pieces to suggest after it is ordered, in the
// owner's order. The shopper is offered the first that is published, not in her order and in stock
// (src/domain/orders/added-line.ts); without a pair, a piece of the same category.
import * as z from 'zod/mini';
import { key } from '../admin/text-rules.ts';
import { SLUG_PATTERN } from '../catalog/slug.ts';

/** At most this many pieces suggested with one product: the offer takes the first that can be sold. */
export const MAX_PAIRS = 6;

const productId = z.string(key('invalid')).check(z.regex(SLUG_PATTERN, key('invalid')));

/** PUT /api/admin/pairs: one product's pieces to suggest, in order (an empty list removes them). */
export const pairsBodySchema = z
  .object({
    productId,
    paired: z.array(productId).check(z.maxLength(MAX_PAIRS, key('tooMany'))),
  })
  .check(
    z.refine((b) => !b.paired.includes(b.productId), { path: ['paired'], ...key('invalid') }),
    z.refine((b) => new Set(b.paired).size === b.paired.length, { path: ['paired'], ...key('duplicate') }),
  );
export type PairsBody = z.infer<typeof pairsBodySchema>;

/** A product as the pairs screen lists it. */
export type PairProduct = { id: string; name: string; category: string; image: string | null; published: boolean };
/** GET /api/admin/pairs: every product (the shop's order) and each one's suggested pieces. */
export type PairsView = { products: PairProduct[]; pairs: Record<string, string[]> };
