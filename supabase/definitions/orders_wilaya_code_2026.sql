-- public.orders_wilaya_code_2026 as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261126010300_orders_wilaya_2026.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.orders_wilaya_code_2026()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
begin
  new.wilaya_code_2026 := coalesce(
    (select c.wilaya_code_2026 from communes c where c.wilaya_code = new.wilaya_code and c.name_fr = new.commune), new.wilaya_code);
  return new;
end
$function$
