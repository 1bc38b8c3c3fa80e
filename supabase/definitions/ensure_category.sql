-- public.ensure_category as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261126040100_catalog_languages.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.ensure_category(p_name text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
declare
  base text := category_slug_of(p_name);
  candidate text := base;
  n int := 1;
begin
  if exists (select 1 from categories where name = p_name) then return; end if;
  while exists (select 1 from categories where slug = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  insert into categories (name, slug) values (p_name, candidate) on conflict (name) do nothing;
end
$function$
