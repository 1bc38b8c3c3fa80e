// The products as the admin reads them: drafts and archived ones too, with their grid and their
// version (updated_at to the microsecond, an opaque string a save must send back unchanged).
import type { Queryable } from '../db/queryable.ts';
import type { AdminProduct } from '../../domain/admin-catalog/product-form.ts';
import type { BadgeChoice } from '../../domain/admin-catalog/product-form.ts';
import type { ExistingProduct } from '../../domain/admin-catalog/csv-import.ts';
import { productColumns, type ProductRow } from '../catalog/product-row.ts';
import { compactTranslations } from '../../domain/admin-catalog/translations.ts';

export const VERSION = (sql: Queryable) => sql`to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** The next version: later than now and than the current one, so two saves in one microsecond still differ. */
export const BUMP = (sql: Queryable) => sql`greatest(clock_timestamp(), updated_at + interval '1 microsecond')`;

/** The admin's row: the product's own (catalog/product-row.ts), its state, its place and its version. */
export type AdminProductRow = ProductRow & {
  published: boolean;
  archived: boolean;
  id_locked: boolean;
  position: number;
  version: string;
};

/** A product row without the admin's bookkeeping (the CSV export and import read these: catalog-rows.repo.ts). */
export type CatalogRow = ProductRow & { published: boolean; archived: boolean };

/** A row's fields as the admin and the CSV import compare them. */
export function productOf(r: CatalogRow): ExistingProduct {
  return {
    id: r.id,
    name: r.name,
    price: r.price,
    originalPrice: r.original_price,
    description: r.description,
    category: r.category,
    badge: (r.badge ?? 'none') as BadgeChoice,
    details: r.details,
    shippingReturns: r.shipping_returns,
    colors: r.colors,
    sizes: r.sizes,
    translations: compactTranslations(r.translations),
    images: r.images.map((url, i) => ({ url, alt: r.image_alts[i] ?? '' })),
    published: r.published,
    archived: r.archived,
    variants: r.variants.map((v) => ({ id: Number(v.id), size: v.size, color: v.color, stock: v.stock })),
  };
}

export const toAdminProduct = (r: AdminProductRow): AdminProduct => ({
  ...productOf(r),
  idLocked: r.id_locked,
  position: r.position,
  updatedAt: r.version,
});

export async function readProductRow(sql: Queryable, id: string, options: { lock?: boolean } = {}): Promise<AdminProductRow | undefined> {
  const [row] = await sql<AdminProductRow[]>`
    select ${productColumns(sql, 'grid')}, p.published, p.archived_at is not null as archived,
           p.first_published_at is not null as id_locked, p.position, ${VERSION(sql)} as version
    from products p where p.id = ${id} ${options.lock ? sql`for update of p` : sql``}`;
  return row;
}

export async function readProduct(sql: Queryable, id: string): Promise<AdminProduct | undefined> {
  const row = await readProductRow(sql, id);
  return row && toAdminProduct(row);
}

/** Ids already used that start with `base` (for a unique slug). */
export async function idsLike(sql: Queryable, base: string): Promise<Set<string>> {
  const rows = await sql<{ id: string }[]>`select id from products where id = ${base} or id like ${`${base}-%`}`;
  return new Set(rows.map((r) => r.id));
}

/** New ids are chosen one at a time (two creates of one name at once would pick the same slug). */
export async function lockProductIds(sql: Queryable): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('products.id'))`;
}

/**
 * Before every product (the owner adds a product to show it: first in the shop and in the list, not
 * behind "Load more"). The caller holds lockProductIds, which creates, duplicates, the CSV import
 * and the owner's reorder all take, so no two of them read the same first position.
 */
export async function firstPosition(tx: Queryable, count = 1): Promise<number> {
  const [row] = await tx<{ n: number }[]>`select coalesce(min(position), 1) - ${count}::int as n from products`;
  return row!.n;
}

export async function appearsInOrders(sql: Queryable, id: string): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`select exists (select 1 from order_lines where product_id = ${id}) as found`;
  return row!.found;
}

/** The audit log's picture of a product: its fields, images and state (stock has its own entries). */
export function auditView(p: AdminProduct) {
  const { variants: _variants, updatedAt: _v, ...rest } = p;
  return rest;
}
