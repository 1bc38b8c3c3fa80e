// POST /api/orders: the cart, Buy Now and the standalone checkout all place orders here.
// Reads top to bottom: method (405), size (413), JSON (400), fields (422), placeOrder, answer.
// placeOrder has the order's deadline (8 s, src/server/http/deadline.ts): past it, or with the
// database lost mid-order, the answer is 503 `busy` in the shopper's language and the form sends the
// same order again (a stored one comes back, never twice).
import type { Config, Context } from '@netlify/functions';
import { randomUUID } from 'node:crypto';
import { validateOrderRequest } from '../../src/domain/orders/validation.ts';
import { placeOrder, type OrderClient } from '../../src/server/orders/place-order.ts';
import { clientAddressKey } from '../../src/server/http/client-address.ts';
import { readBodyCapped } from '../../src/server/http/read-body.ts';
import {
  errorResponse,
  failureResponse,
  invalidFieldsResponse,
  languageOf,
  MAX_ORDER_BODY_BYTES,
  orderResponse,
  refusalResponse,
} from '../../src/server/orders/order-http.ts';
import { deliverNotification } from '../../src/server/notifications/deliver.ts';
import type { ClaimedNotification } from '../../src/server/notifications/outbox.repo.ts';
import { handle } from '../../src/server/http/handle.ts';
import { releasingConnection } from '../../src/server/db/release.ts';
import { withinDeadline } from '../../src/server/http/deadline.ts';

type OrderContext = Pick<Context, 'ip' | 'requestId' | 'waitUntil'>;

export default handle(
  releasingConnection(async (request: Request, context?: Partial<OrderContext>): Promise<Response> => {
    const unknown = { flow: undefined, locale: undefined };
    if (request.method !== 'POST')
      return errorResponse(405, 'method_not_allowed', 'methodNotAllowed', unknown, { headers: { allow: 'POST' } });

    const body = await readBodyCapped(request, MAX_ORDER_BODY_BYTES);
    if (!body.ok) {
      return body.reason === 'too_large'
        ? errorResponse(413, 'body_too_large', 'bodyTooLarge', unknown)
        : errorResponse(400, 'invalid_json', 'invalidJson', unknown);
    }
    let json: unknown;
    try {
      json = JSON.parse(body.text);
    } catch {
      return errorResponse(400, 'invalid_json', 'invalidJson', unknown);
    }
    const language = languageOf(json);
    const parsed = validateOrderRequest(json);
    if (!parsed.ok) return invalidFieldsResponse(parsed.errors, language);

    try {
      const result = await withinDeadline('order', placeOrder(parsed.order, undefined, orderClient(request, context)));
      if (!result.ok) return refusalResponse(result.refusal, language);
      if (!result.replayed) notifyAfterResponse(result.notification, context);
      return orderResponse(result.order, result.replayed, result.viewToken);
    } catch (error) {
      return failureResponse(error, language, context?.requestId ?? randomUUID());
    }
  }),
  { deadline: 'its-own' },
);

/** The shopper's address for the per-address order limit (none when unknown), and her browser. */
const orderClient = (request: Request, context: Partial<OrderContext> | undefined): OrderClient => ({
  addressKey: clientAddressKey(request, context),
  userAgent: request.headers.get('user-agent'),
});

/** The chat notification goes out after the answer: a slow or failing webhook never holds the shopper. */
function notifyAfterResponse(notification: ClaimedNotification, context: Partial<OrderContext> | undefined): void {
  const delivery = deliverNotification(notification).catch((error: unknown) => {
    // The row stays in the outbox; the scheduled drain retries it.
    console.error('[orders] notification delivery failed:', error);
  });
  context?.waitUntil?.(delivery);
}

export const config: Config = { path: '/api/orders' };
