-- One first-run link at a time: issuing a new one (createSetupToken) deletes every earlier one, and
-- the table holds at most one row, used or not, so an old printed link can never come back to life.
-- Keeps the newest link that can still be used; the rest were dead or would be ended by this rule.
delete from admin_setup_tokens t
where t.used_at is not null
   or t.expires_at <= now()
   or exists (select 1 from admin_setup_tokens n where n.created_at > t.created_at or (n.created_at = t.created_at and n.token_hash > t.token_hash));
create unique index admin_setup_tokens_one_link on admin_setup_tokens ((true));
