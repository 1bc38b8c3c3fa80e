-- One tap to add before confirmation (issue 42 §3): the owner pairs a product with the pieces to
-- suggest after it is ordered, and the shopper adds one of them to her pending order from the success
-- screen or her order page. The rules are in src/domain/orders/added-line.ts and docs/added-pieces.md.

-- The pieces the owner suggests with a product, in her order (position).
create table product_pairs (
  product_id text not null references products (id) on delete cascade,
  paired_id  text not null references products (id) on delete cascade,
  position   integer not null default 0 check (position between 0 and 1000),
  primary key (product_id, paired_id),
  check (product_id <> paired_id)
);
create index product_pairs_paired_idx on product_pairs (paired_id);
alter table product_pairs enable row level security;
revoke all on table product_pairs from anon, authenticated, public;

-- A line the customer added after ordering carries the key of her tap: a retry finds it, and the
-- offer is made once per order (at most one such line: the partial unique index).
alter table order_lines add column added_key text check (added_key ~ '^[A-Za-z0-9_-]{8,100}$');
create unique index order_lines_one_added_idx on order_lines (order_id) where added_key is not null;

-- The history line of the added piece ("added by the customer: …").
alter table order_status_history drop constraint order_status_history_kind_check;
alter table order_status_history add constraint order_status_history_kind_check
  check (kind in ('status', 'edit', 'restock', 'call_request', 'parcel', 'line_added'));

-- Adds one unit of a suggested piece to a pending order, or says why not, in one call: the order's row
-- locked, the key's earlier answer replayed, the piece re-checked (published, a match for the order,
-- not in it yet, at the price and name the shopper was shown), one unit of stock taken, the line,
-- the new totals and the history line written. Outcomes: added | replayed | already_added | closed
-- (not pending any more) | not_offered | price_changed | too_high (over the owner's ceiling) |
-- sold_out | missing.
-- Delivery: the piece rides in the same parcel, so delivery is never charged again nor raised; it
-- becomes free when the goods now reach the free-delivery threshold (as set now). The total moves by
-- the same amounts as the subtotal and delivery, so an amount taken off the order by another rule
-- (a code, an offer) stays as it was; the added line carries no offer of its own.
create function add_order_line(p_order_id uuid, p_key text, p_product_id text, p_size text, p_color text,
                               p_name text, p_unit_price integer, p_note text)
returns table (outcome text, line_id bigint)
language plpgsql
set search_path = public, pg_temp
as $$
#variable_conflict use_column
declare
  o record;
  earlier record;
  piece record;
  taken bigint;
  new_line bigint;
  threshold integer;
  ceiling integer;
  new_shipping integer;
begin
  select x.id, x.status, x.subtotal, x.shipping_price, x.total, x.locale into o from orders x where x.id = p_order_id for update;
  if not found then
    return query select 'missing'::text, null::bigint;
    return;
  end if;
  select l.id, l.added_key into earlier from order_lines l where l.order_id = o.id and l.added_key is not null;
  if found then
    return query select case when earlier.added_key = p_key then 'replayed' else 'already_added' end, earlier.id;
    return;
  end if;
  if o.status <> 'pending' then
    return query select 'closed'::text, null::bigint;
    return;
  end if;
  select coalesce(nullif(p.translations -> o.locale ->> 'name', ''), p.name) as name, p.price into piece
  from products p
  where p.id = p_product_id and p.published
    and not exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = p.id)
    and exists (select 1 from order_lines l join products q on q.id = l.product_id
                where l.order_id = o.id
                  and (q.category = p.category
                       or exists (select 1 from product_pairs pp where pp.product_id = q.id and pp.paired_id = p.id)));
  if not found then
    return query select 'not_offered'::text, null::bigint;
    return;
  end if;
  if piece.name <> p_name or piece.price <> p_unit_price then
    return query select 'price_changed'::text, null::bigint;
    return;
  end if;
  select coalesce(max(s.free_shipping_threshold), 5000), coalesce(max(s.order_total_ceiling), 10000000)
    into threshold, ceiling from site_settings s where s.id = 1;
  new_shipping := case when o.subtotal + piece.price >= threshold then 0 else o.shipping_price end;
  if o.total + piece.price + new_shipping - o.shipping_price > ceiling then
    return query select 'too_high'::text, null::bigint;
    return;
  end if;
  update variants v set stock = v.stock - 1
  where v.product_id = p_product_id and v.size = p_size and v.color = p_color and v.stock >= 1
  returning v.id into taken;
  if taken is null then
    return query select 'sold_out'::text, null::bigint;
    return;
  end if;
  insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total, added_key)
  values (o.id, p_product_id, taken, piece.name, p_size, p_color, piece.price, 1, piece.price, p_key)
  returning id into new_line;
  update orders x set subtotal = o.subtotal + piece.price, shipping_price = new_shipping,
                      total = o.total + piece.price + new_shipping - o.shipping_price,
                      updated_at = greatest(clock_timestamp(), x.updated_at + interval '1 microsecond')
  where x.id = o.id;
  insert into order_status_history (order_id, status, note, changed_by, kind)
  values (o.id, o.status, p_note, 'customer', 'line_added');
  return query select 'added'::text, new_line;
end
$$;
revoke all on function add_order_line(uuid, text, text, text, text, text, integer, text) from anon, authenticated, public;
