-- Algeria's 69 wilayas (Law 26-06, April 2026) beside the 58 carriers still price and ship on.
-- `wilayas` stays the 58 with the owner's prices; `wilayas_2026` is the 69 a shopper now knows, each
-- with the carrier wilaya it is shipped and priced as (01-58: itself; 59-69: the wilaya it was split
-- from). The rows come from the next migration, generated from the shared data like the 58.
create table wilayas_2026 (
  code         text primary key check (code ~ '^[0-9]{2}$'),
  name_fr      text not null,
  name_ar      text not null,
  carrier_code text not null references wilayas (code),
  -- the communes' pair (2026 wilaya, carrier wilaya) below must be one of these
  unique (code, carrier_code)
);
create index wilayas_2026_carrier_idx on wilayas_2026 (carrier_code);

alter table wilayas_2026 enable row level security;
revoke all on table wilayas_2026 from anon, authenticated, public;

-- A commune's wilaya since 2026: its own carrier wilaya's code, or one of the new wilayas (108 communes).
-- Filled by the next migration; not null and checked from the one after it.
alter table communes add column wilaya_code_2026 text;
