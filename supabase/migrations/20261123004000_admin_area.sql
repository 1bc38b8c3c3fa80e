-- The admin area: sessions with a working token that is renewed, the first-run setup link, the
-- audit log and the publishing state. Tokens of every kind are stored only as sha256 hashes.

-- A session lasts at most 24 h (expires_at); its working token 30 min (token_expires_at) and is
-- replaced on renewal (token_hash changes, id stays: the settings screen ends sessions by id).
alter table admin_sessions add column id uuid not null default gen_random_uuid();
alter table admin_sessions add constraint admin_sessions_id_key unique (id);
alter table admin_sessions add column token_expires_at timestamptz;
update admin_sessions set token_expires_at = expires_at where token_expires_at is null;
alter table admin_sessions alter column token_expires_at set not null;
alter table admin_sessions add constraint admin_sessions_token_within check (token_expires_at <= expires_at);
alter table admin_sessions add column method text not null default 'password' check (method in ('password', 'supabase', 'setup'));
create index admin_sessions_admin_idx on admin_sessions (admin_id);

-- The one-time link `npm start` prints while no admin exists (30 minutes, single use).
create table admin_setup_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at    timestamptz,
  check (expires_at > created_at)
);

-- Who changed what, when, from which value to which.
create table admin_audit (
  id        bigint generated always as identity primary key,
  at        timestamptz not null default now(),
  email     text not null check (length(email) between 1 and 254),
  action    text not null check (length(action) between 1 and 80),
  subject   text not null default '' check (length(subject) <= 200),
  old_value jsonb,
  new_value jsonb
);

-- The delivery price table has its own version for the admin's stale-save check.
alter table site_settings add column wilayas_updated_at timestamptz not null default now();

-- From a saved change to the live site (a single row). changes_since: the oldest change shoppers do
-- not see yet. requested_at: a build was asked for and has not started. build_started_at /
-- build_finished_at: the build that covers every change saved before it started. follow_up: changes
-- were saved while a build ran, so exactly one more follows it.
create table publish_state (
  id                smallint primary key default 1 check (id = 1),
  changes_since     timestamptz,
  last_change_at    timestamptz,
  requested_at      timestamptz,
  build_started_at  timestamptz,
  build_finished_at timestamptz,
  follow_up         boolean not null default false,
  live_since        timestamptz,
  error             text check (length(error) <= 2000)
);
insert into publish_state (id) values (1);

do $$
declare t text;
begin
  foreach t in array array['admin_setup_tokens', 'admin_audit', 'publish_state'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated, public', t);
  end loop;
end
$$;
revoke all on all sequences in schema public from anon, authenticated, public;
