// What POST /api/orders answers, as the browser reads it (parsed, never trusted blindly).
import * as z from 'zod/mini';
import { DELIVERY_TYPES } from '../shipping/delivery.ts';
import { ORDER_FLOWS } from './limits.ts';

const int = () => z.number().check(z.int());

export const placedOrderSchema = z.object({
  /** The order's id (absent from a server before the ads work): the ad platforms' event_id. */
  id: z.optional(z.string()),
  number: int(),
  status: z.string(),
  createdAt: z.string(),
  flow: z.enum(ORDER_FLOWS),
  subtotal: int(),
  shippingPrice: int(),
  total: int(),
  currency: z.string(),
  wilayaCode: z.string(),
  commune: z.string(),
  communeAr: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      color: z.string(),
      unitPrice: int(),
      quantity: int(),
      lineTotal: int(),
    }),
  ),
  /** What offers and a code saved her (absent from an older server): offers off the lines, the code, free delivery. */
  savings: z.optional(z.object({ offers: int(), code: z.nullable(z.string()), codeDiscount: int(), deliveryDiscount: int() })),
  /** The token of the order's own page, /o/<token> (absent from a server without that page). */
  viewToken: z.optional(z.string()),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderSuccessSchema = z.object({ order: placedOrderSchema, replayed: z.optional(z.boolean()) });

export const orderErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type OrderError = z.infer<typeof orderErrorSchema>['error'];
