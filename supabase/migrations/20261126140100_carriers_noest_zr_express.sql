-- NOEST and ZR Express join Yalidine and Ecotrack as carriers the owner connects (issue 24): their
-- clients and stand-ins were proven first (docs/carrier-apis.md); now their accounts, parcels, events
-- and cached places may be kept, and an order may name them as its carrier. ZR Express's Svix secret
-- ("whsec_…") is kept sealed in webhook_secret, as Yalidine's is.
alter table carrier_accounts drop constraint carrier_accounts_platform_check;
alter table carrier_accounts add constraint carrier_accounts_platform_check
  check (platform in ('yalidine', 'ecotrack', 'noest', 'zr_express'));
alter table parcels drop constraint parcels_platform_check;
alter table parcels add constraint parcels_platform_check check (platform in ('yalidine', 'ecotrack', 'noest', 'zr_express'));
alter table carrier_events drop constraint carrier_events_platform_check;
alter table carrier_events add constraint carrier_events_platform_check
  check (platform in ('yalidine', 'ecotrack', 'noest', 'zr_express'));
alter table carrier_places drop constraint carrier_places_platform_check;
alter table carrier_places add constraint carrier_places_platform_check
  check (platform in ('yalidine', 'ecotrack', 'noest', 'zr_express'));
-- The order's carrier: the carrier files' two, and the API carriers a parcel was created at.
alter table orders drop constraint orders_carrier_check;
alter table orders add constraint orders_carrier_check check (carrier in ('yalidine', 'ecotrack', 'noest', 'zr_express'));
