-- carrier_health (20261128203100) was created without row level security, which every public table
-- has (tests/db/schema.test.ts): on Supabase, the anon and authenticated roles reach the public schema
-- through the Data API, and a carrier's last error text is the owner's alone. Only the server's own
-- role reads and writes it, as for parcel_attempts.
alter table public.carrier_health enable row level security;
revoke all on table public.carrier_health from anon, authenticated, public;
