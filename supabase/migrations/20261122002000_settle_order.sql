-- settle_order: the last step of storing an order, run by the statement that writes it.
--
-- An order is ONE statement in its own implicit transaction (one round trip from the order function):
-- it checks that the prices the server computed with are still the database's (and, on what it can
-- see, that the phone is out of its cooldown and the stock is there), writes the order, its lines, its
-- first status and its notification, then calls this function, which
--   1. refuses a second order from the same phone inside the cooldown (site_settings.order_cooldown_seconds),
--      raising SQLSTATE DZ429 with the seconds left in its detail, and
--   2. takes the stock of every line or of none (take_order_stock, which raises DZ409 when a line is short).
-- Either error undoes the whole statement: nothing of the order is kept.
--
-- The phone is locked first (an advisory lock held to the end of the transaction), and this function's
-- cooldown (phone_cooldown) sees what committed meanwhile: two orders from one phone at once queue
-- here, and the second sees the first. The order just written by the calling statement is left out by
-- its id. It returns true, so the caller can tell it ran; the
-- statement calls it only when it stored an order (not when the idempotency key was already taken).
-- phone_cooldown: the one rule of the order cooldown, for store_order's early look and settle_order's
-- decision. How long the shop makes a phone wait between orders (site_settings.order_cooldown_seconds,
-- 300 by default, 0 = no cooldown) and how many seconds this phone still has to wait (null: none),
-- leaving out `except_order` (the order being settled). Its query sees what committed before it ran,
-- also when the statement that calls it began earlier (a volatile function takes a new snapshot).
create or replace function public.phone_cooldown(phone text, except_order uuid)
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
          having count(*) > 0)
  from w;
end
$$;

revoke all on function public.phone_cooldown(text, uuid) from public, anon, authenticated;

create or replace function public.settle_order(order_id uuid, phone text, variant_ids bigint[], quantities int[])
returns boolean
language plpgsql
set search_path = public, pg_temp
as $$
declare
  cooldown record;
begin
  if order_id is null or phone is null or variant_ids is null or quantities is null then
    raise exception using errcode = '22004', message = 'settle_order: every argument is needed';
  end if;
  perform pg_advisory_xact_lock(4821338, hashtext(phone));
  select * into cooldown from phone_cooldown(phone, order_id);
  if cooldown.seconds_left is not null then
    raise exception using
      errcode = 'DZ429',
      message = 'order cooldown',
      detail = json_build_object('cooldownSeconds', cooldown.window_seconds, 'retryAfterSeconds', cooldown.seconds_left)::text;
  end if;
  perform take_order_stock(variant_ids, quantities);
  return true;
end
$$;

revoke all on function public.settle_order(uuid, text, bigint[], int[]) from public, anon, authenticated;
