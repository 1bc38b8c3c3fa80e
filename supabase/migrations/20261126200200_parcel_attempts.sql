-- Failed delivery attempts as data (issue 24): the driver rang and nobody answered, or the customer
-- refused at the door. Until now only a history line in the carrier's words; the dashboard counts them
-- per wilaya and per customer, and the parcel panel says how many. One row per attempt, keyed by the
-- parcel and the minute the carrier says it happened, so the webhook's and the poll's copies of one
-- attempt are one row (apply-report.ts; carrier_events already keeps one delivery from applying twice).
create table parcel_attempts (
  parcel_id      bigint not null references parcels (id) on delete cascade,
  -- The order too, so that an orders backup keeps the attempts with their order (it takes the tables that reference orders).
  order_id       uuid not null references orders (id) on delete cascade,
  -- When the carrier says it happened, to the minute (the webhook gives seconds, a poll may not).
  attempted_at   timestamptz not null,
  carrier_status text not null check (length(carrier_status) between 1 and 200),
  reason         text check (length(reason) <= 500),
  -- When the shop learned of it: the dashboard's week counts attempts by this, as it counts outcomes.
  recorded_at    timestamptz not null default now(),
  primary key (parcel_id, attempted_at)
);
create index parcel_attempts_recorded on parcel_attempts (recorded_at) include (order_id);

-- The parcel's own tally, kept with its attempts in the report's transaction, for the order's screen.
alter table parcels
  add column failed_attempts integer not null default 0 check (failed_attempts >= 0),
  add column last_attempt_at timestamptz,
  add column last_attempt_reason text check (length(last_attempt_reason) <= 500),
  -- The carrier's refusal of a cancel because the parcel had moved on (cancel_too_late, with its status
  -- when it says it), as src/domain/carriers/carrier-reason.ts shapes it: the panel stops offering Cancel.
  add column cancel_refusal jsonb
    check (cancel_refusal is null or (jsonb_typeof(cancel_refusal) = 'object' and length(cancel_refusal::text) <= 2000));

alter table public.parcel_attempts enable row level security;
revoke all on table public.parcel_attempts from anon, authenticated, public;
