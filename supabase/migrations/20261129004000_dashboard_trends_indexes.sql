-- The dashboard's 30 days in pictures (src/server/admin-orders/dashboard-trends.repo.ts) at 100,000
-- orders (npm run bench:admin):
-- - the orders confirmed per day, and whether an order of the window was ever confirmed, read the
--   window's 'confirmed' history rows, which the parcel steps' index does not hold: without this, every
--   history row is read;
-- - test orders are left out of each count by this small index of the few test orders, rather than by
--   looking every counted row's order up.
create index order_status_history_confirmed on order_status_history (changed_at) include (order_id)
  where kind = 'status' and status = 'confirmed';
create index orders_test_idx on orders (id) where is_test;
