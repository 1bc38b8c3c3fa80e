// Reads the published catalog for the build and the functions. Pages get Product objects, not rows.
import { db, type Sql } from '../db/client.ts';
import { categorySlugOf, type Badge, type Product, type Variant } from '../../domain/catalog/product.ts';
import type { CategoryLabels, ProductTranslations } from '../../domain/catalog/product-texts.ts';

type ProductRow = {
  id: string;
  name: string;
  description: string;
  price: number;
  original_price: number | null;
  category: string;
  images: string[];
  image_alts: string[];
  details: string[];
  shipping_returns: string;
  colors: string[];
  sizes: string[];
  badge: Badge | null;
  variants: Variant[];
  translations: ProductTranslations;
  category_slug: string | null;
  category_labels: CategoryLabels | null;
};

function toProduct(row: ProductRow): Product {
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
    badge: row.badge,
    variants: row.variants,
    translations: row.translations,
    categorySlug: row.category_slug ?? categorySlugOf(row.category),
    categoryLabels: row.category_labels ?? {},
  };
}

function selectProducts(sql: Sql, onlyId?: string) {
  return sql<ProductRow[]>`
    select p.id, p.name, p.description, p.price, p.original_price, p.category, p.images, p.image_alts, p.details,
           p.shipping_returns, p.colors, p.sizes, p.badge, p.translations, c.slug as category_slug, c.labels as category_labels,
           coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock) order by v.id)
                     from variants v where v.product_id = p.id), '[]'::json) as variants
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
