-- public.redeem_discount_code as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261129001000_offers_and_codes.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.redeem_discount_code(p_order_id uuid, p_phone text, p_code jsonb, p_subtotal integer, p_code_discount integer, p_shipping_price integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  c discount_codes;
  reason text;
begin
  select * into c from discount_codes where code = p_code ->> 'code';
  if not found then
    reason := 'unknown';
  elsif c.id <> (p_code ->> 'id')::bigint or c.kind <> p_code ->> 'kind' or c.value <> (p_code ->> 'value')::int
        or c.min_goods <> (p_code ->> 'min_goods')::int
        -- (in parentheses: plpgsql reads an IF's condition up to the first THEN outside them)
        or p_code_discount <> (case c.kind when 'percent' then p_subtotal * c.value / 100
                                            when 'amount' then least(c.value, p_subtotal) else 0 end)
        or (c.kind = 'free_delivery' and p_shipping_price <> 0) then
    reason := 'changed';
  elsif c.starts_at is not null and now() < c.starts_at then
    reason := 'not_yet';
  elsif c.ends_at is not null and now() >= c.ends_at then
    reason := 'expired';
  elsif p_subtotal < c.min_goods then
    reason := 'under_minimum';
  elsif c.once_per_phone and exists (select 1 from discount_code_uses u
                                     where u.code_id = c.id and u.phone = p_phone and u.once_per_phone and u.given_back_at is null) then
    reason := 'phone_used';
  else
    -- Only a code with a most number of uses counts them on its row (the row every order with the
    -- code then queues on, until it commits); a code without one is never locked: its uses are its rows.
    if c.max_uses is not null then
      update discount_codes set uses = uses + 1 where id = c.id and uses < max_uses;
    end if;
    if c.max_uses is not null and not found then
      reason := 'used_up';
    else
      insert into discount_code_uses (order_id, code_id, phone, once_per_phone) values (p_order_id, c.id, p_phone, c.once_per_phone);
      return true;
    end if;
  end if;
  raise exception using errcode = 'DZ440', message = 'discount code refused', detail = json_build_object('reason', reason)::text;
end
$function$
