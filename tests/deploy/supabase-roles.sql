-- A new Supabase project's database as the shop's migrations and the Supabase CLI meet it, on a
-- plain PostgreSQL: Supabase's roles, the default privileges its init scripts give them in public,
-- the extensions schema, and the buckets table of the storage service. Run once by supabase_admin,
-- the cluster's bootstrap superuser (as on Supabase). The CLI and the shop's scripts then connect as
-- postgres, which on Supabase owns the database but is not a superuser.

-- The API roles: PostgREST switches to one of them per request (from the JWT's role claim).
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- PostgREST logs in as authenticator and may become any of them.
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

-- The services' own roles, and the dashboard's.
create role supabase_auth_admin login noinherit createrole;
create role supabase_storage_admin login noinherit createrole;
create role dashboard_user nosuperuser createdb createrole replication;

-- The owner's role: what `supabase db push` and Connect's connection strings use.
create role postgres login createdb createrole replication bypassrls;
grant anon, authenticated, service_role to postgres with admin option;
grant pg_read_all_data, pg_signal_backend to postgres;
alter database postgres owner to postgres;

create schema if not exists extensions;
grant usage on schema public, extensions to postgres, anon, authenticated, service_role;

-- New objects in public are readable and writable through the Data API unless a migration revokes
-- it: the default the shop's migrations take back (row level security, revokes).
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Supabase Storage's table of buckets (the storage service creates it; only the columns a bucket
-- row of the shop's migration fills). The owner's migrations may add buckets.
create schema storage authorization supabase_storage_admin;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.buckets enable row level security;
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on storage.buckets to postgres, service_role;
