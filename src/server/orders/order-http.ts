// The answers of POST /api/orders: every refusal is a 4xx JSON `{ error: { code, message, fields? } }`
// in the shopper's language; a placed order is a 201, a replayed one a 200 with `replayed: true`; a
// database that takes no more clients a 503 `busy` with Retry-After (the order form sends it again).
import type { Locale } from '../../i18n/locales.ts';
import { isLocale } from '../../i18n/locales.ts';
import { orderTranslator, type OrderMessageKey } from '../../domain/orders/messages.ts';
import { ORDER_FLOWS, type OrderFlow } from '../../domain/orders/order-request.ts';
import { bannerKey, fieldMessages, type FieldErrors } from '../../domain/orders/validation.ts';
import { isDatabaseBusy } from '../db/busy.ts';
import type { OrderRefusal, RefusalCode } from './order-refusal.ts';
import type { Order } from '../../domain/orders/order.types.ts';
import type { PlacedOrder } from '../../domain/orders/order-response.ts';

export type Language = { flow: OrderFlow | undefined; locale: Locale | undefined };

const NO_STORE = { 'cache-control': 'no-store' };

// A 50-line order with long addresses and notes stays far below this.
export const MAX_ORDER_BODY_BYTES = 16 * 1024;

/** The flow and locale of a body that may be anything, only to choose the language of the answer. */
export function languageOf(body: unknown): Language {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const flow = (ORDER_FLOWS as readonly unknown[]).includes(b.flow) ? (b.flow as OrderFlow) : undefined;
  return { flow, locale: isLocale(b.locale) ? b.locale : undefined };
}

export function errorResponse(
  status: number,
  code: string,
  messageKey: OrderMessageKey,
  language: Language,
  extra: {
    values?: Record<string, string | number>;
    fields?: Record<string, string>;
    headers?: Record<string, string>;
    details?: object;
  } = {},
): Response {
  const message = orderTranslator(language.flow, language.locale)(messageKey, extra.values);
  const error = { code, message, ...(extra.fields ? { fields: extra.fields } : {}), ...extra.details };
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...extra.headers } });
}

export function invalidFieldsResponse(errors: FieldErrors, language: Language): Response {
  return errorResponse(422, 'invalid_fields', bannerKey(errors), language, {
    fields: fieldMessages(errors, language.flow, language.locale),
  });
}

const REFUSAL_STATUS: Record<RefusalCode, number> = {
  product_not_found: 404,
  variant_not_found: 422,
  out_of_stock: 409,
  wilaya_unknown: 422,
  commune_unknown: 422,
  delivery_not_offered: 422,
  order_cooldown: 429,
  idempotency_key_reused: 422,
  order_total_too_high: 422,
  too_many_units: 422,
  order_rate_limited: 429,
  order_already_placed: 409,
  order_refused: 403,
  drop_units_limited: 429,
  discount_code_refused: 422,
};

export function refusalResponse(refusal: OrderRefusal, language: Language): Response {
  const { messageKey, values, field, line, retryAfterSeconds, codeReason } = refusal.details;
  const t = orderTranslator(language.flow, language.locale);
  return errorResponse(REFUSAL_STATUS[refusal.code], refusal.code, messageKey, language, {
    ...(values ? { values } : {}),
    ...(field ? { fields: { [field]: t(messageKey, values) } } : {}),
    ...(retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {}),
    ...(line ? { details: { line } } : {}),
    ...(codeReason ? { details: { reason: codeReason } } : {}),
  });
}

/** What the order form waits before its first new try of a busy order (its later waits grow: busy-retry.ts). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * An order that threw: 503 `busy` when the database (its pooler) took no more clients, so nothing was
 * stored and the same request may come again; otherwise a fault, 500 with the id its log line carries.
 */
export function failureResponse(error: unknown, language: Language, requestId: string): Response {
  if (isDatabaseBusy(error)) {
    console.warn(`[orders] request ${requestId}: database busy (${(error as Error).message}), answered 503`);
    return errorResponse(503, 'busy', 'busy', language, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } });
  }
  console.error(`[orders] request ${requestId} failed:`, error);
  return errorResponse(500, 'unexpected', 'unexpected', language, { details: { requestId } });
}

/** What the shopper's browser gets back: the stored order's numbers, without the contact details. */
export function publicOrder(order: Order): PlacedOrder {
  return {
    // The order's id: the ad platforms' event_id of its placed event (issue 40 §2), the id the server's
    // Purchase at delivery is built from (purchase:<id>), so the platforms can match the two.
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    flow: order.flow,
    subtotal: order.subtotal,
    shippingPrice: order.shippingPrice,
    total: order.total,
    currency: order.currency,
    wilayaCode: order.wilayaCode,
    commune: order.commune,
    communeAr: order.communeAr,
    deliveryType: order.deliveryType,
    lines: order.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      size: l.size,
      color: l.color,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
    })),
    savings: {
      offers: order.lines.reduce((sum, l) => sum + (l.offerDiscount ?? 0), 0),
      code: order.code?.code ?? null,
      codeDiscount: order.code?.discount ?? 0,
      deliveryDiscount: order.deliveryDiscount ?? 0,
    },
  };
}

/** `viewToken`: the token of the order's own page (/o/<token>), which only whoever placed it holds. */
export function orderResponse(order: Order, replayed: boolean, viewToken: string | undefined): Response {
  return Response.json(
    { order: { ...publicOrder(order), ...(viewToken ? { viewToken } : {}) }, ...(replayed ? { replayed: true } : {}) },
    { status: replayed ? 200 : 201, headers: NO_STORE },
  );
}
