-- Carriers through their own APIs (issue 24): the owner's connected accounts, the parcels created for
-- orders, the carrier events already applied, and the carrier's places (communes, stop-desk centers)
-- kept for matching. docs/carrier-apis.md says what each platform takes and answers.

-- One account per platform (Yalidine's API serves Guepex, Yalitec… on other hosts: the base URL says
-- which). The credentials are sealed by the server (AES-256-GCM under a key derived from
-- GATE_COOKIE_SECRET, src/server/carriers/credentials/seal.ts): the database never holds them in clear.
-- Named `credentials` and `webhook_secret` so that a backup leaves them out by name (backedUpColumns:
-- a not-null secret column keeps the whole table out; a restored shop connects its carriers again).
create table carrier_accounts (
  platform       text primary key check (platform in ('yalidine', 'ecotrack')),
  base_url       text not null check (base_url ~ '^https?://' and length(base_url) <= 300),
  credentials    text not null check (credentials ~ '^v1\.'),
  -- The last four characters of the token, so the owner can tell which one is connected.
  key_hint       text not null check (length(key_hint) between 1 and 4),
  -- Yalidine signs its webhooks with a secret of its dashboard (hex HMAC-SHA256 of the body).
  webhook_secret text check (webhook_secret ~ '^v1\.'),
  -- Yalidine wants the sender's wilaya on every parcel (from_wilaya_name): the shop's, one of the 58.
  from_wilaya_code text check (from_wilaya_code ~ '^(0[1-9]|[1-4][0-9]|5[0-8])$'),
  check (platform <> 'yalidine' or from_wilaya_code is not null),
  connected_at   timestamptz not null default now(),
  connected_by   text not null check (length(connected_by) between 1 and 254)
);

-- A parcel of an order at a carrier. The row is written (state 'creating') before the carrier is
-- called, so a double click or a second admin finds it and never creates a second parcel; a retry of a
-- row left 'creating' (a timeout: the carrier may have created it) asks the carrier for its reference
-- first. 'failed' and 'cancelled' rows stay as the order's record; at most one parcel is live.
create table parcels (
  id             bigint generated always as identity primary key,
  order_id       uuid not null references orders (id) on delete cascade,
  platform       text not null check (platform in ('yalidine', 'ecotrack')),
  -- What the shop sent as its own reference (the carrier's order_id / reference): the idempotency key there.
  reference      text not null check (length(reference) between 1 and 40),
  tracking       text check (length(tracking) between 1 and 100),
  state          text not null check (state in ('creating', 'created', 'failed', 'cancelled')),
  -- Until when a 'creating' row belongs to the request that wrote it (the carrier call in flight).
  lease_until    timestamptz,
  failure        text check (length(failure) <= 1000),
  outcome        text check (outcome in ('created', 'picked_up', 'out_for_delivery', 'failed_attempt', 'delivered', 'returning', 'returned', 'cancelled')),
  carrier_status text check (length(carrier_status) <= 200),
  carrier_reason text check (length(carrier_reason) <= 500),
  -- When the carrier says the last applied status happened: an older report changes nothing.
  outcome_at     timestamptz,
  polled_at      timestamptz,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  check (state <> 'created' or tracking is not null)
);
create unique index parcels_one_live_per_order on parcels (order_id) where state in ('creating', 'created');
create unique index parcels_tracking on parcels (platform, tracking) where tracking is not null and state = 'created';
create index parcels_to_poll on parcels (platform, polled_at nulls first) where state = 'created';

-- Each carrier event applies once: a webhook's own event id, or a poll's (tracking, status, instant).
-- A redelivered webhook, or a poll that reads what the webhook brought, finds its key here.
create table carrier_events (
  platform    text not null check (platform in ('yalidine', 'ecotrack')),
  event_key   text not null check (length(event_key) between 1 and 300),
  received_at timestamptz not null default now(),
  primary key (platform, event_key)
);
create index carrier_events_received on carrier_events (received_at);

-- The carrier's communes and stop-desk centers of a wilaya (1-58), as its lists spell them, cached:
-- the lists change rarely and the quotas are small.
create table carrier_places (
  platform    text not null check (platform in ('yalidine', 'ecotrack')),
  wilaya_code smallint not null check (wilaya_code between 1 and 58),
  kind        text not null check (kind in ('commune', 'center')),
  places      jsonb not null check (jsonb_typeof(places) = 'array'),
  fetched_at  timestamptz not null default now(),
  primary key (platform, wilaya_code, kind)
);

-- The order's history says what happened to its parcel (created, cancelled, a carrier status that
-- leaves the order's status as it is, such as a failed attempt).
alter table order_status_history drop constraint order_status_history_kind_check;
alter table order_status_history add constraint order_status_history_kind_check
  check (kind in ('status', 'edit', 'restock', 'call_request', 'parcel'));

do $$
declare t text;
begin
  foreach t in array array['carrier_accounts', 'parcels', 'carrier_events', 'carrier_places'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated, public', t);
  end loop;
end
$$;
revoke all on all sequences in schema public from anon, authenticated, public;
