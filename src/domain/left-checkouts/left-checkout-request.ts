// POST /api/left-checkout: what the checkout form sends while a consenting shopper types (issue 41 §1).
// The same text rules as an order (order-request.ts): her name and commune are plain visible text of an
// order's lengths, the phone an Algerian mobile (stored 0XXXXXXXXX), the lines an order's lines; her
// consent must be true. Name and commune may still be empty (she may leave before typing them).
// `website` is the form's honeypot (hidden from people, filled by bots) and `typingMs` how long she has
// been on the form: either says a script filled it, and nothing is kept (isBotSave).
import * as z from 'zod/mini';
import { LOCALES } from '../../i18n/locales.ts';
import { hasHiddenFormatting } from '../orders/hidden-formatting.ts';
import { charCount, ORDER_COUNT_LIMITS, ORDER_FLOWS, ORDER_TEXT_LIMITS, type Limit } from '../orders/limits.ts';
import type { OrderMessageKey } from '../orders/messages.ts';
import { orderLineSchema } from '../orders/order-request.ts';
import { normalizeAlgerianPhone } from '../orders/phone.ts';
import { isPlainText } from '../orders/plain-text.ts';
import { oneLine } from '../orders/shopper-whitespace.ts';
import { DRAFT_KEY, LEFT_CHECKOUT_LIMITS } from './limits.ts';

const key = (k: OrderMessageKey) => ({ error: k });

const optionalText = (limit: Limit, tooLong: OrderMessageKey) =>
  z._default(
    z.string(key('requestInvalid')).check(
      z.overwrite(oneLine),
      z.refine((text) => charCount(text) <= limit.max, key(tooLong)),
      z.refine(isPlainText, key('plainTextOnly')),
      z.refine((text) => !hasHiddenFormatting(text), key('hiddenFormatting')),
    ),
    '',
  );

const phone = z.pipe(
  z
    .string(key('phoneRequired'))
    .check(z.trim(), z.minLength(1, key('phoneRequired')), z.maxLength(ORDER_TEXT_LIMITS.phone.max, key('phoneInvalid'))),
  z.transform((raw: string, ctx) => {
    const normalized = normalizeAlgerianPhone(raw);
    if (normalized) return normalized;
    ctx.issues.push({ code: 'custom', message: 'phoneInvalid' satisfies OrderMessageKey, input: raw });
    return z.NEVER;
  }),
);

export const leftCheckoutSchema = z.object({
  draftKey: z.string(key('requestInvalid')).check(z.regex(DRAFT_KEY, key('requestInvalid'))),
  flow: z.enum(ORDER_FLOWS, key('requestInvalid')),
  locale: z.enum(LOCALES, key('requestInvalid')),
  consent: z.literal(true, key('requestInvalid')),
  phone,
  name: optionalText(ORDER_TEXT_LIMITS.name, 'nameTooLong'),
  wilayaCode: z.string(key('wilayaRequired')).check(z.regex(/^\d{2}$/, key('wilayaRequired'))),
  commune: optionalText(ORDER_TEXT_LIMITS.commune, 'communeTooLong'),
  lines: z
    .array(orderLineSchema, key('linesRequired'))
    .check(z.minLength(ORDER_COUNT_LIMITS.lines.min, key('linesRequired')), z.maxLength(ORDER_COUNT_LIMITS.lines.max, key('linesInvalid'))),
  /** The page was hidden or closed (pagehide / visibilitychange) when this was sent. */
  left: z._default(z.boolean(key('requestInvalid')), false),
  website: z._default(z.string(key('requestInvalid')).check(z.maxLength(500, key('requestInvalid'))), ''),
  typingMs: z.number(key('requestInvalid')).check(z.int(key('requestInvalid')), z.gte(0, key('requestInvalid'))),
});

export type LeftCheckoutSave = z.output<typeof leftCheckoutSchema>;
export type LeftCheckoutSaveInput = z.input<typeof leftCheckoutSchema>;

/** The honeypot was filled, or the form was filled faster than a person types: a script's form. */
export const isBotSave = (save: Pick<LeftCheckoutSave, 'website' | 'typingMs'>): boolean =>
  save.website.trim() !== '' || save.typingMs < LEFT_CHECKOUT_LIMITS.minTypingMs;
