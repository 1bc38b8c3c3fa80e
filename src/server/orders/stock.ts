// Prices and stock of the lines of an order, inside the order's transaction.
import type { OrderLineRequest } from '../../domain/orders/order-request.ts';
import { lineTotal } from '../../domain/orders/totals.ts';
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import type { OrderLine } from './order.types.ts';
import type { LineRow } from './order-context.ts';

const outOfStock = (line: OrderLine, available: number) => new OrderRefusal('out_of_stock', {
  messageKey: available > 0 ? 'notEnoughStock' : 'outOfStock',
  values: { item: lineLabel(line.name, line.color, line.size), available },
  field: 'lines',
  line: { productId: line.productId, name: line.name, size: line.size, color: line.color, requested: line.quantity, available },
});

/**
 * Each requested line priced from the catalog (the client's price is never read), or a refusal naming
 * the line. A line already short of stock is refused here, before anything is written; the stock that
 * counts is taken by take_order_stock, in the statement that stores the order.
 */
export function priceLines(rows: readonly LineRow[], lines: readonly OrderLineRequest[]): OrderLine[] {
  const found = new Map(rows.map((r) => [JSON.stringify([r.product_id, r.size, r.color]), r]));
  const priced = lines.map((line) => {
    const row = found.get(JSON.stringify([line.productId, line.size, line.color]));
    if (!row?.product_name || row.price === null) {
      throw new OrderRefusal('product_not_found', { messageKey: 'productNotFound', field: 'lines', values: { item: line.productId } });
    }
    if (row.variant_id === null) {
      const item = lineLabel(row.product_name, line.color, line.size);
      throw new OrderRefusal('variant_not_found', { messageKey: 'variantNotFound', field: 'variant', values: { item } });
    }
    const amounts = { unitPrice: row.price, quantity: line.quantity };
    const priced: OrderLine = { productId: line.productId, variantId: row.variant_id, name: row.product_name, size: line.size, color: line.color, ...amounts, lineTotal: lineTotal(amounts) };
    return { priced, stock: row.stock ?? 0 };
  });
  for (const { priced: line, stock } of priced) if (stock < line.quantity) throw outOfStock(line, stock);
  return priced.map((p) => p.priced);
}

/** What take_order_stock (supabase/migrations/…_take_order_stock.sql) is given: one quantity per variant. */
export function stockToTake(lines: readonly OrderLine[]): { variantIds: number[]; quantities: number[] } {
  return { variantIds: lines.map((l) => l.variantId ?? 0), quantities: lines.map((l) => l.quantity) };
}

/** SQLSTATE take_order_stock raises when a line is short: the statement, and so the order, is undone. */
const SHORT_OF_STOCK = 'DZ409';

/**
 * The refusal for a line another buyer emptied between the read and the take, or undefined when the
 * error is something else. The database names the variant and what is left in the error's detail.
 */
export function shortLineRefusal(error: unknown, lines: readonly OrderLine[]): OrderRefusal | undefined {
  const e = error as { code?: string; detail?: string };
  if (e?.code !== SHORT_OF_STOCK) return undefined;
  const { variantId, available } = JSON.parse(e.detail ?? '{}') as { variantId?: number; available?: number };
  const line = lines.find((l) => l.variantId === Number(variantId));
  if (!line) return undefined;
  // A variant on two lines is taken for the sum: name the line with what it may still have.
  return outOfStock(line, Math.max(0, available ?? 0));
}
