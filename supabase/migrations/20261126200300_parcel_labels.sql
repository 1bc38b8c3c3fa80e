-- Each parcel's label is kept once (issue 24: "each parcel's tracking number and label are stored on the
-- order"): fetched from the carrier at the first labels request, written to the labels storage under
-- label_path, and served from there after that (src/server/carriers/parcels/labels.service.ts).
-- The PDF itself is not in the database nor in a backup: a restored shop whose storage lacks it asks
-- the carrier again.
alter table parcels
  add column label_path text check (label_path ~ '^[a-z0-9][a-z0-9/_-]*\.pdf$' and length(label_path) <= 200),
  add column label_stored_at timestamptz,
  add constraint parcels_label_stored check ((label_path is null) = (label_stored_at is null));

-- The labels in production: a private bucket of Supabase Storage (a label holds the customer's name,
-- phone and address). Private: no public address, and no policy lets anon or authenticated read or
-- write it, so only the admin's functions (service key, which bypasses RLS) do. A plain PostgreSQL or
-- PGlite has no storage schema: there the labels live on the local disk (UPLOADS_DIR/parcel-labels).
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('parcel-labels', 'parcel-labels', false, 5242880, array['application/pdf'])
    on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
  end if;
end
$$;
