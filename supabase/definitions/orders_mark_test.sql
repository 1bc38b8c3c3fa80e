-- public.orders_mark_test as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261124002500_orders_extras.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.orders_mark_test()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
begin
  if exists (select 1 from test_order_keys k where k.idempotency_key = new.idempotency_key) then
    new.is_test := true;
  end if;
  return new;
end
$function$
