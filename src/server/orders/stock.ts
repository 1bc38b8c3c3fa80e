// The stock side of an order: what take_order_stock is given, and the refusal for a line that is short.
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import type { OrderLine } from '../../domain/orders/order.types.ts';

/** The refusal naming a line that cannot be served: 'out of stock', or how many are left. */
export const outOfStock = (line: OrderLine, available: number) =>
  new OrderRefusal('out_of_stock', {
    messageKey: available > 0 ? 'notEnoughStock' : 'outOfStock',
    values: { item: lineLabel(line.name, line.color, line.size), available },
    field: 'lines',
    line: { productId: line.productId, name: line.name, size: line.size, color: line.color, requested: line.quantity, available },
  });

/** What take_order_stock (supabase/definitions/take_order_stock.sql) is given: one quantity per variant. */
export function stockToTake(lines: readonly OrderLine[]): { variantIds: number[]; quantities: number[] } {
  return { variantIds: lines.map((l) => l.variantId ?? 0), quantities: lines.map((l) => l.quantity) };
}

/**
 * The refusal for the line of a short variant (the database names the variant and what is left), or
 * undefined when no line has that variant. A variant on two lines is taken for the sum: the line is
 * named with what it may still have.
 */
export function shortLineRefusal(lines: readonly OrderLine[], short: { variantId: number; available: number }): OrderRefusal | undefined {
  const line = lines.find((l) => l.variantId === Number(short.variantId));
  return line && outOfStock(line, Math.max(0, short.available));
}
