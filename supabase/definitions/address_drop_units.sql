-- public.address_drop_units as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261128204500_order_address_checks_when_they_apply.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.address_drop_units(client_key text, except_order uuid, variant_ids bigint[], quantities integer[])
 RETURNS TABLE(variant_id bigint, units_limit integer, units_taken integer, window_seconds integer, seconds_left integer)
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
#variable_conflict use_column
begin
  return query
  with s as (
    select coalesce(max(x.order_drop_units_per_address), 4) as lim, coalesce(max(x.order_rate_window_seconds), 600) as seconds,
           coalesce(bool_or(x.password_enabled), false) as locked
    from site_settings x where x.id = 1),
  -- The order's drop variants, a variant on two lines counted once for the sum. Each variant's badge
  -- by its primary keys (a scalar subquery with LIMIT: run per variant, never hashed over products).
  wanted as (
    select w.id, sum(w.quantity)::int as quantity
    from unnest(variant_ids, quantities) as w(id, quantity), s
    where address_drop_units.client_key is not null and s.lim > 0
      and (s.locked or coalesce((select true from variants v join products p on p.id = v.product_id
                                 where v.id = w.id and p.badge = 'limited' limit 1), false))
    group by w.id),
  -- What the address's orders in the window took of those variants (the index on client_key, created_at;
  -- not read at all for an order that is no drop).
  taken as (
    select l.variant_id, l.quantity, o.created_at
    from s cross join orders o join order_lines l on l.order_id = o.id
    where exists (select 1 from wanted) and o.client_key = address_drop_units.client_key and o.id is distinct from except_order
      and o.created_at > clock_timestamp() - make_interval(secs => s.seconds)
      and l.variant_id in (select w.id from wanted w)),
  past_cap as (
    select w.id, w.quantity, coalesce(sum(t.quantity), 0)::int as taken
    from wanted w cross join s left join taken t on t.variant_id = w.id
    group by w.id, w.quantity, s.lim
    having coalesce(sum(t.quantity), 0) + w.quantity > s.lim)
  select o.id, s.lim, o.taken, s.seconds,
         (select greatest(1, ceil(extract(epoch from r.created_at + make_interval(secs => s.seconds) - clock_timestamp())))::int
          from (select t.created_at, sum(t.quantity) over (order by t.created_at rows unbounded preceding) as leaving
                from taken t where t.variant_id = o.id) r
          where r.leaving >= o.taken + o.quantity - s.lim
          order by r.created_at
          limit 1)
  from past_cap o cross join s
  order by o.id
  limit 1;
end
$function$
