-- public.address_rate as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261123002000_order_guards.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.address_rate(client_key text, except_order uuid)
 RETURNS TABLE(rate_limit integer, window_seconds integer, seconds_left integer)
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
#variable_conflict use_column
begin
  return query
  with s as (select coalesce(max(x.order_rate_per_address), 30) as lim, coalesce(max(x.order_rate_window_seconds), 600) as seconds
             from site_settings x where x.id = 1),
  recent as (
    select o.created_at from orders o, s
    where address_rate.client_key is not null and s.lim > 0 and o.client_key = address_rate.client_key
      and o.id is distinct from except_order and o.created_at > clock_timestamp() - make_interval(secs => s.seconds)
    order by o.created_at desc
    limit (select lim from s))
  select s.lim, s.seconds,
         (select greatest(1, ceil(extract(epoch from min(r.created_at) + make_interval(secs => s.seconds) - clock_timestamp())))::int
          from recent r having s.lim > 0 and count(*) >= s.lim)
  from s;
end
$function$
