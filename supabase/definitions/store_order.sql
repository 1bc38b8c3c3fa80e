-- public.store_order as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261129011000_store_order_offers_and_codes.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

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
    lines jsonb, variant_ids bigint[], quantities int[], message text, digest text, client_key text, limits jsonb,
    attribution jsonb, offers_version bigint, discount_code jsonb, code_discount bigint, delivery_offer jsonb, delivery_discount bigint);
  -- A drop order (a Limited line, or the site password on) from a known address: only then is the
  -- address's drop cap looked at. The order's own word is enough for this early look: the verdict
  -- below stores nothing unless each line's badge and the password are what the order says, and
  -- settle_order decides under the lock on what the database says.
  drop_order := ord.client_key is not null
    and (coalesce((ord.limits ->> 'drop_on')::boolean, false)
         or exists (select 1 from jsonb_array_elements(ord.lines) l where (l ->> 'limited')::boolean));
  return query
  with wanted as materialized (
    select x.*, (p.name = x.product_name and p.price = x.unit_price and v.id = x.variant_id and (p.badge = 'limited') = x.limited
                 and p.category = x.category
                 -- The line's quantity offer, when it has one, is still the database's and on now.
                 and (x.offer is null
                      or exists (select 1 from quantity_offers q
                                 where q.id = (x.offer ->> 'id')::bigint and (q.starts_at is null or q.starts_at <= now())
                                   and (q.ends_at is null or now() < q.ends_at)))) is true as current,
           coalesce(v.stock, 0) as stock
    from jsonb_to_recordset(ord.lines)
      as x(n int, product_id text, variant_id bigint, product_name text, size text, color text, unit_price int, quantity int, line_total int,
           limited boolean, category text, offer jsonb, offer_discount int)
    -- The name in the order's language, as the shopper saw it (the default language's where none was written).
    left join lateral (select coalesce(nullif(p.translations -> ord.locale ->> 'name', ''), p.name) as name, p.price, coalesce(p.badge, '') as badge,
                              p.category
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
             -- The offers the server priced with are the database's (any change bumps the version).
             and exists (select 1 from quantity_offers_version q where q.id = 1 and q.version = ord.offers_version)
             and (ord.delivery_offer is null
                  or exists (select 1 from quantity_offers q
                             where q.id = (ord.delivery_offer ->> 'id')::bigint and q.kind = 'free_delivery'
                               and (q.starts_at is null or q.starts_at <= now()) and (q.ends_at is null or now() < q.ends_at)))
             -- The server refused these before; checked again so that no stored order ever breaks them.
             and ord.total <= (select l.total_ceiling from limits l)
             and ord.subtotal - ord.code_discount + ord.shipping_price = ord.total
             and not exists (select 1 from wanted w, limits l
                             where w.quantity > case when w.limited or l.drop_on then l.max_units_drop else l.max_units end) as prices_current,
           (select json_build_object('variantId', w.variant_id, 'available', w.stock) from wanted w where w.stock < w.quantity order by w.n limit 1) as short_line),
  placed as (
    insert into orders (idempotency_key, flow, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                        subtotal, shipping_price, total, currency, request_digest, client_key, locale, view_link_hash, confirm_link_hash,
                        discount_code, discount_code_id, discount_kind, code_discount, delivery_offer, delivery_discount)
    select ord.key, ord.flow, ord.name, ord.email, ord.phone, ord.address, ord.notes, ord.wilaya_code, ord.commune, ord.delivery_type,
           ord.subtotal::int, ord.shipping_price::int, ord.total::int, ord.currency, ord.digest, ord.client_key,
           ord.locale, ord.view_link_hash, ord.confirm_link_hash,
           ord.discount_code ->> 'code', (ord.discount_code ->> 'id')::bigint, ord.discount_code ->> 'kind', ord.code_discount::int,
           ord.delivery_offer, ord.delivery_discount::int
    from verdict
    where not verdict.key_taken and verdict.prices_current and verdict.cooldown_remaining is null and verdict.rate_remaining is null
      and verdict.drop_capped is null and verdict.short_line is null
    on conflict (idempotency_key) do nothing
    returning id, number, created_at),
  stored_lines as (
    insert into order_lines (order_id, product_id, variant_id, product_name, size, color, unit_price, quantity, line_total, offer, offer_discount)
    select placed.id, w.product_id, w.variant_id, w.product_name, w.size, w.color, w.unit_price, w.quantity, w.line_total,
           w.offer, w.offer_discount
    from placed, wanted w order by w.n),
  history as (
    insert into order_status_history (order_id, status, note) select placed.id, 'pending', 'order placed' from placed),
  -- Where the order came from, only when the shopper accepted the ads choice (the argument has it then).
  attributed as (
    insert into order_attribution (order_id, consented_at, fbp, fbc, ttclid, ttp, utm_source, utm_medium, utm_campaign,
                                   utm_content, utm_term, user_agent)
    select placed.id, a.consented_at, a.fbp, a.fbc, a.ttclid, a.ttp, a.utm_source, a.utm_medium, a.utm_campaign,
           a.utm_content, a.utm_term, a.user_agent
    from placed, jsonb_to_record(ord.attribution)
      as a(consented_at timestamptz, fbp text, fbc text, ttclid text, ttp text, utm_source text, utm_medium text,
           utm_campaign text, utm_content text, utm_term text, user_agent text)
    where jsonb_typeof(ord.attribution) = 'object'),
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
         -- The phone's, the address's and the stock's locks first (settle_order), the code's row last:
         -- every order takes them in this order. A CASE runs its branches in order.
         case when placed.id is null then null
              when not settle_order(placed.id, ord.phone, ord.flow, ord.digest, ord.client_key, ord.variant_ids, ord.quantities) then false
              when ord.discount_code is null then true
              else redeem_discount_code(placed.id, ord.phone, ord.discount_code, ord.subtotal::int, ord.code_discount::int, ord.shipping_price::int)
         end
  from verdict v left join placed on true left join notice on true;
end
$function$
