// What makes two order requests the same order: everything the shopper chose, normalised, without the
// idempotency key (a label of the attempt) or the page language (how the answer is worded). Lines are
// sorted, so the same cart sent in another order is the same order; the email's case is ignored. The
// server keeps a digest of this with the order: a key reused with another order is refused, and the
// cart and Buy Now refuse an identical order from the same phone inside the cooldown (a double tap).
import type { OrderRequest } from './order-request.ts';

export function orderFingerprint(request: OrderRequest): string {
  const lines = request.lines
    .map((l) => [l.productId, l.size, l.color, l.quantity] as const)
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return JSON.stringify([
    request.flow,
    request.name,
    request.email.toLowerCase(),
    request.phone,
    request.address,
    request.notes,
    request.wilayaCode,
    request.commune,
    request.deliveryType,
    lines,
  ]);
}
