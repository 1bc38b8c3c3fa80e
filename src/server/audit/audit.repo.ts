// The audit log: every admin change with who, when, what, and the old and new value. Written in
// the change's own transaction, so a change without its entry (or the reverse) cannot happen.
import type { Queryable as Sql } from '../db/queryable.ts';
import { AUDIT_PAGE_SIZE, FAILED_SIGN_INS_KEPT, type AuditEntry, type AuditPage } from '../../domain/admin/audit.ts';

export type AuditRecord = { email: string; action: string; subject: string; oldValue?: unknown; newValue?: unknown };

export async function recordAudit(sql: Sql, entry: AuditRecord): Promise<void> {
  const json = (value: unknown) => (value === undefined ? null : sql.json(value as Parameters<Sql['json']>[0]));
  await sql`
    insert into admin_audit (email, action, subject, old_value, new_value)
    values (${entry.email}, ${entry.action}, ${entry.subject.slice(0, 200)}, ${json(entry.oldValue)}, ${json(entry.newValue)})`;
}

/** The failed sign-ins from this client address the log keeps now (within FAILED_SIGN_INS_KEPT.days). */
export async function failedSignInsKept(sql: Sql, address: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from admin_audit
    where action = 'sign_in.failed' and new_value ->> 'address' = ${address}
      and at > now() - make_interval(days => ${FAILED_SIGN_INS_KEPT.days})`;
  return row!.n;
}

/** Forgets the failed sign-ins older than the days kept; blocks, sign-ins and every change stay. */
export async function forgetOldFailedSignIns(sql: Sql): Promise<number> {
  const gone = await sql`
    delete from admin_audit
    where action = 'sign_in.failed' and at <= now() - make_interval(days => ${FAILED_SIGN_INS_KEPT.days})`;
  return gone.count;
}

/** Newest first; `before` is the `next` of the previous page. */
export async function listAudit(sql: Sql, before?: string, limit = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const rows = await sql<
    { id: string; at: Date; email: string; action: string; subject: string; old_value: unknown; new_value: unknown }[]
  >`
    select id::text, at, email, action, subject, old_value, new_value from admin_audit
    where ${before ? sql`id < ${before}::bigint` : sql`true`}
    order by admin_audit.id desc limit ${limit + 1}`;
  const entries: AuditEntry[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    email: r.email,
    action: r.action,
    subject: r.subject,
    oldValue: r.old_value,
    newValue: r.new_value,
  }));
  return { entries, next: rows.length > limit ? entries.at(-1)!.id : null };
}
