// The one contract between the three order forms and POST /api/orders. The forms use it for inline
// errors, the function for the check that counts. Issues carry message keys (messages.ts), not text,
// so each side words them in the flow's language. Prices and totals are not part of it: the server
// prices every line from the database, and anything else a client sends is dropped.
// zod/mini: the same schema runs in the checkout islands, within the page's JavaScript budget.
import * as z from 'zod/mini';
import { DELIVERY_TYPES } from '../shipping/delivery.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { normalizeAlgerianPhone } from './phone.ts';
import { hasHiddenFormatting } from './hidden-formatting.ts';
import { foldedLines, oneLine } from './shopper-whitespace.ts';
import { isPlainText } from './plain-text.ts';
import type { OrderMessageKey } from './messages.ts';
import { orderAttribution } from './attribution.ts';

import { ADDRESS_MIN, charCount, ORDER_COUNT_LIMITS, ORDER_FLOWS, ORDER_TEXT_LIMITS, type Limit, type OrderFlow } from './limits.ts';
export { ADDRESS_MIN, ORDER_FLOWS, ORDER_LIMITS, type OrderFlow } from './limits.ts';

const key = (k: OrderMessageKey) => ({ error: k });

/** The flow's minimum address length, counted in characters of the trimmed address. */
export function isAddressTooShort(flow: unknown, address: unknown): boolean {
  if (typeof address !== 'string' || typeof flow !== 'string' || !Object.hasOwn(ADDRESS_MIN, flow)) return false;
  const trimmed = address.trim();
  return trimmed.length > 0 && charCount(trimmed) < ADDRESS_MIN[flow as OrderFlow];
}

// Names and addresses are plain text (plain-text.ts): no control characters, markup or lone surrogates.
export { isPlainText };

// Lengths are counted as the database counts them (charCount), so whatever passes here fits its column.
const atMost = (limit: Limit, k: OrderMessageKey) => z.refine<string>((text) => charCount(text) <= limit.max, key(k));

// Right-to-left overrides, zero-width characters and odd line breaks: see hidden-formatting.ts.
const visibleText = z.refine<string>((text) => !hasHiddenFormatting(text), key('hiddenFormatting'));

const requiredText = (required: OrderMessageKey, limit: Limit, tooLong: OrderMessageKey) =>
  z.string(key(required)).check(
    // Tabs, line breaks and runs of spaces folded to one space (shopper-whitespace.ts), the ends trimmed.
    z.overwrite(oneLine),
    z.minLength(limit.min, key(required)),
    atMost(limit, tooLong),
    z.refine(isPlainText, key('plainTextOnly')),
    visibleText,
  );

const phone = z.pipe(
  z.string(key('phoneRequired')).check(z.trim(), z.minLength(1, key('phoneRequired')), atMost(ORDER_TEXT_LIMITS.phone, 'phoneInvalid')),
  z.transform((raw: string, ctx) => {
    const normalized = normalizeAlgerianPhone(raw);
    if (normalized) return normalized;
    ctx.issues.push({ code: 'custom', message: 'phoneInvalid' satisfies OrderMessageKey, input: raw });
    return z.NEVER;
  }),
);

const variantOption = (limit: Limit) =>
  z._default(z.string(key('variantRequired')).check(atMost(limit, 'variantRequired'), z.refine(isPlainText, key('variantRequired'))), '');

const { idempotencyKey: keyLimit, productId: productLimit } = ORDER_TEXT_LIMITS;

export const orderLineSchema = z.object({
  productId: z
    .string(key('linesInvalid'))
    .check(z.regex(new RegExp(`^[a-z0-9][a-z0-9-]{${productLimit.min - 1},${productLimit.max - 1}}$`), key('linesInvalid'))),
  size: variantOption(ORDER_TEXT_LIMITS.size),
  color: variantOption(ORDER_TEXT_LIMITS.color),
  quantity: z
    .number(key('quantityInvalid'))
    .check(
      z.int(key('quantityInvalid')),
      z.gte(ORDER_COUNT_LIMITS.quantity.min, key('quantityInvalid')),
      z.lte(ORDER_COUNT_LIMITS.quantity.max, key('quantityTooLarge')),
    ),
});
export type OrderLineRequest = z.output<typeof orderLineSchema>;

export const orderRequestSchema = z
  .object({
    flow: z.enum(ORDER_FLOWS, key('requestInvalid')),
    idempotencyKey: z
      .string(key('requestInvalid'))
      .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${keyLimit.min},${keyLimit.max}}$`), key('requestInvalid'))),
    locale: z.optional(z.enum(LOCALES, key('requestInvalid'))),
    name: requiredText('nameRequired', ORDER_TEXT_LIMITS.name, 'nameTooLong'),
    email: z.pipe(
      // The email rule itself refuses anything shorter than ORDER_TEXT_LIMITS.email.min (a@b.dz).
      z.string(key('emailRequired')).check(z.trim(), z.minLength(1, key('emailRequired')), atMost(ORDER_TEXT_LIMITS.email, 'emailInvalid')),
      z.email(key('emailInvalid')),
    ),
    phone,
    // The flow's own minimum (ADDRESS_MIN) is the whole-order rule below.
    address: requiredText('addressRequired', ORDER_TEXT_LIMITS.address, 'addressTooLong'),
    notes: z._default(
      z
        .string(key('notesTooLong'))
        .check(
          z.overwrite(foldedLines),
          atMost(ORDER_TEXT_LIMITS.notes, 'notesTooLong'),
          z.refine(isPlainText, key('plainTextOnly')),
          visibleText,
        ),
      '',
    ),
    wilayaCode: z.string(key('wilayaRequired')).check(z.regex(/^\d{2}$/, key('wilayaRequired'))),
    commune: requiredText('communeRequired', ORDER_TEXT_LIMITS.commune, 'communeTooLong'),
    deliveryType: z.enum(DELIVERY_TYPES, key('deliveryTypeRequired')),
    // A discount code as typed (src/domain/offers/discount-code.ts reads it); empty: none.
    discountCode: z.optional(z.string(key('codeUnknown')).check(z.trim(), z.maxLength(40, key('codeUnknown')))),
    lines: z
      .array(orderLineSchema, key('linesRequired'))
      .check(
        z.minLength(ORDER_COUNT_LIMITS.lines.min, key('linesRequired')),
        z.maxLength(ORDER_COUNT_LIMITS.lines.max, key('linesInvalid')),
      ),
    // Where the order came from, sent only with the shopper's consent (attribution.ts). Never a reason
    // to refuse an order: what is not of its shape is dropped.
    attribution: z.optional(z.pipe(z.unknown(), z.transform(orderAttribution))),
  })
  .check(
    z.superRefine((order, ctx) => {
      // Refinements also run after non-fatal issues elsewhere, so look before touching anything.
      if (isAddressTooShort(order.flow, order.address)) ctx.addIssue({ code: 'custom', path: ['address'], message: 'addressTooShort' });
      if (!Array.isArray(order.lines)) return;
      const seen = new Set<string>();
      order.lines.forEach((line, i) => {
        const id = JSON.stringify([line.productId, line.size, line.color]);
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['lines', i], message: 'linesInvalid' });
        seen.add(id);
      });
    }),
  );

export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;
