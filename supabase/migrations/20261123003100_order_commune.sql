-- An order names one of its wilaya's communes, by the commune's official French name, and keeps its
-- Arabic name beside it (for the owner's chat and the carriers' labels). The order function matches
-- what the shopper typed to the commune (src/server/orders/order-commune.ts); this table has the last
-- word: the foreign key refuses a commune its wilaya does not have, and the Arabic name is copied from
-- the communes table as the order is written, so no caller can store a different one.
alter table orders add column commune_ar text not null default '' check (length(commune_ar) <= 120);

update orders o set commune_ar = c.name_ar from communes c where c.wilaya_code = o.wilaya_code and c.name_fr = o.commune;

-- not valid: orders taken before this rule (free text) stay as they were; every new or edited one is checked.
alter table orders add constraint orders_commune_fkey
  foreign key (wilaya_code, commune) references communes (wilaya_code, name_fr) not valid;

create or replace function public.orders_commune_ar()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.commune_ar := coalesce((select c.name_ar from communes c where c.wilaya_code = new.wilaya_code and c.name_fr = new.commune), '');
  return new;
end
$$;

revoke all on function public.orders_commune_ar() from public, anon, authenticated;

create trigger orders_commune_ar before insert or update of wilaya_code, commune on orders
  for each row execute function public.orders_commune_ar();
