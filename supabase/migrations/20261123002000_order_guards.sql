-- Order guards: what a hostile client or a double tap can no longer do.
--
-- 1. An idempotency key belongs to ONE order: the order keeps a digest of the request it was placed
--    with (request_digest, sha256 of the normalised request without its key and locale). The same key
--    with another body is refused by the server (idempotency_key_reused); with the same body it gets
--    the first order back, as before.
-- 2. A total past the owner's ceiling (site_settings.order_total_ceiling, 10,000,000 DZD by default)
--    is refused before anything is stored. The ceiling is at most 1,000,000,000, so a stored total
--    always fits the integer columns; store_order takes the totals as bigint so that no cast can
--    overflow before that check.
-- 3. Orders per client address (orders.client_key: an IPv4 address or an IPv6 /64): at most
--    order_rate_per_address (30 by default, 0 = no limit) in order_rate_window_seconds (600). Generous:
--    Algerian mobile carriers put many shoppers behind one IPv4 address. The most units of one variant
--    per order is order_max_units_per_variant (10), and order_max_units_per_variant_drop (2) for a
--    product with the 'limited' badge, or for every product while the site password is on.
-- 4. The cooldown (order_cooldown_seconds, 0 = off) keeps the spec's rule for the standalone checkout
--    (one order per window from a phone) and, in the cart and Buy Now, refuses only an order identical
--    to one the same phone placed in the window (a double tap).

alter table site_settings
  add column order_total_ceiling              integer not null default 10000000 check (order_total_ceiling between 1 and 1000000000),
  add column order_rate_per_address           integer not null default 30 check (order_rate_per_address between 0 and 1000000),
  add column order_rate_window_seconds        integer not null default 600 check (order_rate_window_seconds between 1 and 86400),
  add column order_max_units_per_variant      integer not null default 10 check (order_max_units_per_variant between 1 and 100),
  add column order_max_units_per_variant_drop integer not null default 2 check (order_max_units_per_variant_drop between 1 and 100);

alter table orders
  add column request_digest text check (request_digest ~ '^[0-9a-f]{64}$'),
  add column client_key text check (length(client_key) between 1 and 100);

create index orders_client_recent_idx on orders (client_key, created_at desc) where client_key is not null;

drop function if exists public.store_order(text, text, text, text, text, text, text, text, text, text, int, int, int, text, int, int, int, text, int, text, json, bigint[], int[], text);
drop function if exists public.settle_order(uuid, text, bigint[], int[]);
drop function if exists public.phone_cooldown(text, uuid);

-- phone_cooldown: the one rule of the order cooldown, for store_order's early look and settle_order's
-- decision. The window (site_settings.order_cooldown_seconds, 300 by default, 0 = none) and how many
-- seconds this phone still has to wait (null: none), leaving out `except_order` (the order being
-- settled). The standalone checkout waits after any order of the phone; the cart and Buy Now only after
-- an identical one (same request digest, which includes the flow). Its query sees what committed before
-- it ran, also when the statement that calls it began earlier (a volatile function takes a new snapshot).
create or replace function public.phone_cooldown(phone text, except_order uuid, flow text, digest text)
returns table (window_seconds int, seconds_left int)
language plpgsql
set search_path = public, pg_temp
as $$
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
$$;

revoke all on function public.phone_cooldown(text, uuid, text, text) from public, anon, authenticated;

-- address_rate: the orders of one client address in the window, against the owner's limit. The limit,
-- the window and, when the address has used up its orders, the seconds until its oldest one in the
-- window leaves it (null: it may order). No address (null) or a limit of 0: never limited. Only the
-- last `order_rate_per_address` orders are read (the index on client_key, created_at), so the cost is
-- bounded by the limit, not by the address's history.
create or replace function public.address_rate(client_key text, except_order uuid)
returns table (rate_limit int, window_seconds int, seconds_left int)
language plpgsql
set search_path = public, pg_temp
as $$
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
$$;

revoke all on function public.address_rate(text, uuid) from public, anon, authenticated;

-- settle_order: the last step of storing an order, run by the statement that writes it (see
-- 20261122002000 for the whole story). Under the phone's lock it applies the cooldown (DZ429); under the
-- client address's lock it applies the per-address limit (DZ430, with the seconds left); then it takes
-- the stock of every line or of none (take_order_stock, DZ409). Either error undoes the statement.
-- Locks are always taken phone first, then address, then variants in id order: never a deadlock. The
-- address lock is taken only while a limit is in force, so a shop that turns it off queues nothing.
create or replace function public.settle_order(
  order_id uuid, phone text, flow text, digest text, client_key text, variant_ids bigint[], quantities int[])
returns boolean
language plpgsql
set search_path = public, pg_temp
as $$
declare
  cooldown record;
  rate record;
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
  if client_key is not null and exists (select 1 from site_settings s where s.id = 1 and s.order_rate_per_address > 0) then
    perform pg_advisory_xact_lock(4821339, hashtext(client_key));
    select * into rate from address_rate(client_key, order_id);
    if rate.seconds_left is not null then
      raise exception using
        errcode = 'DZ430',
        message = 'order rate per address',
        detail = json_build_object('retryAfterSeconds', rate.seconds_left, 'windowSeconds', rate.window_seconds, 'limit', rate.rate_limit)::text;
    end if;
  end if;
  perform take_order_stock(variant_ids, quantities);
  return true;
end
$$;

revoke all on function public.settle_order(uuid, text, text, text, text, bigint[], int[]) from public, anon, authenticated;

-- store_order: the statement that stores an order (src/server/orders/orders.repo.ts explains it), kept
-- in a function so that the database session keeps its plan (see 20261122002100). It now also checks
-- the settings the order was checked with (the total ceiling, the units caps and whether a drop is on)
-- and each line's 'limited' badge, stores the request's digest and client address, and looks early at
-- the address's limit. The totals come as bigint: a total past the ceiling is never cast to integer.
create or replace function public.store_order(
  p_key text, p_flow text, p_name text, p_email text, p_phone text, p_address text, p_notes text, p_wilaya_code text, p_commune text,
  p_delivery_type text, p_subtotal bigint, p_shipping_price bigint, p_total bigint, p_currency text, p_home_price int, p_office_price int,
  p_free_shipping_threshold int, p_site_title text, p_lease_seconds int, p_number_token text,
  p_lines json, p_variant_ids bigint[], p_quantities int[], p_message text,
  p_digest text, p_client_key text, p_limits json)
returns table (
  key_taken boolean, prices_current boolean, cooldown_remaining int, cooldown_seconds int, rate_remaining int, short_line json,
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
  verdict as (
    select exists (select 1 from orders where idempotency_key = p_key) as key_taken,
           (select c.seconds_left from cooldown c) as cooldown_remaining,
           (select c.window_seconds from cooldown c) as cooldown_seconds,
           (select r.seconds_left from rate r) as rate_remaining,
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
      and verdict.short_line is null
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
  select v.key_taken, v.prices_current, v.cooldown_remaining, v.cooldown_seconds, v.rate_remaining, v.short_line,
         placed.id, placed.number, placed.created_at, notice.id::int,
         case when placed.id is not null then settle_order(placed.id, p_phone, p_flow, p_digest, p_client_key, p_variant_ids, p_quantities) end
  from verdict v left join placed on true left join notice on true;
end
$$;

revoke all on function public.store_order(text, text, text, text, text, text, text, text, text, text, bigint, bigint, bigint, text, int, int, int, text, int, text, json, bigint[], int[], text, text, text, json)
  from public, anon, authenticated;
