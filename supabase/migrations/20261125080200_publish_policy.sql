-- Publishing, honest and affordable (issue 21, section 5).
-- Live since is set by Netlify's "Deploy succeeded" notification, not when a build ends: the build
-- records which deploy it is (Netlify's DEPLOY_ID), the notification names the deploy that went live.
alter table publish_state add column build_deploy_id text check (length(build_deploy_id) <= 100);
alter table publish_state add column live_deploy_id text check (length(live_deploy_id) <= 100);
-- When a build was last asked for: automatic publishing waits at least auto_publish_minutes after it.
alter table publish_state add column last_requested_at timestamptz;
-- The owner's choice. null: where the shop runs decides (on under npm start, where a build is free;
-- off on Netlify, where each publish is a production deploy that costs credits).
alter table publish_state add column auto_publish boolean;
alter table publish_state add column auto_publish_minutes integer not null default 30
  check (auto_publish_minutes between 10 and 1440);

-- The publish screen lists the changes saved since the site went live, from the audit log.
create index admin_audit_at on admin_audit (at);
