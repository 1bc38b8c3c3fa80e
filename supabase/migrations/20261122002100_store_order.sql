-- store_order: the statement that stores an order (src/server/orders/orders.repo.ts explains it), kept
-- in a function so that the database session keeps its plan. In production the functions reach Supabase
-- through its transaction pooler, where the driver cannot keep prepared statements: sent as plain SQL
-- this statement was planned again for every order (npm run bench:orders -- --unprepared: 1.17 ms of
-- database CPU per order, 0.55 ms with this function; with prepared statements both take 0.35 ms).
-- The p_ prefix keeps the parameters apart from the columns of the same names.
create or replace function public.store_order(
  p_key text, p_flow text, p_name text, p_email text, p_phone text, p_address text, p_notes text, p_wilaya_code text, p_commune text,
  p_delivery_type text, p_subtotal int, p_shipping_price int, p_total int, p_currency text, p_home_price int, p_office_price int,
  p_free_shipping_threshold int, p_site_title text, p_lease_seconds int, p_number_token text,
  p_lines json, p_variant_ids bigint[], p_quantities int[], p_message text)
returns table (
  key_taken boolean, prices_current boolean, cooldown_remaining int, cooldown_seconds int, short_line json,
  order_id uuid, order_number int, order_created_at timestamptz, notification_id int, settled boolean
)
language plpgsql
set search_path = public, pg_temp
-- Planned once per session: every lookup is by key, so the plan never depends on the order's values.
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  with wanted as materialized (
    select x.*, (p.name = x.product_name and p.price = x.unit_price and v.id = x.variant_id) is true as current, coalesce(v.stock, 0) as stock
    from json_to_recordset(p_lines)
      as x(n int, product_id text, variant_id bigint, product_name text, size text, color text, unit_price int, quantity int, line_total int)
    left join lateral (select p.name, p.price from products p where p.id = x.product_id and p.published limit 1) p on true
    left join lateral (select v.id, v.stock from variants v where v.product_id = x.product_id and v.size = x.size and v.color = x.color limit 1) v on true),
  -- What can be seen of the phone's last order now (settle_order decides under the phone's lock).
  cooldown as (select * from phone_cooldown(p_phone, null)),
  verdict as (
    select exists (select 1 from orders where idempotency_key = p_key) as key_taken,
           (select c.seconds_left from cooldown c) as cooldown_remaining,
           (select c.window_seconds from cooldown c) as cooldown_seconds,
           coalesce((select bool_and(w.current) from wanted w), false)
             and exists (select 1 from wilayas w where w.code = p_wilaya_code and w.home_price = p_home_price and w.office_price = p_office_price)
             and (select coalesce(max(s.free_shipping_threshold), p_free_shipping_threshold) = p_free_shipping_threshold
                         and coalesce(max(s.currency), p_currency) = p_currency
                         and coalesce(max(s.site_title), p_site_title) = p_site_title
                  from site_settings s where s.id = 1) as prices_current,
           (select json_build_object('variantId', w.variant_id, 'available', w.stock) from wanted w where w.stock < w.quantity order by w.n limit 1) as short_line),
  placed as (
    insert into orders (idempotency_key, flow, customer_name, email, phone, address, notes, wilaya_code, commune, delivery_type,
                        subtotal, shipping_price, total, currency)
    select p_key, p_flow, p_name, p_email, p_phone, p_address, p_notes, p_wilaya_code, p_commune, p_delivery_type,
           p_subtotal, p_shipping_price, p_total, p_currency
    from verdict where not verdict.key_taken and verdict.prices_current and verdict.cooldown_remaining is null and verdict.short_line is null
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
  select v.key_taken, v.prices_current, v.cooldown_remaining, v.cooldown_seconds, v.short_line, placed.id, placed.number, placed.created_at,
         notice.id::int,
         case when placed.id is not null then settle_order(placed.id, p_phone, p_variant_ids, p_quantities) end
  from verdict v left join placed on true left join notice on true;
end
$$;

revoke all on function public.store_order(text, text, text, text, text, text, text, text, text, text, int, int, int, text, int, int, int, text, int, text, json, bigint[], int[], text)
  from public, anon, authenticated;
