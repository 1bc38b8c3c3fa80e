// Stock changes from the admin: deltas applied in one SQL statement (stock = stock + n), all or
// none, never below 0. A unit sold by an order in the meantime is never overwritten, because the
// owner's number is never written: only the difference is added. Live at once (no publish).
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { LiveVariant, LowStockView, StockChangesBody, StockShortfall } from '../../domain/admin-catalog/stock.ts';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../domain/admin-catalog/stock.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { CatalogRefusal } from './refusal.ts';

type Applied = { id: string; product_id: string; size: string; color: string; stock: number; delta: number };

export async function applyStockChanges(sql: Sql, changes: StockChangesBody['changes'], email: string): Promise<LiveVariant[]> {
  const ids = changes.map((c) => c.variantId);
  const deltas = changes.map((c) => c.delta);
  return sql.begin(async (tx) => {
    // One statement: each row is locked and re-read by the update itself, so a concurrent order's
    // decrement is either before (seen) or after (applied to our result); the guard keeps >= 0.
    const applied = await tx<Applied[]>`
      update variants v set stock = v.stock + x.delta
      from unnest(${ids}::bigint[], ${deltas}::int[]) as x(id, delta)
      where v.id = x.id and v.stock + x.delta >= 0
      returning v.id::text as id, v.product_id, v.size, v.color, v.stock, x.delta`;
    if (applied.length !== changes.length) {
      const done = new Set(applied.map((a) => Number(a.id)));
      const missing = changes.filter((c) => !done.has(c.variantId));
      const rows = await tx<{ id: string; stock: number; product_id: string; size: string; color: string }[]>`
        select id::text as id, stock, product_id, size, color from variants where id = any(${missing.map((m) => m.variantId)}::bigint[])`;
      const found = new Map(rows.map((r) => [Number(r.id), r]));
      const unknown = missing.find((m) => !found.has(m.variantId));
      if (unknown)
        throw new CatalogRefusal(404, 'not_found', `No such variant (${unknown.variantId}): the product may have changed. Reload.`);
      const shortfalls: StockShortfall[] = missing.map((m) => ({
        variantId: m.variantId,
        stock: found.get(m.variantId)!.stock,
        delta: m.delta,
      }));
      const first = found.get(missing[0]!.variantId)!;
      const label = [first.size, first.color].filter(Boolean).join(' / ') || first.product_id;
      throw new CatalogRefusal(409, 'stock_below_zero', `Not enough stock: ${label} has only ${first.stock} left. Nothing was changed.`, {
        details: shortfalls,
      });
    }
    await recordAudit(tx, {
      email,
      action: 'stock.change',
      subject: [...new Set(applied.map((a) => a.product_id))].join(', '),
      oldValue: applied.map((a) => ({ variantId: Number(a.id), size: a.size, color: a.color, stock: a.stock - a.delta })),
      newValue: applied.map((a) => ({ variantId: Number(a.id), size: a.size, color: a.color, stock: a.stock })),
    });
    return applied.map((a) => ({ id: Number(a.id), productId: a.product_id, size: a.size, color: a.color, stock: a.stock }));
  });
}

export async function readLowStockThreshold(sql: Queryable): Promise<number> {
  const [row] = await sql<{ threshold: number }[]>`select low_stock_threshold as threshold from site_settings where id = 1`;
  return row?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function setLowStockThreshold(sql: Sql, threshold: number, email: string): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`insert into site_settings (id) values (1) on conflict do nothing`;
    const old = await readLowStockThreshold(tx);
    await tx`update site_settings set low_stock_threshold = ${threshold} where id = 1`;
    if (old !== threshold)
      await recordAudit(tx, { email, action: 'stock.threshold', subject: 'low_stock_threshold', oldValue: old, newValue: threshold });
    return threshold;
  });
}

export async function lowStock(sql: Sql): Promise<LowStockView> {
  const threshold = await readLowStockThreshold(sql);
  const rows = await sql<
    { id: string; product_id: string; product_name: string; size: string; color: string; stock: number; published: boolean }[]
  >`
    select v.id::text as id, v.product_id, p.name as product_name, v.size, v.color, v.stock, p.published
    from variants v join products p on p.id = v.product_id
    where p.archived_at is null and v.stock <= ${threshold}
    order by v.stock, p.position, p.id, v.id`;
  return {
    threshold,
    variants: rows.map((r) => ({
      id: Number(r.id),
      productId: r.product_id,
      productName: r.product_name,
      size: r.size,
      color: r.color,
      stock: r.stock,
      published: r.published,
    })),
  };
}
