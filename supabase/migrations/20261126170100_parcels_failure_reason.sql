-- Why a parcel waits for its validation (or failed), as the code the admin words in the owner's language
-- with its details (src/domain/carriers/carrier-reason.ts); `failure` keeps the English sentence for
-- logs and scripts. Null on the rows written before it: the admin then shows the sentence as it was.
alter table parcels
  add column failure_reason jsonb
    check (failure_reason is null or (jsonb_typeof(failure_reason) = 'object' and length(failure_reason::text) <= 2000));
