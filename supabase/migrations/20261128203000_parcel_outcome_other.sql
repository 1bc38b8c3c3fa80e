-- A state the shop cannot read (ZR Express's workflow slugs nobody documented): kept with the carrier's
-- own word, never guessed as delivered or returned, and counted as "other".
alter table parcels drop constraint parcels_outcome_check;
alter table parcels add constraint parcels_outcome_check
  check (outcome in ('created', 'picked_up', 'out_for_delivery', 'failed_attempt', 'delivered', 'returning', 'returned', 'cancelled', 'other'));
