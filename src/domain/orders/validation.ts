// Turns the schema's issues into one message key per form field, the shape both the forms (inline
// errors, first invalid field focused) and the function's 422 answer use.
import { issuesByField, type Issue } from '../field-issues.ts';
import type { Locale } from '../../i18n/locales.ts';
import { isOrderMessageKey, orderTranslator, type OrderMessageKey } from './messages.ts';
import { ORDER_FIELDS, SHIPPING_FIELDS, type FieldErrors, type OrderField } from './fields.ts';
import { ADDRESS_MIN, isAddressTooShort, ORDER_LIMITS, orderRequestSchema, type OrderFlow, type OrderRequest } from './order-request.ts';

function fieldOf(path: readonly PropertyKey[]): OrderField {
  const [first, , inLine] = path;
  if (first === 'lines') {
    if (inLine === 'quantity') return 'quantity';
    if (inLine === 'size' || inLine === 'color') return 'variant';
    return 'lines';
  }
  if (first === 'flow' || first === 'idempotencyKey' || first === 'locale' || first === undefined) return 'request';
  return (ORDER_FIELDS as readonly PropertyKey[]).includes(first) ? (first as OrderField) : 'request';
}

// Zod's own text (an unexpected type somewhere) becomes the generic message of that field.
const orderKeyOf = (message: string, field: OrderField): OrderMessageKey =>
  isOrderMessageKey(message) ? message : field === 'lines' ? 'linesInvalid' : 'requestInvalid';

export const fieldErrorsOf = (issues: readonly Issue[]): FieldErrors => issuesByField(issues, orderKeyOf, fieldOf);

export type OrderValidation = { ok: true; order: OrderRequest } | { ok: false; errors: FieldErrors };

export function validateOrderRequest(input: unknown): OrderValidation {
  const result = orderRequestSchema.safeParse(input);
  if (result.success) return { ok: true, order: result.data };
  const errors = fieldErrorsOf(result.error.issues);
  // The schema's whole-order rule is skipped while another field is unreadable; a form still wants
  // to show a short address at the same time as the other errors.
  const raw = (typeof input === 'object' && input !== null ? input : {}) as { flow?: unknown; address?: unknown };
  if (!errors.address && isAddressTooShort(raw.flow, raw.address)) errors.address = 'addressTooShort';
  return { ok: false, errors };
}

const MAX_OF: Partial<Record<OrderMessageKey, number>> = {
  nameTooLong: ORDER_LIMITS.name,
  addressTooLong: ORDER_LIMITS.address,
  notesTooLong: ORDER_LIMITS.notes,
  communeTooLong: ORDER_LIMITS.commune,
  quantityTooLarge: ORDER_LIMITS.quantity,
};

/** The shopper's words for each field error, in the flow's language. */
export function fieldMessages(
  errors: FieldErrors,
  flow: OrderFlow | undefined,
  locale: Locale | undefined,
): Partial<Record<OrderField, string>> {
  const t = orderTranslator(flow, locale);
  const out: Partial<Record<OrderField, string>> = {};
  for (const [field, k] of Object.entries(errors) as [OrderField, OrderMessageKey][]) {
    out[field] = t(k, { min: ADDRESS_MIN[flow ?? 'cart'], max: MAX_OF[k] ?? ORDER_LIMITS.quantity });
  }
  return out;
}

/** The form's banner: delivery comes first (the spec's shipping warning), then the generic one. */
export function bannerKey(errors: FieldErrors): OrderMessageKey {
  return SHIPPING_FIELDS.some((f) => errors[f]) ? 'shippingMissing' : 'fieldsInvalid';
}

export { invalidFieldsInOrder, ORDER_FIELDS, SHIPPING_FIELDS, type FieldErrors, type OrderField } from './fields.ts';
