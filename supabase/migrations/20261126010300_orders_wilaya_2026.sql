-- Every commune has its 2026 wilaya, and that wilaya is priced and shipped as the commune's own
-- carrier wilaya: the pair is one of wilayas_2026's (a moved commune stays under its carrier wilaya).
alter table communes alter column wilaya_code_2026 set not null;
alter table communes add constraint communes_wilaya_2026_fkey
  foreign key (wilaya_code_2026, wilaya_code) references wilayas_2026 (code, carrier_code);
create index communes_wilaya_2026_idx on communes (wilaya_code_2026);

-- An order keeps both codes: wilaya_code, the carrier wilaya it is priced, shipped and filed on (every
-- carrier file and call uses it), and wilaya_code_2026, the wilaya the shopper lives in since 2026.
alter table orders add column wilaya_code_2026 text;

-- Each commune belongs to exactly one 2026 wilaya, so the order's commune decides its 2026 wilaya;
-- an order whose commune is no commune of its wilaya (free text, before the commune rule) keeps its
-- carrier wilaya, which is also one of the 69.
update orders o set wilaya_code_2026 = coalesce(
  (select c.wilaya_code_2026 from communes c where c.wilaya_code = o.wilaya_code and c.name_fr = o.commune), o.wilaya_code);

alter table orders alter column wilaya_code_2026 set not null;
alter table orders add constraint orders_wilaya_2026_fkey
  foreign key (wilaya_code_2026, wilaya_code) references wilayas_2026 (code, carrier_code);
create index orders_wilaya_2026_idx on orders (wilaya_code_2026);

-- Set on every write, whoever writes (store_order, the admin's edit, a test order, SQL by hand): a
-- trigger rather than each writer's own code, so no write path can forget it or store another one.
-- (A restore holds triggers off and puts back the stored value.)
create or replace function public.orders_wilaya_code_2026()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.wilaya_code_2026 := coalesce(
    (select c.wilaya_code_2026 from communes c where c.wilaya_code = new.wilaya_code and c.name_fr = new.commune), new.wilaya_code);
  return new;
end
$$;

revoke all on function public.orders_wilaya_code_2026() from public, anon, authenticated;

create trigger orders_wilaya_code_2026 before insert or update of wilaya_code, commune, wilaya_code_2026 on orders
  for each row execute function public.orders_wilaya_code_2026();
