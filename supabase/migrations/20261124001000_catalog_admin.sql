-- The admin's catalog (issue 12): drafts and archived products, image alt texts, a product id that
-- may follow its name until the first publish, and the low-stock threshold.

-- Archived: a deleted product that appears in orders. It leaves the shop (never published again
-- unless the owner restores it) and the admin's list, and its order lines keep their snapshot.
alter table products add column archived_at timestamptz;
alter table products add constraint products_archived_not_published check (archived_at is null or not published);
-- Set at the first publish: from then on the id (the URL) never changes.
alter table products add column first_published_at timestamptz;
update products set first_published_at = created_at where published;
-- One alt text per image, in the images' order ('' = the product's name is used).
alter table products add column image_alts text[] not null default '{}';

-- A draft's id follows its name: its variants follow the id.
alter table variants drop constraint variants_product_id_fkey;
alter table variants add constraint variants_product_id_fkey
  foreign key (product_id) references products (id) on delete cascade on update cascade;

alter table site_settings add column low_stock_threshold integer not null default 3
  check (low_stock_threshold between 0 and 100000);

-- Product images in production: a public bucket of Supabase Storage. Public read needs no policy
-- (a public bucket serves /storage/v1/object/public/... to anyone); no policy lets anon or
-- authenticated write, so only the admin function (service key, which bypasses RLS) uploads.
-- A plain PostgreSQL or PGlite has no storage schema: there the images live on the local disk.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('product-images', 'product-images', true, 5242880, array['image/webp'])
    on conflict (id) do update set public = true, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
  end if;
end
$$;
