-- The owner's ads settings (issue 40 §1-2): whether the shop offers the ads consent choice at all,
-- the Meta Pixel and TikTok Pixel IDs (public: they are in every page once a shopper accepts), and
-- whether an order placed is also sent as Purchase from the browser (default off: Purchase is the
-- server's, at delivery). Nothing loads for a shopper unless ads_enabled and one ID is set.
alter table site_settings
  add column ads_enabled boolean not null default false,
  -- Meta's pixel (dataset) ID is a number of about 15 or 16 digits (Events Manager → Data sources).
  add column meta_pixel_id text check (meta_pixel_id ~ '^[0-9]{6,20}$'),
  -- TikTok's pixel code is about 20 capital letters and digits (Events Manager → Web events).
  add column tiktok_pixel_id text check (tiktok_pixel_id ~ '^[A-Z0-9]{10,40}$'),
  add column ads_placed_as_purchase boolean not null default false;
