-- Quantity offers and discount codes (issue 42 §1, §2), priced by the server, stored with the order.
--
-- How the money works (docs/offers-and-codes.md):
-- - a line's quantity offer is money off that line: line_total = unit_price * quantity - offer_discount,
--   and the line keeps the offer as the shopper saw it (`offer`, jsonb) and the amount;
-- - the order's subtotal is the sum of its lines (after their offers); a discount code takes
--   `code_discount` off the goods, or makes delivery free (shipping_price 0); so
--   total = subtotal - code_discount + shipping_price, the cash the carrier collects;
-- - the order statement (store_order, 20261129011000) stores nothing unless the offers the server priced with are
--   still the database's (quantity_offers_version, and each line's offer active now), and it redeems
--   the code under the code row's lock (redeem_discount_code): exactly max_uses orders get it.

-- Quantity offers ---------------------------------------------------------------------------------

-- One offer covers one product or every product of one category (counted together: "any 2 T-shirts").
--   percent        min_quantity pieces or more: value % off each covered piece (1..90)
--   bundle_price   each group of min_quantity pieces costs value DZD (less than the pieces' price)
--   free_delivery  min_quantity pieces or more: delivery is free (value 0)
create table quantity_offers (
  id           bigint generated always as identity primary key,
  product_id   text references products (id) on delete cascade,
  category     text references categories (name) on delete cascade on update cascade,
  kind         text not null check (kind in ('percent', 'bundle_price', 'free_delivery')),
  min_quantity integer not null check (min_quantity between 1 and 100),
  value        integer not null check (
                 case kind when 'percent' then value between 1 and 90
                           when 'bundle_price' then value between 1 and 10000000
                           else value = 0 end),
  starts_at    timestamptz,
  ends_at      timestamptz,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  check ((product_id is null) <> (category is null)),
  check (kind <> 'bundle_price' or min_quantity >= 2),
  check (starts_at is null or ends_at is null or ends_at > starts_at)
);
create index quantity_offers_product_idx on quantity_offers (product_id) where product_id is not null;
create index quantity_offers_category_idx on quantity_offers (category) where category is not null;

-- Bumped by every change to quantity_offers (a product or a category deleted or renamed included):
-- an order priced with an older version is sent back to a fresh read, as for a changed price.
create table quantity_offers_version (
  id      smallint primary key default 1 check (id = 1),
  version bigint not null default 0
);
insert into quantity_offers_version (id, version) values (1, 0);

create function bump_quantity_offers_version() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  update quantity_offers_version set version = version + 1 where id = 1;
  return null;
end
$$;
create trigger quantity_offers_changed after insert or update or delete or truncate on quantity_offers
  for each statement execute function bump_quantity_offers_version();

-- Discount codes ----------------------------------------------------------------------------------

--   percent        value % off the goods (1..90)
--   amount         value DZD off the goods (never more than the goods)
--   free_delivery  delivery is free (value 0)
-- A code is typed in any case and stored in capitals. For a code with max_uses, `uses` counts the
-- orders holding it now (a cancelled order gives its use back: redeem/give_back below), never past
-- max_uses; a code without a limit keeps 0 there (its uses are its rows in discount_code_uses).
create table discount_codes (
  id             bigint generated always as identity primary key,
  code           text not null unique check (code ~ '^[A-Z0-9][A-Z0-9_-]{1,29}$'),
  kind           text not null check (kind in ('percent', 'amount', 'free_delivery')),
  value          integer not null check (
                   case kind when 'percent' then value between 1 and 90
                             when 'amount' then value between 1 and 10000000
                             else value = 0 end),
  min_goods      integer not null default 0 check (min_goods between 0 and 10000000),
  starts_at      timestamptz,
  ends_at        timestamptz,
  max_uses       integer check (max_uses is null or max_uses between 1 and 1000000),
  uses           integer not null default 0 check (uses >= 0 and (max_uses is null or uses <= max_uses)),
  once_per_phone boolean not null default false,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  check (starts_at is null or ends_at is null or ends_at > starts_at)
);

-- One row per order that used a code. once_per_phone is the code's rule when the order was placed.
create table discount_code_uses (
  order_id       uuid primary key references orders (id) on delete cascade,
  -- Set null when the owner removes the code (the use stays with its order; an orders-only backup
  -- restores without the codes, as an order line without its variant).
  code_id        bigint references discount_codes (id) on delete set null,
  phone          text not null,
  once_per_phone boolean not null,
  used_at        timestamptz not null default now(),
  given_back_at  timestamptz
);
create index discount_code_uses_code_idx on discount_code_uses (code_id);
create unique index discount_code_uses_once_per_phone on discount_code_uses (code_id, phone)
  where once_per_phone and given_back_at is null;

-- Orders and lines ---------------------------------------------------------------------------------

alter table order_lines
  add column offer jsonb check (offer is null or jsonb_typeof(offer) = 'object'),
  add column offer_discount integer not null default 0 check (offer_discount >= 0);
-- The schema's column checks had the names PostgreSQL gave them (by the columns they read): found by text.
do $$
declare
  c record;
begin
  for c in select conrelid::regclass::text as tab, conname from pg_constraint
           where contype = 'c' and ((conrelid = 'public.order_lines'::regclass and pg_get_constraintdef(oid) like '%line_total = (unit_price * quantity)%')
                                 or (conrelid = 'public.orders'::regclass and pg_get_constraintdef(oid) like '%total = (subtotal + shipping_price)%'))
  loop
    execute format('alter table %s drop constraint %I', c.tab, c.conname);
  end loop;
end
$$;
alter table order_lines add constraint order_lines_check
  check (line_total = unit_price * quantity - offer_discount and line_total >= 0);

alter table orders
  add column discount_code text,
  add column discount_code_id bigint references discount_codes (id) on delete set null,
  add column discount_kind text check (discount_kind in ('percent', 'amount', 'free_delivery')),
  add column code_discount integer not null default 0 check (code_discount >= 0),
  -- Delivery made free by a quantity offer: the offer as she saw it (shipping_price is then 0).
  add column delivery_offer jsonb check (delivery_offer is null or jsonb_typeof(delivery_offer) = 'object'),
  -- What delivery cost before an offer or a code made it free (0 otherwise): shown as the saving.
  add column delivery_discount integer not null default 0 check (delivery_discount >= 0);
alter table orders add constraint orders_check check (total = subtotal - code_discount + shipping_price and total >= 0);

alter table quantity_offers enable row level security;
alter table quantity_offers_version enable row level security;
alter table discount_codes enable row level security;
alter table discount_code_uses enable row level security;
revoke all on table quantity_offers, quantity_offers_version, discount_codes, discount_code_uses from anon, authenticated, public;

-- redeem_discount_code: the code's use for a stored order, under the code row's lock, or an exception
-- (SQLSTATE DZ440, detail {"reason": …}) that undoes the whole order statement. Reasons: unknown,
-- not_yet, expired, under_minimum, phone_used, used_up; 'changed' when the code's terms are not the ones
-- the server priced with (it reads them again). The UPDATE … WHERE uses < max_uses is the race guard:
-- concurrent orders queue on the row and each sees the count the one before committed (a code without
-- a limit takes no lock: nothing to count against).
create function redeem_discount_code(p_order_id uuid, p_phone text, p_code jsonb, p_subtotal integer,
                                     p_code_discount integer, p_shipping_price integer)
returns boolean
language plpgsql
set search_path = public, pg_temp
as $$
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
$$;
revoke all on function public.redeem_discount_code(uuid, text, jsonb, integer, integer, integer) from public, anon, authenticated;

-- give_back_discount_code_use: a cancelled order's code use back to its code, once (1 when given back).
create function give_back_discount_code_use(p_order_id uuid)
returns integer
language plpgsql
set search_path = public, pg_temp
as $$
declare
  back bigint;
begin
  update discount_code_uses set given_back_at = now() where order_id = p_order_id and given_back_at is null returning code_id into back;
  if back is null then return 0; end if;
  update discount_codes set uses = uses - 1 where id = back and uses > 0;
  return 1;
end
$$;
revoke all on function public.give_back_discount_code_use(uuid) from public, anon, authenticated;

-- store_order itself takes the offers and the code in 20261129011000_store_order_offers_and_codes.sql
-- (after 20261129005100, which gave it the order's attribution: that one keeps both).
