-- The admin's order extras: test orders, the carrier's tracking number, and what the backups need.

-- A test order ('Send a test order' in the admin) goes through the real order path and the real
-- webhook, but never counts in the figures and can be deleted. Shoppers cannot make one: the flag is
-- set as the order row is written, only when its idempotency key was registered just before by the
-- admin's function (a random key nobody else knows) in test_order_keys.
alter table orders add column is_test boolean not null default false;

create table test_order_keys (
  idempotency_key text primary key check (length(idempotency_key) between 8 and 100),
  created_at      timestamptz not null default now()
);

create or replace function public.orders_mark_test()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if exists (select 1 from test_order_keys k where k.idempotency_key = new.idempotency_key) then
    new.is_test := true;
  end if;
  return new;
end
$$;

revoke all on function public.orders_mark_test() from public, anon, authenticated;

create trigger orders_mark_test before insert on orders
  for each row execute function public.orders_mark_test();

-- The parcel the owner created at the carrier for this order: which carrier and its tracking number,
-- pasted from the carrier's answer to the bulk import.
alter table orders add column carrier text check (carrier in ('yalidine', 'ecotrack'));
alter table orders add column tracking_number text check (length(tracking_number) between 1 and 100);

alter table test_order_keys enable row level security;
revoke all on table test_order_keys from anon, authenticated, public;
