-- The dashboard's rates per wilaya and per customer (issue 24) start from the period's parcel steps:
-- the orders handed to the carrier, delivered or returned in the last 7 days. Those rows are a small
-- part of a history that also holds every placement, confirmation, edit and carrier line, so a partial
-- index over them alone answers the week without reading the table (delivery-rates.repo.ts).
create index order_status_history_parcel_steps on order_status_history (changed_at) include (order_id, status)
  where kind = 'status' and status in ('shipped', 'delivered', 'returned');
