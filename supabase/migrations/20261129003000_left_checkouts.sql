-- Checkouts she left (issue 41 §1): a shopper who ticked "the shop may call me if I don't finish" (her
-- consent, Algeria's Law 18-07) and typed a valid phone and a wilaya has her draft kept here while she
-- types (src/server/left-checkouts, netlify/functions/left-checkout.ts). No stock is held. The owner's
-- Left checkouts list reads it; the dashboard counts left checkouts and how many came back.
--   draft_key:  the checkout tab's own random key: her next saves replace the row, unticking deletes it.
--   wilaya_code: the wilaya she chose, as the shop offers them (the 69 of 2026).
--   lines:      [{productId, size, color, quantity}], named from the catalog when read.
--   left_at:    the page was hidden or closed (pagehide / visibilitychange); cleared when she types again.
--   mark:       the owner's note of a call (called, no answer, not interested).
--   converted_order_id / converted_at: her later order with the same phone (the trigger below).
create table left_checkouts (
  id                 uuid primary key default gen_random_uuid(),
  draft_key          text not null unique check (draft_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  phone              text not null check (phone ~ '^0[567][0-9]{8}$'),
  customer_name      text not null default '' check (length(customer_name) <= 120),
  wilaya_code        text not null references wilayas_2026 (code),
  commune            text not null default '' check (length(commune) <= 120),
  flow               text not null check (flow in ('cart', 'buy_now', 'checkout')),
  locale             text not null check (locale in ('ar', 'fr', 'en')),
  lines              jsonb not null check (jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) between 1 and 50
                                           and length(lines::text) <= 20000),
  client_key         text check (length(client_key) between 1 and 200),
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now(),
  left_at            timestamptz,
  mark               text check (mark in ('called', 'no_answer', 'not_interested')),
  marked_at          timestamptz,
  marked_by          text check (length(marked_by) <= 254),
  converted_order_id uuid references orders (id) on delete cascade,
  converted_at       timestamptz,
  check ((converted_order_id is null) = (converted_at is null))
);
-- The owner's list (newest first), the expiry, the per-address count of new drafts.
create index left_checkouts_created_idx on left_checkouts (created_at desc);
create index left_checkouts_client_idx on left_checkouts (client_key, created_at) where client_key is not null;
-- An order's insert looks up the open drafts of its phone (the trigger): one index probe.
create index left_checkouts_open_phone_idx on left_checkouts (phone) where converted_order_id is null;
create index left_checkouts_converted_idx on left_checkouts (converted_order_id) where converted_order_id is not null;
alter table left_checkouts enable row level security;
revoke all on table left_checkouts from anon, authenticated, public;

-- Saves per client address in fixed windows (as order_link_lookups): a script cannot write drafts
-- faster than a person types.
create table left_checkout_saves (
  client_key   text primary key check (length(client_key) between 1 and 200),
  window_start timestamptz not null,
  saves        integer not null check (saves >= 0)
);
alter table left_checkout_saves enable row level security;
revoke all on table left_checkout_saves from anon, authenticated, public;

-- The owner's setting: how many days an open draft is kept after she last touched it.
alter table site_settings add column left_checkout_days integer not null default 7 check (left_checkout_days between 1 and 30);

-- Her order closes her drafts (same phone), whichever way it is stored (store_order is not touched): a
-- draft she had left is linked to the order (she came back); one still being typed (saved in the last
-- 15 minutes and never hidden) was not left, it became this order, and goes.
create function left_checkouts_close() returns trigger
  language plpgsql
  set search_path = public, pg_temp
as $$
begin
  delete from left_checkouts d
  where d.phone = new.phone and d.converted_order_id is null
    and d.left_at is null and d.updated_at > now() - interval '15 minutes';
  update left_checkouts d set converted_order_id = new.id, converted_at = new.created_at
  where d.phone = new.phone and d.converted_order_id is null;
  return null;
end
$$;
revoke all on function left_checkouts_close() from anon, authenticated, public;
create trigger orders_close_left_checkouts after insert on orders for each row execute function left_checkouts_close();
