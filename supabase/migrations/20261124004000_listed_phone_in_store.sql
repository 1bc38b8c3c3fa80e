-- store_order_unless_listed: the order's one statement, with the blacklist's check inside it.
-- A phone the owner listed (admin > blacklist) used to cost the order a statement of its own before
-- store_order: one more round trip to the database for every shopper. Now the check is the first thing
-- the statement does. A listed phone's order writes nothing of the order: the attempt is kept for the
-- owner instead (the newest 50 per phone, so a listed phone sending orders in a loop cannot fill the
-- table), and the caller answers the neutral refusal. Anything else is store_order's, unchanged.
create or replace function public.store_order_unless_listed(
  p_key text, p_flow text, p_name text, p_email text, p_phone text, p_address text, p_notes text, p_wilaya_code text, p_commune text,
  p_delivery_type text, p_subtotal bigint, p_shipping_price bigint, p_total bigint, p_currency text, p_home_price int, p_office_price int,
  p_free_shipping_threshold int, p_site_title text, p_lease_seconds int, p_number_token text,
  p_lines json, p_variant_ids bigint[], p_quantities int[], p_message text,
  p_digest text, p_client_key text, p_limits json)
returns table (
  listed boolean,
  key_taken boolean, prices_current boolean, cooldown_remaining int, cooldown_seconds int, rate_remaining int, short_line json,
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
    return query select true, null::boolean, null::boolean, null::int, null::int, null::int, null::json,
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
