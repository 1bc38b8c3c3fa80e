-- public.give_back_order_stock as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261124002000_admin_orders.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.give_back_order_stock(p_order_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  wanted record;
  units integer := 0;
begin
  for wanted in
    select l.variant_id as id, sum(l.quantity)::int as quantity
    from order_lines l
    where l.order_id = p_order_id and l.variant_id is not null
    group by l.variant_id
    order by l.variant_id
  loop
    update variants set stock = stock + wanted.quantity where id = wanted.id;
    if found then units := units + wanted.quantity; end if;
  end loop;
  return units;
end
$function$
