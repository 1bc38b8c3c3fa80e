-- public.phone_cooldown as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261123002000_order_guards.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.phone_cooldown(phone text, except_order uuid, flow text, digest text)
 RETURNS TABLE(window_seconds integer, seconds_left integer)
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
#variable_conflict use_column
begin
  return query
  with w as (select coalesce(max(s.order_cooldown_seconds), 300) as seconds from site_settings s where s.id = 1)
  select w.seconds,
         (select greatest(1, ceil(extract(epoch from max(o.created_at) + make_interval(secs => w.seconds) - clock_timestamp())))::int
          from orders o
          where w.seconds > 0 and o.phone = phone_cooldown.phone and o.id is distinct from except_order
            and o.created_at > clock_timestamp() - make_interval(secs => w.seconds)
            and (phone_cooldown.flow = 'checkout' or o.request_digest = phone_cooldown.digest)
          having count(*) > 0)
  from w;
end
$function$
