-- The units of one drop variant per client address: one address may no longer buy out a drop.
--
-- With the per-order cap (order_max_units_per_variant_drop, 2) and the orders per address
-- (order_rate_per_address, 30 per order_rate_window_seconds, 600), one address with invented phone
-- numbers could still take 60 units of a drop in ten minutes: a whole 50-unit Limited drop in 25
-- requests. Now, during a drop (a product with the 'limited' badge, or every product while the site
-- password is on, as for the per-order cap), the units of ONE variant that one client address (an
-- IPv4 address or an IPv6 /64: orders.client_key) may order in the window are capped:
-- site_settings.order_drop_units_per_address, 4 by default, 0 = no cap. The window is the
-- per-address limit's (order_rate_window_seconds).
--
-- The cap is applied inside the order's one statement: store_order looks early (so a refused order
-- writes nothing and uses no order number), and settle_order decides under the client address's
-- advisory lock (the one the per-address limit takes), counting what committed before it: two requests
-- from the same address at once cannot both fit under the cap. A refusal raises SQLSTATE DZ431 with
-- the variant, the cap, the units already taken and when there will be room (null: the quantity alone
-- is over the cap), and undoes the statement.

alter table site_settings
  add column order_drop_units_per_address integer not null default 4 check (order_drop_units_per_address between 0 and 1000);

-- address_drop_units: the first variant of the order (by id) that would take the address past the cap,
-- with the cap, the units the address already has in the window, the window, and the seconds until
-- enough of those units leave it for this quantity to fit (null: never, the quantity alone is over the
-- cap). No row: the order fits, is no drop, has no client address, or the cap is off (0). The order
-- `except_order` (the one being settled) is left out of the count, its own quantities are added.
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
  -- The order's drop variants, a variant on two lines counted once for the sum.
  wanted as (
    select w.id, sum(w.quantity)::int as quantity
    from unnest(variant_ids, quantities) as w(id, quantity), s
    where address_drop_units.client_key is not null and s.lim > 0
      and (s.locked or exists (select 1 from variants v join products p on p.id = v.product_id where v.id = w.id and p.badge = 'limited'))
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

-- settle_order: as in 20261123002000, and then, under the same address lock, the drop cap (DZ431).
-- The address lock is now taken while either per-address rule is in force.
create or replace function public.settle_order(
  order_id uuid, phone text, flow text, digest text, client_key text, variant_ids bigint[], quantities int[])
returns boolean
language plpgsql
set search_path = public, pg_temp
as $$
declare
  cooldown record;
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
  if client_key is not null
     and exists (select 1 from site_settings s where s.id = 1 and (s.order_rate_per_address > 0 or s.order_drop_units_per_address > 0)) then
    perform pg_advisory_xact_lock(4821339, hashtext(client_key));
    select * into rate from address_rate(client_key, order_id);
    if rate.seconds_left is not null then
      raise exception using
        errcode = 'DZ430',
        message = 'order rate per address',
        detail = json_build_object('retryAfterSeconds', rate.seconds_left, 'windowSeconds', rate.window_seconds, 'limit', rate.rate_limit)::text;
    end if;
    select * into capped from address_drop_units(client_key, order_id, variant_ids, quantities);
    if found then
      raise exception using
        errcode = 'DZ431',
        message = 'drop units per address',
        detail = json_build_object('variantId', capped.variant_id, 'limit', capped.units_limit, 'taken', capped.units_taken,
                                   'windowSeconds', capped.window_seconds, 'retryAfterSeconds', capped.seconds_left)::text;
    end if;
  end if;
  perform take_order_stock(variant_ids, quantities);
  return true;
end
$$;

revoke all on function public.settle_order(uuid, text, text, text, text, bigint[], int[]) from public, anon, authenticated;

-- store_order and store_order_unless_listed: as in 20261123002000 and 20261124004000, with the early look
-- at the drop cap (drop_capped: null, or what address_drop_units found) returned beside the others.
-- Their result gains a column, so they are made anew.
drop function public.store_order_unless_listed(text, text, text, text, text, text, text, text, text, text, bigint, bigint, bigint, text, int, int, int, text, int, text, json, bigint[], int[], text, text, text, json);
drop function public.store_order(text, text, text, text, text, text, text, text, text, text, bigint, bigint, bigint, text, int, int, int, text, int, text, json, bigint[], int[], text, text, text, json);

create or replace function public.store_order(
  p_key text, p_flow text, p_name text, p_email text, p_phone text, p_address text, p_notes text, p_wilaya_code text, p_commune text,
  p_delivery_type text, p_subtotal bigint, p_shipping_price bigint, p_total bigint, p_currency text, p_home_price int, p_office_price int,
  p_free_shipping_threshold int, p_site_title text, p_lease_seconds int, p_number_token text,
  p_lines json, p_variant_ids bigint[], p_quantities int[], p_message text,
  p_digest text, p_client_key text, p_limits json)
returns table (
  key_taken boolean, prices_current boolean, cooldown_remaining int, cooldown_seconds int, rate_remaining int, drop_capped json, short_line json,
  order_id uuid, order_number int, order_created_at timestamptz, notification_id int, settled boolean
)
language plpgsql
set search_path = public, pg_temp
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with wanted as materialized (
    select x.*, (p.name = x.product_name and p.price = x.unit_price and v.id = x.variant_id and (p.badge = 'limited') = x.limited) is true as current,
           coalesce(v.stock, 0) as stock
    from json_to_recordset(p_lines)
      as x(n int, product_id text, variant_id bigint, product_name text, size text, color text, unit_price int, quantity int, line_total int, limited boolean)
    left join lateral (select p.name, p.price, coalesce(p.badge, '') as badge from products p where p.id = x.product_id and p.published limit 1) p on true
    left join lateral (select v.id, v.stock from variants v where v.product_id = x.product_id and v.size = x.size and v.color = x.color limit 1) v on true),
  limits as (
    select * from json_to_record(p_limits)
      as l(total_ceiling int, max_units int, max_units_drop int, drop_on boolean)),
  -- What can be seen of the phone's last orders and the address's now (settle_order decides under locks).
  cooldown as (select * from phone_cooldown(p_phone, null, p_flow, p_digest)),
  rate as (select * from address_rate(p_client_key, null)),
  capped as (select * from address_drop_units(p_client_key, null, p_variant_ids, p_quantities)),
  verdict as (
    select exists (select 1 from orders where idempotency_key = p_key) as key_taken,
           (select c.seconds_left from cooldown c) as cooldown_remaining,
           (select c.window_seconds from cooldown c) as cooldown_seconds,
           (select r.seconds_left from rate r) as rate_remaining,
           (select json_build_object('variantId', c.variant_id, 'limit', c.units_limit, 'taken', c.units_taken,
                                     'windowSeconds', c.window_seconds, 'retryAfterSeconds', c.seconds_left) from capped c) as drop_capped,
           coalesce((select bool_and(w.current) from wanted w), false)
             and exists (select 1 from wilayas w where w.code = p_wilaya_code and w.home_price = p_home_price and w.office_price = p_office_price)
             and (select coalesce(max(s.free_shipping_threshold), p_free_shipping_threshold) = p_free_shipping_threshold
                         and coalesce(max(s.currency), p_currency) = p_currency
                         and coalesce(max(s.site_title), p_site_title) = p_site_title
                         and coalesce(max(s.order_total_ceiling), 10000000) = l.total_ceiling
                         and coalesce(max(s.order_max_units_per_variant), 10) = l.max_units
                         and coalesce(max(s.order_max_units_per_variant_drop), 2) = l.max_units_drop
                         and coalesce(bool_or(s.password_enabled), false) = l.drop_on
                  from site_settings s, limits l where s.id = 1 group by l.total_ceiling, l.max_units, l.max_units_drop, l.drop_on)
                 is not false
             -- The server refused these before; checked again so that no stored order ever breaks them.
             and p_total <= (select l.total_ceiling from limits l) and p_subtotal + p_shipping_price = p_total
             and not exists (select 1 from wanted w, limits l
                             where w.quantity > case when w.limited or l.drop_on then l.max_units_drop else l.max_units end) as prices_current,
           (select json_build_object('variantId', w.variant_id, 'available', w.stock) from wanted w where w.stock < w.quantity order by w.n limit 1) as short_line),
  placed as (
    insert into orders (idempotency_key, flow, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                        subtotal, shipping_price, total, currency, request_digest, client_key)
    select p_key, p_flow, p_name, p_email, p_phone, p_address, p_notes, p_wilaya_code, p_commune, p_delivery_type,
           p_subtotal::int, p_shipping_price::int, p_total::int, p_currency, p_digest, p_client_key
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
                              'message', replace(p_message, p_number_token, placed.number::text)::jsonb),
           1, clock_timestamp() + make_interval(secs => p_lease_seconds)
    from placed
    returning id)
  select v.key_taken, v.prices_current, v.cooldown_remaining, v.cooldown_seconds, v.rate_remaining, v.drop_capped, v.short_line,
         placed.id, placed.number, placed.created_at, notice.id::int,
         case when placed.id is not null then settle_order(placed.id, p_phone, p_flow, p_digest, p_client_key, p_variant_ids, p_quantities) end
  from verdict v left join placed on true left join notice on true;
end
$$;

revoke all on function public.store_order(text, text, text, text, text, text, text, text, text, text, bigint, bigint, bigint, text, int, int, int, text, int, text, json, bigint[], int[], text, text, text, json)
  from public, anon, authenticated;

create or replace function public.store_order_unless_listed(
  p_key text, p_flow text, p_name text, p_email text, p_phone text, p_address text, p_notes text, p_wilaya_code text, p_commune text,
  p_delivery_type text, p_subtotal bigint, p_shipping_price bigint, p_total bigint, p_currency text, p_home_price int, p_office_price int,
  p_free_shipping_threshold int, p_site_title text, p_lease_seconds int, p_number_token text,
  p_lines json, p_variant_ids bigint[], p_quantities int[], p_message text,
  p_digest text, p_client_key text, p_limits json)
returns table (
  listed boolean,
  key_taken boolean, prices_current boolean, cooldown_remaining int, cooldown_seconds int, rate_remaining int, drop_capped json, short_line json,
  order_id uuid, order_number int, order_created_at timestamptz, notification_id int, settled boolean
)
language plpgsql
set search_path = public, pg_temp
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  if exists (select 1 from phone_blacklist b where b.phone = p_phone) then
    insert into refused_order_attempts (phone, customer_name, wilaya_code, commune, address, flow, item_count, client_key)
    values (p_phone, p_name, p_wilaya_code, p_commune, p_address, p_flow,
            (select coalesce(sum(q), 0)::int from unnest(p_quantities) q), p_client_key);
    delete from refused_order_attempts where id in (
      select r.id from refused_order_attempts r where r.phone = p_phone order by r.at desc, r.id desc offset 50);
    return query select true, null::boolean, null::boolean, null::int, null::int, null::int, null::json, null::json,
                        null::uuid, null::int, null::timestamptz, null::int, null::boolean;
    return;
  end if;
  return query select false, s.* from store_order(
    p_key, p_flow, p_name, p_email, p_phone, p_address, p_notes, p_wilaya_code, p_commune, p_delivery_type, p_subtotal, p_shipping_price,
    p_total, p_currency, p_home_price, p_office_price, p_free_shipping_threshold, p_site_title, p_lease_seconds, p_number_token,
    p_lines, p_variant_ids, p_quantities, p_message, p_digest, p_client_key, p_limits) s;
end
$$;

revoke all on function public.store_order_unless_listed(text, text, text, text, text, text, text, text, text, text, bigint, bigint, bigint, text, int, int, int, text, int, text, json, bigint[], int[], text, text, text, json)
  from public, anon, authenticated;
