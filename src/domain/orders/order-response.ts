// What POST /api/orders answers, as the browser reads it (parsed, never trusted blindly).
import { z } from 'zod';
import { DELIVERY_TYPES } from '../shipping/delivery.ts';
import { ORDER_FLOWS } from './order-request.ts';

export const placedOrderSchema = z.object({
  number: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  flow: z.enum(ORDER_FLOWS),
  subtotal: z.number().int(),
  shippingPrice: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  wilayaCode: z.string(),
  commune: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  lines: z.array(z.object({
    productId: z.string(), name: z.string(), size: z.string(), color: z.string(),
    unitPrice: z.number().int(), quantity: z.number().int(), lineTotal: z.number().int(),
  })),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderSuccessSchema = z.object({ order: placedOrderSchema, replayed: z.boolean().optional() });

export const orderErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type OrderError = z.infer<typeof orderErrorSchema>['error'];
