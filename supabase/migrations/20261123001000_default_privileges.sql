-- PostgreSQL lets PUBLIC (and so Supabase's anon and authenticated roles) execute every new function
-- unless told otherwise. The schema's per-schema defaults cannot take that away: per-schema defaults
-- only add to the global ones. So, globally, for functions the migrating role creates from now on:
-- nobody but their owner may execute them until a migration grants it by name.
alter default privileges revoke execute on functions from public;
alter default privileges revoke execute on functions from anon, authenticated;
