// Prices and stock of the lines of an order, read and taken inside the order's transaction.
import type postgres from 'postgres';
import type { OrderLineRequest } from '../../domain/orders/order-request.ts';
import { lineTotal } from '../../domain/orders/totals.ts';
import { lineLabel, OrderRefusal } from './order-refusal.ts';
import type { OrderLine } from './order.types.ts';

type Queryable = postgres.ISql;
type VariantRow = { variant_id: number | null; product_id: string; product_name: string; price: number; size: string; color: string };

/** Each requested line priced from the catalog (the client's price is never read), or a refusal naming the line. */
export async function priceLines(sql: Queryable, lines: readonly OrderLineRequest[]): Promise<OrderLine[]> {
  const wanted = lines.map((l) => ({ product_id: l.productId, size: l.size, color: l.color }));
  const rows = await sql<VariantRow[]>`
    select w.product_id, w.size, w.color, p.name as product_name, p.price, v.id::int as variant_id
    from json_to_recordset(${sql.json(wanted)}::json) as w(product_id text, size text, color text)
    left join products p on p.id = w.product_id and p.published
    left join variants v on v.product_id = p.id and v.size = w.size and v.color = w.color`;
  const found = new Map(rows.map((r) => [JSON.stringify([r.product_id, r.size, r.color]), r]));

  return lines.map((line) => {
    const row = found.get(JSON.stringify([line.productId, line.size, line.color]));
    if (!row?.product_name) {
      throw new OrderRefusal('product_not_found', { messageKey: 'productNotFound', field: 'lines', values: { item: line.productId } });
    }
    if (row.variant_id === null) {
      const item = lineLabel(row.product_name, line.color, line.size);
      throw new OrderRefusal('variant_not_found', { messageKey: 'variantNotFound', field: 'variant', values: { item } });
    }
    const priced = { unitPrice: row.price, quantity: line.quantity };
    return { productId: line.productId, variantId: row.variant_id, name: row.product_name, size: line.size, color: line.color, ...priced, lineTotal: lineTotal(priced) };
  });
}

/**
 * Takes the stock of every line or of none: each variant is decremented only if enough is left,
 * in variant id order so that two orders sharing variants lock them in the same order (no deadlock).
 * A short line throws, and the transaction takes back what earlier lines took.
 */
export async function takeStock(sql: Queryable, lines: readonly OrderLine[]): Promise<void> {
  const byVariant = [...lines].sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0));
  for (const line of byVariant) {
    const taken = await sql`
      update variants set stock = stock - ${line.quantity}
      where id = ${line.variantId} and stock >= ${line.quantity}
      returning stock`;
    if (taken.length === 1) continue;
    const [left] = await sql<{ stock: number }[]>`select stock from variants where id = ${line.variantId}`;
    const available = left?.stock ?? 0;
    const item = lineLabel(line.name, line.color, line.size);
    throw new OrderRefusal('out_of_stock', {
      messageKey: available > 0 ? 'notEnoughStock' : 'outOfStock',
      values: { item, available },
      field: 'lines',
      line: { productId: line.productId, name: line.name, size: line.size, color: line.color, requested: line.quantity, available },
    });
  }
}
