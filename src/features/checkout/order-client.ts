// Sends an order to POST /api/orders and reads the answer through the shared schemas. Anything that
// is not a clear answer (network down, 5xx, garbage) is 'failed': the flow shows its failure message
// and the shopper may retry with the same idempotency key.
import type { OrderRequestInput } from '../../domain/orders/order-request.ts';
import { orderErrorSchema, orderSuccessSchema, type OrderError, type PlacedOrder } from '../../domain/orders/order-response.ts';

export type SubmitOutcome =
  | { kind: 'placed'; order: PlacedOrder; replayed: boolean }
  | { kind: 'refused'; status: number; error: OrderError }
  | { kind: 'failed' };

export async function submitOrder(body: OrderRequestInput): Promise<SubmitOutcome> {
  try {
    const response = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const success = orderSuccessSchema.safeParse(json);
      return success.success ? { kind: 'placed', order: success.data.order, replayed: success.data.replayed === true } : { kind: 'failed' };
    }
    const refusal = orderErrorSchema.safeParse(json);
    if (response.status < 500 && refusal.success) return { kind: 'refused', status: response.status, error: refusal.data.error };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
