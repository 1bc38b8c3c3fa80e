-- The admin's order list marks each row's parcel (its carrier and tracking, or waiting, failed) in the
-- list's own query: a lateral read of the order's newest parcel per row. parcels_one_live_per_order
-- covers only live parcels; this index finds a failed or cancelled one too without reading the table.
create index parcels_by_order on parcels (order_id, id desc);
