// An order's version as text to the microsecond (compared as text, like the settings' updatedAt), and
// the bump every admin change makes: strictly later than the last one even within one microsecond.
import type { Queryable } from '../db/queryable.ts';

export const versionOf = (sql: Queryable) => sql`to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
export const bumpVersion = (sql: Queryable) => sql`updated_at = greatest(clock_timestamp(), updated_at + interval '1 microsecond')`;
