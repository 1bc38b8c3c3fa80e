-- public.order_has_limited_variant as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261128204500_order_address_checks_when_they_apply.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.order_has_limited_variant(variant_ids bigint[])
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public', 'pg_temp'
AS $function$
begin
  return exists (
    select 1
    from unnest(variant_ids) as w(id)
    cross join lateral (select 1 from variants v join products p on p.id = v.product_id
                        where v.id = w.id and p.badge = 'limited' limit 1) as limited);
end
$function$
