// A product's row as every reader takes it from `products p`: the shop's build and functions
// (catalog.repo.ts), the admin's product (admin-catalog/products.repo.ts) and the CSV export and
// import (admin-catalog/catalog-rows.repo.ts). Each selects these columns and adds its own around
// them: the shop its category's slug and labels, the admin its state and version.
import type { Queryable } from '../db/queryable.ts';
import type { ProductTranslations } from '../../domain/catalog/product-texts.ts';

export type ProductRow = {
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
  badge: string | null;
  /** {} where the product has no text in another language (the column is not null). */
  translations: ProductTranslations;
  variants: { id: number; size: string; color: string; stock: number }[];
};

/**
 * The columns of a ProductRow, for a query `from products p`. The variants come by id (the shop's
 * order since its first build) or in the grid's order, sizes then colors as the product lists them
 * (the admin's and the CSV's).
 */
export function productColumns(sql: Queryable, variantsBy: 'id' | 'grid') {
  const order = variantsBy === 'id' ? sql`v.id` : sql`array_position(p.sizes, v.size), array_position(p.colors, v.color), v.id`;
  return sql`p.id, p.name, p.description, p.price, p.original_price, p.category, p.images, p.image_alts, p.details,
    p.shipping_returns, p.colors, p.sizes, p.badge, p.translations,
    coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock) order by ${order})
              from variants v where v.product_id = p.id), '[]'::json) as variants`;
}
