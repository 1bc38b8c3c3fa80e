-- public.take_order_stock as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261122001000_take_order_stock.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.take_order_stock(variant_ids bigint[], quantities integer[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  wanted record;
  available int;
begin
  if coalesce(array_length(variant_ids, 1), 0) <> coalesce(array_length(quantities, 1), 0) then
    raise exception using errcode = '22023', message = 'take_order_stock: one quantity per variant';
  end if;
  for wanted in
    select w.id, sum(w.quantity)::int as quantity
    from unnest(variant_ids, quantities) as w(id, quantity)
    group by w.id
    order by w.id
  loop
    update variants set stock = stock - wanted.quantity where id = wanted.id and stock >= wanted.quantity;
    if not found then
      select v.stock into available from variants v where v.id = wanted.id;
      raise exception using
        errcode = 'DZ409',
        message = 'out of stock',
        detail = json_build_object('variantId', wanted.id, 'available', coalesce(available, 0))::text;
    end if;
  end loop;
end
$function$
