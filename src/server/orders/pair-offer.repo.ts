// The piece offered for her pending order's parcel (src/domain/orders/added-line.ts): first what the
// owner paired with a product she ordered (in the owner's order), else a published product of the same
// category with stock in her size (the shop's own order); never one already in the order, never one
// without stock, never a drop piece (a Limited product, or any while the site password is on: the
// drop's per-address cap is the checkout's, and an added line would go past it). One read;
// add_order_line checks the same again when she taps.
import type { Queryable } from '../db/queryable.ts';
import { chosenOption, type PieceOption } from '../../domain/orders/added-line.ts';
import type { PairOffer } from '../../domain/order-link/order-view.ts';

type OfferRow = {
  product_id: string;
  name: string;
  price: number;
  image: string | null;
  her_size: string;
  her_color: string;
  options: PieceOption[];
};

export async function findPairOffer(sql: Queryable, orderId: string): Promise<PairOffer | null> {
  const [row] = await sql<OfferRow[]>`
    with mine as (
      select l.id as line, l.product_id, l.size, l.color, q.category
      from order_lines l join products q on q.id = l.product_id where l.order_id = ${orderId}),
    offered as (
      select pp.paired_id as product_id, 0 as rank, pp.position, m.line, m.size as her_size, m.color as her_color, false as in_her_size
      from mine m join product_pairs pp on pp.product_id = m.product_id
      union all
      select p.id, 1, p.position, m.line, m.size, m.color, true
      from mine m join products p on p.category = m.category and p.id <> m.product_id)
    select p.id as product_id, coalesce(nullif(p.translations -> o.locale ->> 'name', ''), p.name) as name, p.price,
           p.images[1] as image, f.her_size, f.her_color,
           (select json_agg(json_build_object('size', v.size, 'color', v.color) order by v.id)
            from variants v where v.product_id = p.id and v.stock > 0) as options
    from offered f
    join products p on p.id = f.product_id and p.published and coalesce(p.badge, '') <> 'limited'
    join orders o on o.id = ${orderId}
    where not coalesce((select bool_or(s.password_enabled) from site_settings s where s.id = 1), false)
      and not exists (select 1 from mine m where m.product_id = p.id)
      and exists (select 1 from variants v where v.product_id = p.id and v.stock > 0
                  and (not f.in_her_size or f.her_size = '' or v.size in (f.her_size, '')))
    order by f.rank, f.position, f.line, p.id
    limit 1`;
  if (!row) return null;
  return {
    productId: row.product_id,
    name: row.name,
    unitPrice: row.price,
    image: row.image,
    options: row.options,
    chosen: chosenOption(row.options, { size: row.her_size, color: row.her_color }),
  };
}

/** A piece's name in the order's language ('' for no such product), as add_order_line writes and checks it. */
export async function pieceName(sql: Queryable, orderId: string, productId: string): Promise<string> {
  const [row] = await sql<{ name: string }[]>`
    select coalesce(nullif(p.translations -> o.locale ->> 'name', ''), p.name) as name
    from products p join orders o on o.id = ${orderId} where p.id = ${productId}`;
  return row?.name ?? '';
}
