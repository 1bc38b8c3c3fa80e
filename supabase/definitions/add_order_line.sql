-- public.add_order_line as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261129011500_added_line_never_a_drop_piece.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.add_order_line(p_order_id uuid, p_key text, p_product_id text, p_size text, p_color text, p_name text, p_unit_price integer, p_note text)
 RETURNS TABLE(outcome text, line_id bigint)
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
    -- Never a drop piece: a Limited product, or any while the site password is on (the drop's cap
    -- is per address and per window; an added line would go past it).
    and coalesce(p.badge, '') <> 'limited'
    and not coalesce((select bool_or(s.password_enabled) from site_settings s where s.id = 1), false)
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
$function$
