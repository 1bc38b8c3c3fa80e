-- store_order_unless_listed reads only the phone of an everyday order (issue #36 §5).
--
-- It unpacked eight fields of the order's jsonb argument on every order to check the blacklist, then
-- store_order unpacked the whole argument again. Now the check reads `p_order ->> 'phone'` and the
-- fields a refused attempt keeps are unpacked only for a listed phone. The same check, the same
-- refused attempt, the same call of store_order.

CREATE OR REPLACE FUNCTION public.store_order_unless_listed(p_order jsonb)
 RETURNS TABLE(listed boolean, key_taken boolean, prices_current boolean, cooldown_remaining integer, cooldown_seconds integer, rate_remaining integer, drop_capped json, short_line json, order_id uuid, order_number integer, order_created_at timestamp with time zone, notification_id integer, settled boolean)
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
#variable_conflict use_column
declare
  ord record;
begin
  -- Only the phone is read for the check; the rest of the order is unpacked for a listed phone alone
  -- (store_order unpacks it for every other order).
  if exists (select 1 from phone_blacklist b where b.phone = p_order ->> 'phone') then
    select * into strict ord from jsonb_to_record(p_order) as x(
      phone text, name text, wilaya_code text, commune text, address text, flow text, quantities int[], client_key text);
    insert into refused_order_attempts (phone, customer_name, wilaya_code, commune, address, flow, item_count, client_key)
    values (ord.phone, ord.name, ord.wilaya_code, ord.commune, ord.address, ord.flow,
            (select coalesce(sum(q), 0)::int from unnest(ord.quantities) q), ord.client_key);
    delete from refused_order_attempts where id in (
      select r.id from refused_order_attempts r where r.phone = ord.phone order by r.at desc, r.id desc offset 50);
    return query select true, null::boolean, null::boolean, null::int, null::int, null::int, null::json, null::json,
                        null::uuid, null::int, null::timestamptz, null::int, null::boolean;
    return;
  end if;
  return query select false, s.* from store_order(p_order) s;
end
$function$;
