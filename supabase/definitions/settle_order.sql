-- public.settle_order as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261128211500_settle_order_drop_test_inline.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.settle_order(order_id uuid, phone text, flow text, digest text, client_key text, variant_ids bigint[], quantities integer[])
 RETURNS boolean
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
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
           s.order_drop_units_per_address > 0
             and (s.password_enabled
                  or exists (select 1
                             from unnest(variant_ids) as w(id)
                             cross join lateral (select 1 from variants v join products p on p.id = v.product_id
                                                 where v.id = w.id and p.badge = 'limited' limit 1) as limited))
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
$function$
