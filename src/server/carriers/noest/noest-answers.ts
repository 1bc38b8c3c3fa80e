// What NOEST answers, as NOEST-23 shows it, parsed at the boundary. Numbers may come as text
// ("montant": "3500.00"), and PHP writes an empty map as [] ("failed": {} may be []; one integration
// saw `passed` as an array), so both are taken.
import * as z from 'zod/mini';
import { phpIndexedMap, text } from '../php-answers.ts';

export const fieldErrors = z.record(z.string(), z.array(z.string()));
/** create/order's 200 success; its refusals: {success:false, message} (a duplicate may carry the tracking), or a 422. */
// The tracking as it came: a blank or garbled one is refused for its order alone (create-then-validate.ts).
export const createdAnswer = z.object({ success: z.literal(true), tracking: z.string() });
export const refusalAnswer = z.object({
  success: z.optional(z.literal(false)),
  message: text,
  tracking: z.optional(z.nullable(z.string())),
});
export const invalidAnswer = z.object({ message: text, errors: z.optional(fieldErrors) });

/** create/orders: `passed` and `failed` keyed by the order's index. A failure is a field bag (with the reference) or a refusal. */
export const bulkAnswer = z.object({
  success: z.boolean(),
  // One integration saw `passed` as a list of the created parcels without their indexes: kept as is
  // (noest-create.ts gives them to the orders `failed` does not name, in order).
  passed: z.union([z.record(z.string(), createdAnswer), z.array(createdAnswer)]),
  failed: phpIndexedMap(z.record(z.string(), z.unknown())),
});

/** valid/order, delete/order: {success} and, on a refusal, maybe a message ("Commande déjà validée"). */
export const outcomeAnswer = z.object({ success: z.boolean(), message: z.optional(text) });

const activityLine = z.object({
  event: text,
  event_key: z.optional(z.nullable(z.string())),
  date: text,
  remarque: z.optional(z.nullable(z.string())),
});
/** get/trackings/info: per tracking, its activity (the rest is not read). */
export const trackingsInfo = z.record(z.string(), z.object({ activity: z.optional(z.nullable(z.array(activityLine))) }));
export const notFound = z.object({ message: z.literal('Trackings not found') });

export const communesAnswer = z.array(
  z.object({
    nom: z.string(),
    wilaya_id: z.union([z.number(), z.string()]),
    is_active: z.optional(z.union([z.number(), z.string(), z.boolean()])),
  }),
);
export const desksAnswer = phpIndexedMap(z.object({ code: z.string(), name: text }));
