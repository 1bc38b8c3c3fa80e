-- The admin's order work (issue 13): orders move along the workflow, are edited before shipping, carry
-- their call log, and phones can be refused. The rules of which move is allowed live in
-- src/domain/admin-orders/workflow.ts; the service applies them in the statement that moves the order
-- (the status it comes from must still be the row's), so two admins clicking at once move it once.
-- orders.is_test and orders.tracking_number come with 20261124002500_orders_extras.sql.

alter table orders
  -- The version an edit is checked against (a stale edit is refused), bumped by every admin change.
  add column updated_at timestamptz not null default now(),
  -- When the units went back to stock: at the cancel, or when a returned parcel was received. Once.
  add column stock_returned_at timestamptz,
  -- The name's words for the list's search (each searched word is the start of one of them).
  add column name_words tsvector generated always as (to_tsvector('simple', customer_name)) stored;

update orders set updated_at = created_at;

-- The list: newest first by (created_at, number), keyset pages; one index per common filter so that
-- the first page of any filter reads about a page of rows (npm run bench:admin). The status and
-- wilaya indexes carry the other filters' columns: the tabs' counts check them on the index alone.
create index orders_list_idx on orders (created_at desc, number desc);
create index orders_status_list_idx on orders (status, created_at desc, number desc) include (flow, wilaya_code);
create index orders_wilaya_list_idx on orders (wilaya_code, created_at desc, number desc) include (status, flow);
create index orders_name_words_idx on orders using gin (name_words);
-- orders_created_idx (created_at desc) is covered by orders_list_idx.
drop index if exists orders_created_idx;

-- The history also tells edits and stock returns apart from moves. status: the order's status after it.
alter table order_status_history
  add column kind text not null default 'status' check (kind in ('status', 'edit', 'restock')),
  add column changes jsonb;

-- Each attempt to reach the customer by phone.
create table order_calls (
  id              bigint generated always as identity primary key,
  order_id        uuid not null references orders (id) on delete cascade,
  outcome         text not null check (outcome in ('no_answer', 'busy', 'confirmed', 'postponed', 'cancelled_by_customer', 'wrong_number')),
  note            text not null default '' check (length(note) <= 500),
  postponed_until timestamptz,
  called_by       text not null check (length(called_by) between 1 and 254),
  called_at       timestamptz not null default now(),
  check ((outcome = 'postponed') = (postponed_until is not null))
);
create index order_calls_order_idx on order_calls (order_id, called_at desc);

-- Phones the owner will not deliver to, with the owner's reason.
create table phone_blacklist (
  phone    text primary key check (phone ~ '^0[567][0-9]{8}$'),
  reason   text not null check (length(reason) between 1 and 300),
  added_by text not null check (length(added_by) between 1 and 254),
  added_at timestamptz not null default now()
);

-- Orders refused because their phone is listed, kept for the owner (the newest 50 per phone).
create table refused_order_attempts (
  id            bigint generated always as identity primary key,
  at            timestamptz not null default now(),
  phone         text not null check (phone ~ '^0[567][0-9]{8}$'),
  customer_name text not null check (length(customer_name) <= 120),
  wilaya_code   text not null check (length(wilaya_code) <= 2),
  commune       text not null check (length(commune) <= 120),
  address       text not null check (length(address) <= 500),
  flow          text not null check (flow in ('cart', 'buy_now', 'checkout')),
  item_count    integer not null check (item_count >= 0),
  client_key    text check (length(client_key) <= 100)
);
create index refused_order_attempts_phone_idx on refused_order_attempts (phone, at desc);
create index refused_order_attempts_at_idx on refused_order_attempts (at desc);

-- give_back_order_stock: the units of an order's lines back to their variants (a variant deleted since
-- is skipped), in variant id order like take_order_stock, so a restock and an order never deadlock.
-- The caller decides that it is due, once, under the order's row lock (the UPDATE that moved it).
create or replace function public.give_back_order_stock(p_order_id uuid)
returns integer
language plpgsql
set search_path = public, pg_temp
as $$
declare
  wanted record;
  units integer := 0;
begin
  for wanted in
    select l.variant_id as id, sum(l.quantity)::int as quantity
    from order_lines l
    where l.order_id = p_order_id and l.variant_id is not null
    group by l.variant_id
    order by l.variant_id
  loop
    update variants set stock = stock + wanted.quantity where id = wanted.id;
    if found then units := units + wanted.quantity; end if;
  end loop;
  return units;
end
$$;

revoke all on function public.give_back_order_stock(uuid) from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['order_calls', 'phone_blacklist', 'refused_order_attempts'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated, public', t);
  end loop;
end
$$;
revoke all on all sequences in schema public from anon, authenticated, public;
