-- The ad platforms' server events (issue 40 §3): Meta's Conversions API and TikTok's Events API
-- hear of an order once it is delivered, and only when the shopper consented (order_attribution).
--
-- ad_events is their outbox, like the chat's (outbox), in a table of its own because each row is
-- also the order's event log the owner reads: one row per order, platform and event (unique, so a
-- replayed delivery writes nothing new), written in the move's transaction, then sent by the drain
-- (netlify/functions/outbox-drain.ts) with retries, and settled as sent, refused (with the
-- platform's reason) or too old (never sent: Meta refuses a whole batch holding an event older than
-- 7 days). The event's body is built when it is sent, from the order and its attribution.
create table ad_events (
  id              bigint generated always as identity primary key,
  order_id        uuid not null references orders (id) on delete cascade,
  platform        text not null check (platform in ('meta', 'tiktok')),
  event_name      text not null check (event_name in ('Purchase')),
  -- When it happened (the delivery): the platforms' event_time.
  event_time      timestamptz not null,
  state           text not null default 'waiting' check (state in ('waiting', 'sent', 'refused', 'too_old')),
  attempts        integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  sent_at         timestamptz,
  -- The platform's own words for a refusal, or why the last attempt failed (kept while it waits).
  reason          text check (length(reason) <= 500),
  -- Meta's test event code it went with, when the owner had one set (Test Events tool).
  test_event_code text check (length(test_event_code) <= 100),
  created_at      timestamptz not null default now(),
  unique (order_id, platform, event_name)
);
create index ad_events_due on ad_events (next_attempt_at) where state = 'waiting';

-- The platforms' access tokens, sealed like the carriers' credentials (src/server/carriers/credentials/seal.ts):
-- the database holds ciphertext and the token's last four characters for the owner to recognise it.
-- Meta's test event code lives beside its token: it is a setting of the Conversions API, not of the pixel.
create table ad_platform_tokens (
  platform        text primary key check (platform in ('meta', 'tiktok')),
  token           text not null,
  token_hint      text not null check (length(token_hint) <= 8),
  test_event_code text check (length(test_event_code) between 1 and 100),
  set_at          timestamptz not null default now(),
  set_by          text not null
);

alter table public.ad_events enable row level security;
alter table public.ad_platform_tokens enable row level security;
revoke all on table public.ad_events from anon, authenticated, public;
revoke all on table public.ad_platform_tokens from anon, authenticated, public;
