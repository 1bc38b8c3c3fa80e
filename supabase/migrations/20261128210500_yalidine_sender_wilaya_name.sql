-- Yalidine's own spelling of the sender's wilaya (issue #37): its create takes `from_wilaya_name` only
-- as its /wilayas list spells it, and that is not always the official French name the shop keeps
-- ("Bordj Bou Arreridj" for Bordj Bou Arréridj, "El Menia" for El Meniaa: docs/carrier-apis.md). Read
-- from Yalidine's list by the wilaya's code when the owner connects, and read again when she
-- reconnects; null for an account connected before, whose client reads it from the list when it sends.
alter table carrier_accounts
  add column from_wilaya_name text check (length(from_wilaya_name) between 1 and 100);
