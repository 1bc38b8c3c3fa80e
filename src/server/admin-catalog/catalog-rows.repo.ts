// The catalog as the CSV export and import read it: every product with its variants, in the shop's
// order (products.repo.ts's productOf gives a row the shape the import plan compares a file against).
import type { Queryable } from '../db/queryable.ts';
import type { CatalogRow } from './products.repo.ts';
import { productColumns } from '../catalog/product-row.ts';
import type { CategoryLabels } from '../../domain/catalog/product-texts.ts';
import { compactLabels } from '../../domain/admin-catalog/translations.ts';

/** Every category's labels per language ({} where none), by the name products carry. */
export async function readCategoryLabels(sql: Queryable): Promise<Map<string, CategoryLabels>> {
  const rows = await sql<{ name: string; labels: CategoryLabels | null }[]>`select name, labels from categories`;
  return new Map(rows.map((r) => [r.name, compactLabels(r.labels)]));
}

export async function readCatalog(sql: Queryable, options: { withArchived: boolean }): Promise<CatalogRow[]> {
  return sql<CatalogRow[]>`
    select ${productColumns(sql, 'grid')}, p.published, p.archived_at is not null as archived
    from products p ${options.withArchived ? sql`` : sql`where p.archived_at is null`}
    order by p.position, p.id`;
}
