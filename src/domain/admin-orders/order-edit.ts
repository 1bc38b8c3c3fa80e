// PATCH /api/admin/orders/{number}: the owner corrects the customer and the delivery before shipping
// (pending or confirmed). The commune must be one of the wilaya's (as POST /api/orders checks it); the
// server prices the delivery again when the wilaya or the delivery type changes (same code as orders)
// and writes the change in the history. updatedAt is the detail's: a stale edit is refused (409 stale).
import * as z from 'zod/mini';
import { key, text } from '../admin/text-rules.ts';
import { updatedAtSchema } from '../admin/settings-forms.ts';
import { ORDER_TEXT_LIMITS } from '../orders/limits.ts';
import { isPlainText } from '../orders/order-request.ts';
import { hasHiddenFormatting } from '../orders/hidden-formatting.ts';
import { normalizeAlgerianPhone } from '../orders/phone.ts';
import { DELIVERY_TYPES } from '../shipping/delivery.ts';

const plain = (max: number, required: boolean) =>
  text(max, { required }).check(z.refine((t) => isPlainText(t) && !hasHiddenFormatting(t), key('plainTextOnly')));

export const adminPhoneSchema = z.pipe(
  z.string(key('required')).check(z.trim(), z.minLength(1, key('required')), z.maxLength(ORDER_TEXT_LIMITS.phone.max, key('invalidPhone'))),
  z.transform((raw: string, ctx) => {
    const phone = normalizeAlgerianPhone(raw);
    if (phone) return phone;
    ctx.issues.push({ code: 'custom', message: 'invalidPhone', input: raw });
    return z.NEVER;
  }),
);

export const orderEditBodySchema = z.object({
  customerName: plain(ORDER_TEXT_LIMITS.name.max, true),
  phone: adminPhoneSchema,
  // The owner may write any address the carrier takes; the orders table asks at least the flow's minimum.
  address: plain(ORDER_TEXT_LIMITS.address.max, true),
  wilayaCode: z.string(key('unknownWilaya')).check(z.regex(/^\d{2}$/, key('unknownWilaya'))),
  commune: plain(ORDER_TEXT_LIMITS.commune.max, true),
  deliveryType: z.enum(DELIVERY_TYPES, key('invalid')),
  notes: plain(ORDER_TEXT_LIMITS.notes.max, false),
  updatedAt: updatedAtSchema,
});
export type OrderEditBody = z.output<typeof orderEditBodySchema>;

/** The fields an edit may change, in the order the history lists them. */
export const EDITABLE_FIELDS = ['customerName', 'phone', 'address', 'wilayaCode', 'commune', 'deliveryType', 'notes'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
