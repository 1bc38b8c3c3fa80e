-- The site gate's limits beyond one address's delays (README, "Site password"):
--   gate_hard_lockout_after / _seconds: an address (an IPv4 address, or an IPv6 /64) with this many
--     failures in a row is refused everything, the right password too, for that long. Below it, the
--     right password always gets in: many shoppers share one carrier address.
--   gate_failures_per_minute: the whole site's budget of wrong passwords per minute; past it the
--     site is being sprayed and every address waits after each failure, right password or not.
alter table site_settings
  add column gate_hard_lockout_after   integer not null default 100 check (gate_hard_lockout_after between 2 and 10000),
  add column gate_hard_lockout_seconds integer not null default 900 check (gate_hard_lockout_seconds between 1 and 86400),
  add column gate_failures_per_minute  integer not null default 120 check (gate_failures_per_minute between 1 and 1000000);

-- The site-wide count of wrong passwords in the current minute (one row).
create table gate_failure_window (
  id         smallint primary key default 1 check (id = 1),
  started_at timestamptz not null,
  failures   integer not null check (failures >= 0)
);
alter table gate_failure_window enable row level security;
revoke all on table gate_failure_window from anon, authenticated, public;
