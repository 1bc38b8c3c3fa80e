// Reads the published catalog for the build and the functions. Pages get Product objects, not rows.
import { db, type Sql } from '../db/client.ts';
import { categorySlugOf, type Badge, type Product } from '../../domain/catalog/product.ts';
import type { CategoryLabels } from '../../domain/catalog/product-texts.ts';
import { productColumns, type ProductRow } from './product-row.ts';

/** The shop's row: the product's own, its category's slug and labels. */
type ShopProductRow = ProductRow & { category_slug: string | null; category_labels: CategoryLabels | null };

function toProduct(row: ShopProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    originalPrice: row.original_price,
    category: row.category,
    images: row.images,
    imageAlts: row.image_alts,
    details: row.details,
    shippingReturns: row.shipping_returns,
    colors: row.colors,
    sizes: row.sizes,
    badge: row.badge as Badge | null,
    variants: row.variants,
    translations: row.translations,
    categorySlug: row.category_slug ?? categorySlugOf(row.category),
    categoryLabels: row.category_labels ?? {},
  };
}

function selectProducts(sql: Sql, onlyId?: string) {
  return sql<ShopProductRow[]>`
    select ${productColumns(sql, 'id')}, c.slug as category_slug, c.labels as category_labels
    from products p
    left join categories c on c.name = p.category
    -- archived products are never published (a check of the products table), drafts are not either
    where p.published ${onlyId === undefined ? sql`` : sql`and p.id = ${onlyId}`}
    order by p.position, p.id`;
}

export async function listPublishedProducts(sql: Sql = db()): Promise<Product[]> {
  return (await selectProducts(sql)).map(toProduct);
}

export async function findPublishedProduct(id: string, sql: Sql = db()): Promise<Product | undefined> {
  const [row] = await selectProducts(sql, id);
  return row && toProduct(row);
}
