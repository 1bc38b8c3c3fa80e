-- public.give_back_discount_code_use as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261129001000_offers_and_codes.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.give_back_discount_code_use(p_order_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  back bigint;
begin
  update discount_code_uses set given_back_at = now() where order_id = p_order_id and given_back_at is null returning code_id into back;
  if back is null then return 0; end if;
  update discount_codes set uses = uses - 1 where id = back and uses > 0;
  return 1;
end
$function$
