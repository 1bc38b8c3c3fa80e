-- public.admin_emails_first_is_owner as it is now: the migrated database's own print of it (pg_get_functiondef).
-- Last created or replaced by supabase/migrations/20261125020200_admin_owner.sql
-- Read it here; change it with a new migration, then `npm run db:definitions` writes this file.

CREATE OR REPLACE FUNCTION public.admin_emails_first_is_owner()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO 'public', 'pg_temp'
AS $function$
begin
  if not exists (select 1 from admin_emails) then
    new.is_owner := true;
  end if;
  return new;
end;
$function$
