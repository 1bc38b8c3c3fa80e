// Live stock of one published product, for GET /api/stock/{id}: the static product page shows
// stock as of the last build, and asks this during a drop so a sold-out size shows without a rebuild.
import { db, type Sql } from '../db/client.ts';
import type { LiveStock } from '../../domain/catalog/variant-availability.ts';

type StockRow = { id: string; size: string; color: string; stock: number };

/** undefined when no published product has this id (drafts are as unknown as missing ids). */
export async function findLiveStock(productId: string, sql: Sql = db()): Promise<LiveStock | undefined> {
  // One round trip: the product row decides "unknown", the left join brings its variants (maybe none).
  const rows = await sql<(StockRow | { id: null; size: null; color: null; stock: null })[]>`
    select v.id::text as id, v.size, v.color, v.stock
    from products p left join variants v on v.product_id = p.id
    where p.id = ${productId} and p.published
    order by v.id`;
  if (rows.length === 0) return undefined;
  const variants = rows
    .filter((r): r is StockRow => r.id !== null)
    .map((r) => ({ id: Number(r.id), size: r.size, color: r.color, stock: r.stock }));
  return { productId, variants };
}
