-- The order links' hashes are looked up through plain indexes, not unique ones. Each hash is derived
-- from the order's idempotency key, which is already unique: a second unique index on the same fact
-- made two checkouts racing with one key (a double tap, a retry) fail on the hash's index, before
-- store_order's `on conflict (idempotency_key) do nothing` could answer the second with the first
-- order (tests/db/orders-concurrency.test.ts, forty orders on one key).
alter table orders drop constraint orders_view_link_hash_key;
alter table orders drop constraint orders_confirm_link_hash_key;
create index orders_view_link_hash_idx on orders (view_link_hash) where view_link_hash is not null;
create index orders_confirm_link_hash_idx on orders (confirm_link_hash) where confirm_link_hash is not null;
