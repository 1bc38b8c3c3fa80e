-- Where an order came from, kept only when the shopper accepted the ads choice (issue 40): the
-- first-party identifiers Meta and TikTok ask for (_fbp, _fbc built from fbclid, ttclid, _ttp) and
-- the landing's utm_* tags. One row per order at most, written with the order; an order placed
-- without consent has no row, and nothing of it is ever sent to an ad platform. The owner's
-- dashboard reads utm_source (and the platform the click id names) to count orders by source.
-- Lengths are bounded like every shopper text (src/domain/orders/limits.ts).
create table order_attribution (
  order_id      uuid primary key references orders (id) on delete cascade,
  consented_at  timestamptz not null,
  fbp           text check (length(fbp) <= 200),
  fbc           text check (length(fbc) <= 500),
  ttclid        text check (length(ttclid) <= 500),
  ttp           text check (length(ttp) <= 200),
  utm_source    text check (length(utm_source) <= 100),
  utm_medium    text check (length(utm_medium) <= 100),
  utm_campaign  text check (length(utm_campaign) <= 200),
  utm_content   text check (length(utm_content) <= 200),
  utm_term      text check (length(utm_term) <= 200),
  -- The shopper's browser as the platforms' user data asks (client_user_agent / user_agent).
  user_agent    text check (length(user_agent) <= 500),
  created_at    timestamptz not null default now()
);
create index order_attribution_source on order_attribution (utm_source);

-- Only the server's own role reads and writes it (tests/db/schema.test.ts): identifiers of a person.
alter table public.order_attribution enable row level security;
revoke all on table public.order_attribution from anon, authenticated, public;
