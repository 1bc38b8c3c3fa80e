-- left_checkouts_close as in 20261129003000, with one index probe first: almost every order's phone has
-- no open draft, and then the trigger ends after that one look instead of a delete and an update
-- (npm run bench:orders, docs/left-checkouts.md).
CREATE OR REPLACE FUNCTION public.left_checkouts_close()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
begin
  if not exists (select 1 from left_checkouts d where d.phone = new.phone and d.converted_order_id is null) then
    return null;
  end if;
  delete from left_checkouts d
  where d.phone = new.phone and d.converted_order_id is null
    and d.left_at is null and d.updated_at > now() - interval '15 minutes';
  update left_checkouts d set converted_order_id = new.id, converted_at = new.created_at
  where d.phone = new.phone and d.converted_order_id is null;
  return null;
end
$function$;
