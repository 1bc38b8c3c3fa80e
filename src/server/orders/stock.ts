// Prices and stock of the lines of an order, inside the order's transaction.
import type postgres from 'postgres';
import type { OrderLineRequest } from '../../domain/orders/order-request.ts';
import { lineTotal } from '../../domain/orders/totals.ts';
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import type { OrderLine } from './order.types.ts';
import type { LineRow } from './order-context.ts';

type Queryable = postgres.ISql;

const outOfStock = (line: OrderLine, available: number) => new OrderRefusal('out_of_stock', {
  messageKey: available > 0 ? 'notEnoughStock' : 'outOfStock',
  values: { item: lineLabel(line.name, line.color, line.size), available },
  field: 'lines',
  line: { productId: line.productId, name: line.name, size: line.size, color: line.color, requested: line.quantity, available },
});

/**
 * Each requested line priced from the catalog (the client's price is never read), or a refusal naming
 * the line. A line already short of stock is refused here, before anything is written; the stock that
 * counts is taken by takeStock.
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

/**
 * Takes the stock of every line or of none: each variant is decremented only if enough is left,
 * in variant id order so that two orders sharing variants lock them in the same order (no deadlock).
 * The updates are sent at once, one behind the other; a short line throws and the transaction takes
 * back what the others took.
 */
export async function takeStock(sql: Queryable, lines: readonly OrderLine[]): Promise<void> {
  const byVariant = [...lines].sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0));
  const updates = byVariant.map((line) => sql`
    update variants set stock = stock - ${line.quantity}
    where id = ${line.variantId} and stock >= ${line.quantity}
    returning stock`.execute());
  const taken = await Promise.all(updates);
  const short = byVariant.find((_, i) => taken[i]!.length !== 1);
  if (!short) return;
  const [left] = await sql<{ stock: number }[]>`select stock from variants where id = ${short.variantId}`;
  throw outOfStock(short, left?.stock ?? 0);
}
