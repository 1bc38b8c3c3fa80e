-- take_order_stock: takes the stock of every line of an order, or of none.
--
-- An order is stored, and its stock taken, by ONE statement (store_order, which calls settle_order,
-- which calls this; see 20261122002000 and 20261122002100). A short line must therefore undo that
-- statement by itself: this raises SQLSTATE DZ409 naming the variant and what is left, and nothing of
-- the order is kept.
--
-- Variants are decremented in id order, so two orders sharing variants lock them in the same order and
-- never deadlock; a variant named on two lines is taken once, for the sum.
create or replace function public.take_order_stock(variant_ids bigint[], quantities int[])
returns void
language plpgsql
set search_path = public, pg_temp
as $$
declare
  wanted record;
  available int;
begin
  if coalesce(array_length(variant_ids, 1), 0) <> coalesce(array_length(quantities, 1), 0) then
    raise exception using errcode = '22023', message = 'take_order_stock: one quantity per variant';
  end if;
  for wanted in
    select w.id, sum(w.quantity)::int as quantity
    from unnest(variant_ids, quantities) as w(id, quantity)
    group by w.id
    order by w.id
  loop
    update variants set stock = stock - wanted.quantity where id = wanted.id and stock >= wanted.quantity;
    if not found then
      select v.stock into available from variants v where v.id = wanted.id;
      raise exception using
        errcode = 'DZ409',
        message = 'out of stock',
        detail = json_build_object('variantId', wanted.id, 'available', coalesce(available, 0))::text;
    end if;
  end loop;
end
$$;

-- Functions are executable by PUBLIC by default, and Supabase's API would offer this one to anyone:
-- only the server's own role may take stock.
revoke all on function public.take_order_stock(bigint[], int[]) from public, anon, authenticated;
alter default privileges in schema public revoke execute on functions from anon, authenticated, public;
