-- A carrier that goes silent is seen (issue 37, §3). One row per carrier platform: when the shop last
-- heard from it (a poll that answered, a webhook that was signed and read), the polls that failed in
-- a row since, and the last failure in its kind (the owner's words come from the kind, in her
-- language), when it began and when it was last seen. `alerted_at` is set when the owner was told in
-- the chat that the carrier went silent, and cleared when she is told it is back: each is said once.
create table carrier_health (
  platform          text primary key check (platform in ('yalidine', 'ecotrack', 'noest', 'zr_express')),
  last_poll_ok_at   timestamptz,
  last_webhook_at   timestamptz,
  failures_in_row   integer not null default 0 check (failures_in_row >= 0),
  failing_since     timestamptz,
  last_error_kind   text check (last_error_kind in ('auth', 'quota', 'unreachable', 'refused', 'answer')),
  last_error_at     timestamptz,
  -- The client's own English sentence (safe to log: carrier-error.ts), for the logs and the chat.
  last_error_text   text check (length(last_error_text) <= 300),
  alerted_at        timestamptz,
  check ((failures_in_row = 0) = (failing_since is null))
);

-- The chat's notice that a carrier went silent, or is back, goes through the same outbox as an order's.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in ('order_placed', 'backup', 'carrier_health'));
