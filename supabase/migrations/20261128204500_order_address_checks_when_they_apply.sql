-- Order intake without the per-address work an order does not need (issue #36 §5).
--
-- Since 20261125040100 every order paid for the drop cap per client address, drop or not: store_order
-- looked at address_drop_units early, settle_order took the address's advisory lock and ran
-- address_rate and address_drop_units under it whenever either rule was on (the drop cap is on by
-- default), queueing every buyer behind one shared mobile address; and address_drop_units's "is this a
-- drop variant?" test, an EXISTS beside an OR, was planned under store_order's generic plan as a hashed
-- subplan that reads every Limited product of the catalog for each order.
--
-- Now:
-- - order_has_limited_variant answers "is one of these variants a drop's?" by primary-key lookups, one
--   variant at a time (a LATERAL … LIMIT 1 the planner cannot turn into a scan of products);
-- - address_drop_units asks the same per variant, by the same lookups;
-- - settle_order takes the address lock only when a per-address rule applies to THIS order: the orders
--   per address (order_rate_per_address > 0), or the drop cap (order_drop_units_per_address > 0) for an
--   order with a drop variant in it or while the site password is on; it runs only the rule that applies;
-- - store_order looks at address_drop_units early only for a drop order from a known address.
-- Every guard stays where it was: the same refusals, under the same lock, counted the same way.

create or replace function public.order_has_limited_variant(variant_ids bigint[])
returns boolean
language plpgsql
stable
set search_path = public, pg_temp
as $$
begin
  return exists (
    select 1
    from unnest(variant_ids) as w(id)
    cross join lateral (select 1 from variants v join products p on p.id = v.product_id
                        where v.id = w.id and p.badge = 'limited' limit 1) as limited);
end
$$;

revoke all on function public.order_has_limited_variant(bigint[]) from public, anon, authenticated;

create or replace function public.address_drop_units(client_key text, except_order uuid, variant_ids bigint[], quantities int[])
returns table (variant_id bigint, units_limit int, units_taken int, window_seconds int, seconds_left int)
language plpgsql
set search_path = public, pg_temp
as $$
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
$$;

revoke all on function public.address_drop_units(text, uuid, bigint[], int[]) from public, anon, authenticated;

create or replace function public.settle_order(
  order_id uuid, phone text, flow text, digest text, client_key text, variant_ids bigint[], quantities int[])
returns boolean
language plpgsql
set search_path = public, pg_temp
as $$
declare
  cooldown record;
  rate_on boolean;
  drop_on boolean;
  rate record;
  capped record;
begin
  if order_id is null or phone is null or flow is null or digest is null or variant_ids is null or quantities is null then
    raise exception using errcode = '22004', message = 'settle_order: every argument but the client address is needed';
  end if;
  perform pg_advisory_xact_lock(4821338, hashtext(phone));
  select * into cooldown from phone_cooldown(phone, order_id, flow, digest);
  if cooldown.seconds_left is not null then
    raise exception using
      errcode = 'DZ429',
      message = 'order cooldown',
      detail = json_build_object('cooldownSeconds', cooldown.window_seconds, 'retryAfterSeconds', cooldown.seconds_left)::text;
  end if;
  -- The per-address rules that apply to this order (none without a settings row, as before).
  if client_key is not null then
    select s.order_rate_per_address > 0,
           s.order_drop_units_per_address > 0 and (s.password_enabled or order_has_limited_variant(variant_ids))
      into rate_on, drop_on
      from site_settings s where s.id = 1;
  end if;
  if rate_on or drop_on then
    perform pg_advisory_xact_lock(4821339, hashtext(client_key));
    if rate_on then
      select * into rate from address_rate(client_key, order_id);
      if rate.seconds_left is not null then
        raise exception using
          errcode = 'DZ430',
          message = 'order rate per address',
          detail = json_build_object('retryAfterSeconds', rate.seconds_left, 'windowSeconds', rate.window_seconds, 'limit', rate.rate_limit)::text;
      end if;
    end if;
    if drop_on then
      select * into capped from address_drop_units(client_key, order_id, variant_ids, quantities);
      if found then
        raise exception using
          errcode = 'DZ431',
          message = 'drop units per address',
          detail = json_build_object('variantId', capped.variant_id, 'limit', capped.units_limit, 'taken', capped.units_taken,
                                     'windowSeconds', capped.window_seconds, 'retryAfterSeconds', capped.seconds_left)::text;
      end if;
    end if;
  end if;
  perform take_order_stock(variant_ids, quantities);
  return true;
end
$$;

revoke all on function public.settle_order(uuid, text, text, text, text, bigint[], int[]) from public, anon, authenticated;

-- store_order as in 20261126040100, looking at the address's drop cap early only for a drop order.
CREATE OR REPLACE FUNCTION public.store_order(p_order jsonb)
 RETURNS TABLE(key_taken boolean, prices_current boolean, cooldown_remaining integer, cooldown_seconds integer, rate_remaining integer, drop_capped json, short_line json, order_id uuid, order_number integer, order_created_at timestamp with time zone, notification_id integer, settled boolean)
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
#variable_conflict use_column
declare
  ord record;
  drop_order boolean;
begin
  -- The order's fields, typed (the lines and the limits stay jsonb, read as records below).
  select * into strict ord from jsonb_to_record(p_order) as x(
    key text, flow text, name text, email text, phone text, address text, notes text, wilaya_code text, commune text,
    delivery_type text, subtotal bigint, shipping_price bigint, total bigint, currency text, home_price int, office_price int,
    free_shipping_threshold int, site_title text, lease_seconds int, number_token text, locale text, view_link_hash text, confirm_link_hash text,
    lines jsonb, variant_ids bigint[], quantities int[], message text, digest text, client_key text, limits jsonb);
  -- A drop order (a Limited line, or the site password on) from a known address: only then is the
  -- address's drop cap looked at. The order's own word is enough for this early look: the verdict
  -- below stores nothing unless each line's badge and the password are what the order says, and
  -- settle_order decides under the lock on what the database says.
  drop_order := ord.client_key is not null
    and (coalesce((ord.limits ->> 'drop_on')::boolean, false)
         or exists (select 1 from jsonb_array_elements(ord.lines) l where (l ->> 'limited')::boolean));
  return query
  with wanted as materialized (
    select x.*, (p.name = x.product_name and p.price = x.unit_price and v.id = x.variant_id and (p.badge = 'limited') = x.limited) is true as current,
           coalesce(v.stock, 0) as stock
    from jsonb_to_recordset(ord.lines)
      as x(n int, product_id text, variant_id bigint, product_name text, size text, color text, unit_price int, quantity int, line_total int, limited boolean)
    -- The name in the order's language, as the shopper saw it (the default language's where none was written).
    left join lateral (select coalesce(nullif(p.translations -> ord.locale ->> 'name', ''), p.name) as name, p.price, coalesce(p.badge, '') as badge
                       from products p where p.id = x.product_id and p.published limit 1) p on true
    left join lateral (select v.id, v.stock from variants v where v.product_id = x.product_id and v.size = x.size and v.color = x.color limit 1) v on true),
  limits as (
    select * from jsonb_to_record(ord.limits)
      as l(total_ceiling int, max_units int, max_units_drop int, drop_on boolean)),
  -- What can be seen of the phone's last orders and the address's now (settle_order decides under locks).
  cooldown as (select * from phone_cooldown(ord.phone, null, ord.flow, ord.digest)),
  rate as (select * from address_rate(ord.client_key, null)),
  capped as (select * from address_drop_units(ord.client_key, null, ord.variant_ids, ord.quantities) where drop_order),
  verdict as (
    select exists (select 1 from orders where idempotency_key = ord.key) as key_taken,
           (select c.seconds_left from cooldown c) as cooldown_remaining,
           (select c.window_seconds from cooldown c) as cooldown_seconds,
           (select r.seconds_left from rate r) as rate_remaining,
           (select json_build_object('variantId', c.variant_id, 'limit', c.units_limit, 'taken', c.units_taken,
                                     'windowSeconds', c.window_seconds, 'retryAfterSeconds', c.seconds_left) from capped c) as drop_capped,
           coalesce((select bool_and(w.current) from wanted w), false)
             and exists (select 1 from wilayas w where w.code = ord.wilaya_code and w.home_price = ord.home_price and w.office_price = ord.office_price)
             and (select coalesce(max(s.free_shipping_threshold), ord.free_shipping_threshold) = ord.free_shipping_threshold
                         and coalesce(max(s.currency), ord.currency) = ord.currency
                         and coalesce(max(s.site_title), ord.site_title) = ord.site_title
                         and coalesce(max(s.order_total_ceiling), 10000000) = l.total_ceiling
                         and coalesce(max(s.order_max_units_per_variant), 10) = l.max_units
                         and coalesce(max(s.order_max_units_per_variant_drop), 2) = l.max_units_drop
                         and coalesce(bool_or(s.password_enabled), false) = l.drop_on
                  from site_settings s, limits l where s.id = 1 group by l.total_ceiling, l.max_units, l.max_units_drop, l.drop_on)
                 is not false
             -- The server refused these before; checked again so that no stored order ever breaks them.
             and ord.total <= (select l.total_ceiling from limits l) and ord.subtotal + ord.shipping_price = ord.total
             and not exists (select 1 from wanted w, limits l
                             where w.quantity > case when w.limited or l.drop_on then l.max_units_drop else l.max_units end) as prices_current,
           (select json_build_object('variantId', w.variant_id, 'available', w.stock) from wanted w where w.stock < w.quantity order by w.n limit 1) as short_line),
  placed as (
    insert into orders (idempotency_key, flow, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                        subtotal, shipping_price, total, currency, request_digest, client_key, locale, view_link_hash, confirm_link_hash)
    select ord.key, ord.flow, ord.name, ord.email, ord.phone, ord.address, ord.notes, ord.wilaya_code, ord.commune, ord.delivery_type,
           ord.subtotal::int, ord.shipping_price::int, ord.total::int, ord.currency, ord.digest, ord.client_key,
           ord.locale, ord.view_link_hash, ord.confirm_link_hash
    from verdict
    where not verdict.key_taken and verdict.prices_current and verdict.cooldown_remaining is null and verdict.rate_remaining is null
      and verdict.drop_capped is null and verdict.short_line is null
    on conflict (idempotency_key) do nothing
    returning id, number, created_at),
  stored_lines as (
    insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total)
    select placed.id, w.product_id, w.variant_id, w.product_name, w.size, w.color, w.unit_price, w.quantity, w.line_total
    from placed, wanted w order by w.n),
  history as (
    insert into order_status_history (order_id, status, note) select placed.id, 'pending', 'order placed' from placed),
  notice as (
    insert into outbox (kind, payload, attempts, next_attempt_at)
    select 'order_placed',
           jsonb_build_object('orderId', placed.id, 'orderNumber', placed.number,
                              'message', replace(ord.message, ord.number_token, placed.number::text)::jsonb),
           1, clock_timestamp() + make_interval(secs => ord.lease_seconds)
    from placed
    returning id)
  select v.key_taken, v.prices_current, v.cooldown_remaining, v.cooldown_seconds, v.rate_remaining, v.drop_capped, v.short_line,
         placed.id, placed.number, placed.created_at, notice.id::int,
         case when placed.id is not null then settle_order(placed.id, ord.phone, ord.flow, ord.digest, ord.client_key, ord.variant_ids, ord.quantities) end
  from verdict v left join placed on true left join notice on true;
end
$function$;
