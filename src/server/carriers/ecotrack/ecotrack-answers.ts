// What Ecotrack answers, as its Postman collection (ECO-PM) shows it, parsed at the boundary: nothing
// the courier sends reaches the shop unchecked. Numbers come as numbers or as text ("montant": "500",
// "wilaya_id": 16), and PHP writes an empty map as [] ("data": []), so both are taken where ECO-PM or
// the platform's habits show them.
import * as z from 'zod/mini';
import { phpMap, text } from '../php-answers.ts';

const numberish = z.union([z.number(), z.string()]);

/** create/order's 200: a tracking, or success:false with Ecotrack's code (10002: wilaya not served). */
// The tracking as it came: a blank or garbled one is refused for its order alone (create-then-validate.ts).
export const createdAnswer = z.object({ success: z.literal(true), tracking: z.string() });
export const businessRefusal = z.object({ success: z.literal(false), error: z.optional(z.nullable(numberish)), message: text });

/** A 422 (Laravel): a message and, per field, what is wrong with it. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export const invalidAnswer = z.object({ message: text, errors: z.optional(fieldErrors) });

/** create/orders: per reference, a created parcel, a business refusal or a bag of field errors. */
export const bulkAnswer = z.object({ results: phpMap(z.union([createdAnswer, businessRefusal, fieldErrors])) });

/** valid/order, update/order, delete/order: {success, message} or the refusal with its code. */
export const outcomeAnswer = z.union([z.object({ success: z.literal(true), message: text }), businessRefusal]);

/** delete/order: outcomeAnswer, or the legacy {"delete": "success"|"fail"} some couriers answer (ECO-AUDIT). */
export const deleteAnswer = z.union([outcomeAnswer, z.object({ delete: z.enum(['success', 'fail']) })]);

const communeRow = z.object({
  nom: z.string(),
  wilaya_id: numberish,
  code_postal: z.optional(z.nullable(numberish)),
  has_stop_desk: z.optional(z.union([numberish, z.boolean()])),
});
export const communesAnswer = z.union([phpMap(communeRow), z.array(communeRow)]);

/** get/orders: a Laravel page (40 rows) of the shop's orders with their reference. */
export const ordersPage = z.object({
  current_page: z.number(),
  last_page: z.number(),
  data: z.array(z.object({ tracking: z.string(), reference: text, status: text })),
});

const activityLine = z.object({ reason: text, details: text, date: text, time: text, postponed_to: z.optional(z.nullable(z.string())) });

/** get/orders/status: per tracking, its status (this courier's word) and its activity. */
export const ordersStatus = z.object({
  data: phpMap(z.object({ status: z.string(), order_id: text, activity: z.optional(z.nullable(z.array(activityLine))) })),
});

/** get/wilayas: the courier's active wilayas (checkConnection only needs it to be this shape). */
export const wilayasAnswer = z.array(z.object({ wilaya_id: numberish, wilaya_name: z.string() }));
