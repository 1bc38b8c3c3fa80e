-- The spec's 24-hour admin session as a browser cookie (issue 22, point 17). A signed-in browser holds
-- one random secret in an HttpOnly, Secure, SameSite=Strict cookie scoped to /api/admin/; its only use
-- is to mint a tab's 30-minute working token (a row of admin_sessions, linked here), so a new tab, a
-- bookmark or a reopened browser stays signed in until the 24 hours from sign-in are over.
--
-- Only the sha256 of the secret is stored. Each mint replaces the secret; the one it replaced
-- (previous_hash) still mints for a short grace after rotated_at (tabs of one browser opening at once
-- all send the same cookie), and after that its use means a copy is out there: the session ends.
create table admin_session_cookies (
  id            uuid primary key default gen_random_uuid(),
  admin_id      uuid not null references admin_accounts (id) on delete cascade,
  secret_hash   text not null unique check (secret_hash ~ '^[0-9a-f]{64}$'),
  previous_hash text check (previous_hash ~ '^[0-9a-f]{64}$'),
  rotated_at    timestamptz,
  method        text not null check (method in ('password', 'supabase', 'setup')),
  created_at    timestamptz not null default now(),
  expires_at    timestamptz not null,
  check (expires_at > created_at)
);
create index admin_session_cookies_admin_idx on admin_session_cookies (admin_id);
create index admin_session_cookies_previous_idx on admin_session_cookies (previous_hash) where previous_hash is not null;

-- A tab's working session belongs to the browser's cookie session (none for sessions made before this
-- migration or outside a browser): ending the cookie ends every tab of that browser.
alter table admin_sessions add column cookie_id uuid references admin_session_cookies (id) on delete cascade;
create index admin_sessions_cookie_idx on admin_sessions (cookie_id) where cookie_id is not null;

alter table admin_session_cookies enable row level security;
revoke all on table admin_session_cookies from anon, authenticated, public;
