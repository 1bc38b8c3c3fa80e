-- Failed password sign-ins in the audit log are capped per client address and forgotten after 30 days
-- (src/server/admin/password-sign-in.ts, src/server/housekeeping/forget-old-attempts.ts): a stranger
-- guessing at the owner's public email would otherwise add rows for ever, into every backup. This index
-- answers "how many for this address lately" on each failure, and the housekeeping's delete.
create index admin_audit_failed_sign_ins on admin_audit ((new_value ->> 'address'), at) where action = 'sign_in.failed';
