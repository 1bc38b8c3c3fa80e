// What the shopper's order page (/o/<token>) shows, as GET /api/order-link/<token> answers it and the
// page reads it (parsed, never trusted blindly). Only the order's own data and what she typed herself:
// her name, address and commune, the items, the amounts and the status as it moves.
import * as z from 'zod/mini';
import { LOCALES } from '../../i18n/locales.ts';
import { DELIVERY_TYPES } from '../shipping/delivery.ts';
import { ORDER_STATUSES } from '../orders/workflow.ts';
import { isPlainText } from '../orders/plain-text.ts';
import { hasHiddenFormatting } from '../orders/hidden-formatting.ts';
import { charCount } from '../orders/limits.ts';
import { OFFER_KINDS } from '../offers/offer.types.ts';
import { oneLine } from '../orders/shopper-whitespace.ts';

const int = () => z.number().check(z.int());

const optionSchema = z.object({ size: z.string(), color: z.string() });
/** The one more piece offered for her parcel while the order is pending (src/domain/orders/added-line.ts). */
export const pairOfferSchema = z.object({
  productId: z.string(),
  /** In the order's language, as the add statement checks it. */
  name: z.string(),
  unitPrice: int(),
  /** The product's first picture (the page shows its smallest copy), if it has one. */
  image: z.nullable(z.string()),
  /** The sizes and colours with stock. */
  options: z.array(optionSchema),
  /** Her size, chosen for her when it matches (else she picks from options). */
  chosen: z.nullable(optionSchema),
});
export type PairOffer = z.infer<typeof pairOfferSchema>;

export const orderViewSchema = z.object({
  number: int(),
  status: z.enum(ORDER_STATUSES),
  /** The language the order was placed in: the page opens in it (the shopper may switch). */
  locale: z.nullable(z.enum(LOCALES)),
  customerName: z.string(),
  address: z.string(),
  wilaya: z.object({ code: z.string(), nameFr: z.string(), nameAr: z.string() }),
  commune: z.string(),
  communeAr: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  lines: z.array(
    z.object({
      name: z.string(),
      size: z.string(),
      color: z.string(),
      quantity: int(),
      lineTotal: int(),
      /** She added it after ordering. */
      added: z.optional(z.boolean()),
      /** The quantity offer priced on the line when she ordered, and what it took off. */
      offer: z.optional(z.nullable(z.object({ id: int(), kind: z.enum(OFFER_KINDS), minQuantity: int(), value: int() }))),
      offerDiscount: z.optional(int()),
    }),
  ),
  /** The discount code and what it took off the goods; what delivery would have cost when made free. */
  code: z.optional(z.nullable(z.string())),
  codeDiscount: z.optional(int()),
  deliveryDiscount: z.optional(int()),
  subtotal: int(),
  shippingPrice: int(),
  total: int(),
  currency: z.string(),
  /** When each step was reached (placed, confirmed, shipped, delivered; cancelled or returned at the end). */
  steps: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  tracking: z.nullable(z.object({ number: z.string(), url: z.nullable(z.string()) })),
  confirmedVia: z.nullable(z.enum(['link', 'owner'])),
  callRequested: z.boolean(),
  /** What this link may do now: confirm only through the confirming link, and only while pending. */
  can: z.object({ confirm: z.boolean(), cancel: z.boolean(), call: z.boolean() }),
  /** One more piece for the same parcel, while pending and until one was added. */
  offer: z.optional(z.nullable(pairOfferSchema)),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const ORDER_LINK_ACTIONS = ['confirm', 'cancel', 'call'] as const;
export type OrderLinkAction = (typeof ORDER_LINK_ACTIONS)[number];

export const CANCEL_REASON_MAX = 300;
/** Why a reason is refused, as the order form's message keys (src/domain/orders/messages.ts) word it in her language. */
export type CancelReasonProblem = 'notesTooLong' | 'plainTextOnly' | 'hiddenFormatting';
const problem = (key: CancelReasonProblem) => ({ error: key });
/**
 * POST /api/order-link/<token>/cancel: an optional reason, in her words, under the order form's rules
 * for what a shopper types (it goes into the order's history and the owner's screens): one line, its
 * whitespace folded; no control character (a NUL, which PostgreSQL refuses), no markup, no half of an
 * emoji (a lone surrogate), no invisible formatting (a right-to-left override).
 */
export const cancelBodySchema = z.object({
  reason: z._default(
    z.string(problem('plainTextOnly')).check(
      z.overwrite(oneLine),
      z.refine((text) => charCount(text) <= CANCEL_REASON_MAX, problem('notesTooLong')),
      z.refine(isPlainText, problem('plainTextOnly')),
      z.refine((text) => !hasHiddenFormatting(text), problem('hiddenFormatting')),
    ),
    '',
  ),
});

/** What a link may do on an order in `status`, given its power and the owner's switch. */
export function linkAbilities(status: string, power: 'view' | 'confirm', selfConfirm: boolean, callRequested: boolean) {
  const pending = status === 'pending';
  return { confirm: pending && power === 'confirm' && selfConfirm, cancel: pending, call: pending && !callRequested };
}
