-- The catalog import copies images named by address on another host (a Shopify or YouCan CDN) into
-- the shop's own storage: the pages' Content-Security-Policy allows no other image host, and the old
-- store's addresses stop working once it closes. Each copy is remembered by its source, so importing
-- the same file again (or the rest of a file after an import that ran out of time) fetches nothing twice.
create table imported_images (
  source_url text primary key check (length(source_url) between 1 and 500),
  url        text not null check (length(url) between 1 and 500),
  copied_at  timestamptz not null default now()
);
create index imported_images_url on imported_images (url);

alter table imported_images enable row level security;
revoke all on table imported_images from anon, authenticated, public;
