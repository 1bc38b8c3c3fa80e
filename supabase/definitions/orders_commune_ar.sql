-- public.orders_commune_ar as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261123003100_order_commune.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.orders_commune_ar()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
begin
  new.commune_ar := coalesce((select c.name_ar from communes c where c.wilaya_code = new.wilaya_code and c.name_fr = new.commune), '');
  return new;
end
$function$
