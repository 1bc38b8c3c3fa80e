// What the owner sends and reads on the offers and codes screens (GET/POST/DELETE /api/admin/offers and
// /api/admin/codes): the bodies, checked by the same schema in the form and in the function, with
// FieldErrorKey messages (src/domain/admin/api-errors.ts) so a field says the same words either side.
import * as z from 'zod/mini';
import type { FieldErrorKey } from '../admin/api-errors.ts';
import { CODE_KINDS, OFFER_KINDS, type DiscountCode, type QuantityOffer } from './offer.types.ts';
import { isCodeShaped, normalizeCode } from './discount-code.ts';

const key = (k: FieldErrorKey) => ({ error: k });
const whole = (min: number, max: number) =>
  z.number(key('wholeNumber')).check(z.int(key('wholeNumber')), z.gte(min, key('outOfRange')), z.lte(max, key('outOfRange')));
/** An instant as ISO text (the form turns the shop's local time into one), or null: no start / no end. */
const instant = z.nullable(z.string(key('invalidDateTime')).check(z.refine((t) => !Number.isNaN(Date.parse(t)), key('invalidDateTime'))));

const dates = z.superRefine((body: { startsAt: string | null; endsAt: string | null }, ctx) => {
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'dateRangeReversed' satisfies FieldErrorKey, input: body.endsAt });
});

/** The value's range for each kind (as the database's check says). */
export const OFFER_VALUE_RANGE: Record<QuantityOffer['kind'], [number, number]> = {
  percent: [1, 90],
  bundle_price: [1, 10_000_000],
  free_delivery: [0, 0],
};
export const CODE_VALUE_RANGE: Record<DiscountCode['kind'], [number, number]> = {
  percent: [1, 90],
  amount: [1, 10_000_000],
  free_delivery: [0, 0],
};

const valueInRange = <K extends string>(ranges: Record<K, [number, number]>) =>
  z.superRefine((body: { kind: K; value: number }, ctx) => {
    const [min, max] = ranges[body.kind] ?? [0, 0];
    if (body.value < min || body.value > max)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'outOfRange' satisfies FieldErrorKey, input: body.value });
  });

export const offerBodySchema = z
  .object({
    /** 'product' with productId, or 'category' with category. */
    scope: z.enum(['product', 'category'], key('required')),
    target: z.string(key('required')).check(z.trim(), z.minLength(1, key('required')), z.maxLength(80, key('tooLong'))),
    kind: z.enum(OFFER_KINDS, key('required')),
    minQuantity: whole(1, 100),
    value: whole(0, 10_000_000),
    startsAt: instant,
    endsAt: instant,
  })
  .check(
    valueInRange(OFFER_VALUE_RANGE),
    dates,
    z.superRefine((body, ctx) => {
      if (body.kind === 'bundle_price' && body.minQuantity < 2)
        ctx.addIssue({ code: 'custom', path: ['minQuantity'], message: 'outOfRange' satisfies FieldErrorKey, input: body.minQuantity });
    }),
  );
export type OfferBody = z.output<typeof offerBodySchema>;

export const codeBodySchema = z
  .object({
    code: z.pipe(
      z.string(key('required')).check(z.minLength(1, key('required'))),
      z.transform((typed: string, ctx) => {
        const code = normalizeCode(typed);
        if (isCodeShaped(code)) return code;
        ctx.issues.push({ code: 'custom', message: 'invalid' satisfies FieldErrorKey, input: typed });
        return z.NEVER;
      }),
    ),
    kind: z.enum(CODE_KINDS, key('required')),
    value: whole(0, 10_000_000),
    minGoods: whole(0, 10_000_000),
    maxUses: z.nullable(whole(1, 1_000_000)),
    oncePerPhone: z.boolean(),
    startsAt: instant,
    endsAt: instant,
  })
  .check(valueInRange(CODE_VALUE_RANGE), dates);
export type CodeBody = z.output<typeof codeBodySchema>;

/** A code as the owner's screen lists it: its terms, its uses, and what the orders that used it brought. */
export type CodeReport = DiscountCode & {
  /** Orders holding the code now (cancelled ones gave theirs back), their cash total and what the code took off. */
  orders: number;
  revenue: number;
  discounted: number;
};

/** GET /api/admin/offers: every offer, every code with its report, and the shop's totals with offers and codes. */
export type OffersAndCodes = {
  offers: (QuantityOffer & { productName: string | null })[];
  codes: CodeReport[];
  /** Orders not cancelled in the last 30 days: all of them, those with an offer, those with a code. */
  report: {
    days: number;
    orders: number;
    revenue: number;
    withOffer: { orders: number; revenue: number; saved: number };
    withCode: { orders: number; revenue: number; saved: number };
  };
};
