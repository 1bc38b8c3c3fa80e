-- public.left_checkouts_close as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261129003100_left_checkouts_close_one_probe.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.left_checkouts_close()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
begin
  if not exists (select 1 from left_checkouts d where d.phone = new.phone and d.converted_order_id is null) then
    return null;
  end if;
  delete from left_checkouts d
  where d.phone = new.phone and d.converted_order_id is null
    and d.left_at is null and d.updated_at > now() - interval '15 minutes';
  update left_checkouts d set converted_order_id = new.id, converted_at = new.created_at
  where d.phone = new.phone and d.converted_order_id is null;
  return null;
end
$function$
