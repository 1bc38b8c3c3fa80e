// The refusal for an order that would take its client address past the drop's units of one variant
// in the window (site_settings.order_drop_units_per_address, applied by store_order): how many the
// address may still order now (lower the quantity), or how long until it may order again.
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import type { DropCap } from './orders.repo.ts';
import type { OrderLine } from '../../domain/orders/order.types.ts';

/** The refusal naming the capped line, or undefined when no line has that variant. */
export function dropCapRefusal(lines: readonly OrderLine[], cap: DropCap): OrderRefusal | undefined {
  const line = lines.find((l) => l.variantId === cap.variantId);
  if (!line) return undefined;
  const item = lineLabel(line.name, line.color, line.size);
  const left = Math.max(0, cap.limit - cap.taken);
  const retry = cap.retryAfterSeconds !== null ? { retryAfterSeconds: cap.retryAfterSeconds } : {};
  if (left > 0) {
    return new OrderRefusal('drop_units_limited', {
      messageKey: 'dropUnitsLeft',
      values: { max: cap.limit, item, left },
      field: 'quantity',
      ...retry,
    });
  }
  const minutes = Math.max(1, Math.ceil((cap.retryAfterSeconds ?? cap.windowSeconds) / 60));
  return new OrderRefusal('drop_units_limited', { messageKey: 'dropUnitsPerAddress', values: { max: cap.limit, item, minutes }, ...retry });
}
