// The catalog as the CSV export and import read it: every product with its variants, in the shop's
// order, and the same row in the shape the import plan compares a file against.
import type { Queryable } from '../db/queryable.ts';
import type { ExistingProduct } from '../../domain/admin-catalog/csv-import.ts';

export type Row = {
  id: string;
  name: string;
  price: number;
  original_price: number | null;
  category: string;
  badge: string | null;
  description: string;
  details: string[];
  shipping_returns: string;
  images: string[];
  image_alts: string[];
  published: boolean;
  archived: boolean;
  colors: string[];
  sizes: string[];
  variants: { id: number; size: string; color: string; stock: number }[];
};

export async function readCatalog(sql: Queryable, options: { withArchived: boolean }): Promise<Row[]> {
  return sql<Row[]>`
    select p.id, p.name, p.price, p.original_price, p.category, p.badge, p.description, p.details, p.shipping_returns, p.images,
           p.image_alts, p.published, p.archived_at is not null as archived, p.colors, p.sizes,
           coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock)
                              order by array_position(p.sizes, v.size), array_position(p.colors, v.color), v.id)
                     from variants v where v.product_id = p.id), '[]'::json) as variants
    from products p ${options.withArchived ? sql`` : sql`where p.archived_at is null`}
    order by p.position, p.id`;
}

export const toExisting = (r: Row): ExistingProduct => ({
  id: r.id,
  name: r.name,
  price: r.price,
  originalPrice: r.original_price,
  category: r.category,
  badge: (r.badge ?? 'none') as ExistingProduct['badge'],
  description: r.description,
  details: r.details,
  shippingReturns: r.shipping_returns,
  colors: r.colors,
  sizes: r.sizes,
  images: r.images.map((url, i) => ({ url, alt: r.image_alts[i] ?? '' })),
  published: r.published,
  archived: r.archived,
  variants: r.variants.map((v) => ({ ...v, id: Number(v.id) })),
});
