// The heavy half of an order form, loaded when the shopper starts filling it in (never with the page):
// the shared schema with its messages in both languages, and the call to POST /api/orders.
import type { Locale } from '../../i18n/locales.ts';
import { orderTranslator } from '../../domain/orders/messages.ts';
import type { OrderFlow, OrderRequest } from '../../domain/orders/order-request.ts';
import { bannerKey, fieldMessages, validateOrderRequest, type FieldErrors, type OrderField } from '../../domain/orders/validation.ts';
export { submitOrder } from './order-client.ts';
export { attributionForOrder } from '../ads/attribution-store.ts';

export type CheckedOrder = { ok: true; order: OrderRequest } | { ok: false; errors: Partial<Record<OrderField, string>>; banner: string };

/** The shared schema's verdict plus the form's own checks, worded in the flow's language. */
export function checkOrder(body: unknown, flow: OrderFlow, locale: Locale, formErrors: FieldErrors): CheckedOrder {
  const checked = validateOrderRequest(body);
  const keys: FieldErrors = { ...(checked.ok ? {} : checked.errors), ...formErrors };
  if (checked.ok && Object.keys(keys).length === 0) return { ok: true, order: checked.order };
  return { ok: false, errors: fieldMessages(keys, flow, locale), banner: orderTranslator(flow, locale)(bannerKey(keys)) };
}
