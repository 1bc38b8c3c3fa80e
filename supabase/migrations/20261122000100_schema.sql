-- The whole storefront schema. Prices are integers in DZD (no fractions are ever charged).
-- Only server code (Netlify Functions, the build) touches these tables: row level security is on
-- everywhere and the anon/authenticated roles get nothing (see the end of this file).

-- Supabase has these roles; a plain PostgreSQL or PGlite does not, so create them to keep one schema.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
end
$$;

-- Catalog ---------------------------------------------------------------------------------------

create table products (
  id               text primary key check (id ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
  name             text not null check (length(name) between 1 and 200),
  description      text not null default '' check (length(description) <= 5000),
  price            integer not null check (price >= 0 and price <= 10000000),
  original_price   integer check (original_price is null or (original_price > 0 and original_price <= 10000000)),
  category         text not null check (length(category) between 1 and 60),
  images           text[] not null default '{}',
  details          text[] not null default '{}',
  shipping_returns text not null default '' check (length(shipping_returns) <= 5000),
  colors           text[] not null default '{}',
  sizes            text[] not null default '{}',
  badge            text check (badge in ('new', 'bestseller', 'limited')),
  published        boolean not null default true,
  position         integer not null default 0,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now()
);
create index products_listing_idx on products (published, position, id);
create index products_category_idx on products (category);

-- One row per sellable size/colour combination. A product without options has one variant whose
-- size and colour are empty strings, so stock is always counted on a variant.
create table variants (
  id         bigint generated always as identity primary key,
  product_id text not null references products (id) on delete cascade,
  size       text not null default '' check (length(size) <= 20),
  color      text not null default '' check (length(color) <= 40),
  stock      integer not null default 0 check (stock >= 0),
  unique (product_id, size, color)
);

-- Delivery --------------------------------------------------------------------------------------

-- The 58 wilaya codes carriers price and ship on. A price of 0 means that delivery type is not offered.
create table wilayas (
  code         text primary key check (code ~ '^[0-9]{2}$'),
  name_fr      text not null,
  name_ar      text not null,
  home_price   integer not null default 0 check (home_price >= 0 and home_price <= 100000),
  office_price integer not null default 0 check (office_price >= 0 and office_price <= 100000)
);

create table communes (
  id          integer generated always as identity primary key,
  wilaya_code text not null references wilayas (code) on delete cascade,
  name_fr     text not null,
  name_ar     text not null,
  -- Some names exist in several wilayas: a commune is only ever matched inside its wilaya.
  unique (wilaya_code, name_fr)
);

-- Settings (a single row) ------------------------------------------------------------------------

create table site_settings (
  id                       smallint primary key default 1 check (id = 1),
  -- site text; null means "use the built-in default"
  site_title               text not null default 'D.R.P' check (length(site_title) between 1 and 80),
  hero_text                text not null default 'Luxury Streetwear' check (length(hero_text) <= 200),
  logo_url                 text,
  hero_image_url           text,
  product_list_title       text not null default 'Our Products' check (length(product_list_title) <= 120),
  footer_text              text check (length(footer_text) <= 500),
  about_text               text check (length(about_text) <= 10000),
  contact_text             text check (length(contact_text) <= 10000),
  -- countdown to the next drop
  countdown_enabled        boolean not null default true,
  countdown_target         timestamptz not null default (now() + interval '7 days'),
  countdown_title          text not null default 'Next Drop Coming Soon' check (length(countdown_title) <= 120),
  -- site password: only a hash is ever stored
  password_enabled         boolean not null default false,
  password_hash            text,
  gate_delay_after         integer not null default 3 check (gate_delay_after >= 1),
  gate_lockout_after       integer not null default 10 check (gate_lockout_after >= gate_delay_after),
  gate_lockout_seconds     integer not null default 300 check (gate_lockout_seconds between 1 and 86400),
  -- shipping
  free_shipping_threshold  integer not null default 5000 check (free_shipping_threshold >= 0),
  shipping_min_price       integer not null default 300 check (shipping_min_price >= 0),
  shipping_max_price       integer not null default 800 check (shipping_max_price >= shipping_min_price),
  order_cooldown_seconds   integer not null default 300 check (order_cooldown_seconds between 0 and 86400),
  -- social links
  social_enabled           boolean not null default false,
  instagram                text,
  twitter                  text,
  facebook                 text,
  youtube                  text,
  tiktok                   text,
  currency                 text not null default 'DZD' check (currency ~ '^[A-Z]{3}$'),
  updated_at               timestamptz not null default now(),
  check (not password_enabled or password_hash is not null)
);

-- Orders ----------------------------------------------------------------------------------------

-- Shoppers read their order number aloud on the phone: a short increasing integer, not a uuid.
create sequence order_number_seq start with 10001;

create table orders (
  id              uuid primary key default gen_random_uuid(),
  number          integer not null unique default nextval('order_number_seq'),
  -- one key per checkout attempt: a retry returns the first order instead of making a second
  idempotency_key text not null unique check (length(idempotency_key) between 8 and 100),
  flow            text not null check (flow in ('cart', 'buy_now', 'checkout')),
  status          text not null default 'pending'
                  check (status in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned')),
  customer_name   text not null check (length(customer_name) between 1 and 120),
  email           text not null check (length(email) between 3 and 254),
  phone           text not null check (phone ~ '^0[567][0-9]{8}$'),
  address         text not null check (length(address) between 4 and 500),
  notes           text not null default '' check (length(notes) <= 1000),
  wilaya_code     text not null references wilayas (code),
  commune         text not null check (length(commune) between 1 and 120),
  delivery_type   text not null check (delivery_type in ('home', 'office')),
  subtotal        integer not null check (subtotal >= 0),
  shipping_price  integer not null check (shipping_price >= 0),
  total           integer not null check (total = subtotal + shipping_price),
  currency        text not null default 'DZD',
  created_at      timestamptz not null default now()
);
create index orders_phone_recent_idx on orders (phone, created_at desc);
create index orders_created_idx on orders (created_at desc);

create table order_lines (
  id           bigint generated always as identity primary key,
  order_id     uuid not null references orders (id) on delete cascade,
  -- a snapshot: the order keeps its lines even if the product is later edited or deleted
  product_id   text not null,
  variant_id   bigint references variants (id) on delete set null,
  product_name text not null,
  size         text not null default '',
  color        text not null default '',
  unit_price   integer not null check (unit_price >= 0),
  quantity     integer not null check (quantity >= 1 and quantity <= 100),
  line_total   integer not null check (line_total = unit_price * quantity)
);
create index order_lines_order_idx on order_lines (order_id);

create table order_status_history (
  id         bigint generated always as identity primary key,
  order_id   uuid not null references orders (id) on delete cascade,
  status     text not null check (status in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned')),
  note       text not null default '',
  changed_by text not null default 'system',
  changed_at timestamptz not null default now()
);
create index order_status_history_order_idx on order_status_history (order_id, changed_at);

-- Notifications are written in the order's transaction and delivered afterwards, with retries.
create table outbox (
  id              bigint generated always as identity primary key,
  kind            text not null check (kind in ('order_placed', 'backup')),
  payload         jsonb not null,
  attempts        integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  delivered_at    timestamptz,
  last_error      text,
  created_at      timestamptz not null default now()
);
create index outbox_pending_idx on outbox (next_attempt_at) where delivered_at is null;

-- Admin -----------------------------------------------------------------------------------------

create table admin_emails (
  email      text primary key check (email = lower(email) and email like '%_@_%'),
  created_at timestamptz not null default now()
);

create table admin_accounts (
  id            uuid primary key default gen_random_uuid(),
  email         text not null unique references admin_emails (email) on delete cascade,
  password_hash text,
  created_at    timestamptz not null default now(),
  last_login_at timestamptz
);

create table admin_sessions (
  token_hash text primary key,
  admin_id   uuid not null references admin_accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at)
);

-- Failed attempts per client address, for the site gate and the admin login.
create table login_attempts (
  scope           text not null check (scope in ('gate', 'admin')),
  client_key      text not null check (length(client_key) between 1 and 200),
  failures        integer not null default 0 check (failures >= 0),
  first_failed_at timestamptz,
  last_failed_at  timestamptz,
  blocked_until   timestamptz,
  primary key (scope, client_key)
);

-- Lock everything down ---------------------------------------------------------------------------

do $$
declare t record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('alter table public.%I enable row level security', t.tablename);
    execute format('revoke all on table public.%I from anon, authenticated, public', t.tablename);
  end loop;
end
$$;
revoke all on all sequences in schema public from anon, authenticated, public;
alter default privileges in schema public revoke all on tables from anon, authenticated, public;
alter default privileges in schema public revoke all on sequences from anon, authenticated, public;
