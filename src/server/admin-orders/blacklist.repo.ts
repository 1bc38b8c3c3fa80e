// The blacklist of phones (admin CRUD) and the orders it refused (kept by POST /api/orders, see
// store_order_unless_listed: supabase/definitions/store_order_unless_listed.sql). Every change goes to the audit log.
import type { Sql } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import type { Blacklist, BlacklistEntry, RefusedAttempt } from '../../domain/admin-orders/blacklist.ts';
import { recordAudit } from '../audit/audit.repo.ts';

export const ATTEMPTS_SHOWN = 100;

type EntryRow = { phone: string; reason: string; added_by: string; added_at: Date; attempts: number; last_attempt_at: Date | null };
const toEntry = (r: EntryRow): BlacklistEntry => ({
  phone: r.phone,
  reason: r.reason,
  addedBy: r.added_by,
  addedAt: r.added_at.toISOString(),
  attempts: r.attempts,
  lastAttemptAt: r.last_attempt_at?.toISOString() ?? null,
});

async function entries(sql: Queryable, phone?: string): Promise<BlacklistEntry[]> {
  const rows = await sql<EntryRow[]>`
    select b.phone, b.reason, b.added_by, b.added_at, a.attempts, a.last_attempt_at
    from phone_blacklist b
    cross join lateral (select count(*)::int as attempts, max(r.at) as last_attempt_at from refused_order_attempts r where r.phone = b.phone) a
    where ${phone ? sql`b.phone = ${phone}` : sql`true`}
    order by b.added_at desc, b.phone`;
  return rows.map(toEntry);
}

export async function readBlacklist(sql: Sql): Promise<Blacklist> {
  const attempts = await sql<
    {
      id: string;
      at: Date;
      phone: string;
      customer_name: string;
      wilaya_code: string;
      commune: string;
      address: string;
      flow: string;
      item_count: number;
    }[]
  >`
    select id, at, phone, customer_name, wilaya_code, commune, address, flow, item_count from refused_order_attempts order by at desc, id desc limit ${ATTEMPTS_SHOWN}`;
  return {
    entries: await entries(sql),
    attempts: attempts.map((a): RefusedAttempt => ({
      id: Number(a.id),
      at: a.at.toISOString(),
      phone: a.phone,
      customerName: a.customer_name,
      wilayaCode: a.wilaya_code,
      commune: a.commune,
      address: a.address,
      flow: a.flow,
      itemCount: a.item_count,
    })),
  };
}

export async function addToBlacklist(sql: Sql, phone: string, reason: string, by: string): Promise<BlacklistEntry | undefined> {
  return sql.begin(async (tx) => {
    const [row] =
      await tx`insert into phone_blacklist (phone, reason, added_by) values (${phone}, ${reason}, ${by}) on conflict (phone) do nothing returning phone`;
    if (!row) return undefined;
    await recordAudit(tx, { email: by, action: 'blacklist.add', subject: phone, newValue: { reason } });
    return (await entries(tx, phone))[0];
  });
}

export async function changeBlacklistReason(sql: Sql, phone: string, reason: string, by: string): Promise<BlacklistEntry | undefined> {
  return sql.begin(async (tx) => {
    const [old] = await tx<{ reason: string }[]>`select reason from phone_blacklist where phone = ${phone} for update`;
    if (!old) return undefined;
    if (old.reason !== reason) {
      await tx`update phone_blacklist set reason = ${reason} where phone = ${phone}`;
      await recordAudit(tx, {
        email: by,
        action: 'blacklist.reason',
        subject: phone,
        oldValue: { reason: old.reason },
        newValue: { reason },
      });
    }
    return (await entries(tx, phone))[0];
  });
}

export async function removeFromBlacklist(sql: Sql, phone: string, by: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [old] = await tx<{ reason: string }[]>`delete from phone_blacklist where phone = ${phone} returning reason`;
    if (!old) return false;
    await recordAudit(tx, { email: by, action: 'blacklist.remove', subject: phone, oldValue: { reason: old.reason } });
    return true;
  });
}
