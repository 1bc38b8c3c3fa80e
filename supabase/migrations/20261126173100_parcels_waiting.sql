-- parcels-finish runs every minute and first asks which platforms have a parcel waiting for its
-- validation (created at the carrier, valid/order not sent yet: 'creating' with a tracking). Few parcels
-- ever wait, so a partial index over them alone answers a quiet minute without reading the table, and
-- gives each platform's claim its longest waiting first (claimUnfinished orders by updated_at, id).
create index parcels_waiting on parcels (platform, updated_at, id) where state = 'creating' and tracking is not null;
