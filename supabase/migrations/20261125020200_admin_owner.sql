-- The shop's owner (issue 22, point 10): the first admin email is the owner; only an owner adds or
-- removes admins, and the last owner cannot be removed (src/server/admin/admins.service.ts). On a
-- shop that has admins already, the earliest one becomes the owner.
alter table admin_emails add column is_owner boolean not null default false;

update admin_emails set is_owner = true
where email = (select email from admin_emails order by created_at, email limit 1);

-- Whichever way the first admin arrives (the setup link, `npm run admin -- create`), it is the owner.
-- `npm run restore` holds user triggers off, so a restored owner stays as the backup has it;
-- `npm run admin -- owner --email E` names another owner (to hand the shop over).
create or replace function public.admin_emails_first_is_owner()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if not exists (select 1 from admin_emails) then
    new.is_owner := true;
  end if;
  return new;
end;
$$;

create trigger admin_emails_first_is_owner before insert on admin_emails
  for each row execute function public.admin_emails_first_is_owner();
