-- The shop's settings row and the site password's shipped placeholder, written once here so that
-- nothing else has to: the build only reads the database (a deploy preview must never write to
-- production), and `supabase db push` gives a new Supabase project the same defaults as `npm start`.
-- The hash is of the public placeholder 'change-me-before-launch' (see src/server/gate/placeholder.ts):
-- a production site refuses to turn protection on with it, so its salt being public costs nothing.
-- The hash is spelt with ':' for '$' (base64url has neither): no SQL splitter can mistake it for
-- dollar quoting. A row that exists keeps its values; only a missing password hash is filled in.
insert into site_settings (id, password_hash)
values (1, replace('scrypt:32768:8:1:nVfSnSgHQZq69tOous7YeQ:kx_9nlPudE4mG1_rBFugjeTL8hV_Le3B3KMNfWefeL8', ':', '$'))
on conflict (id) do update
  set password_hash = excluded.password_hash
  where site_settings.password_hash is null;
