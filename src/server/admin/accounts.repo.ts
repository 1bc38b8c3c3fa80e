// Admin emails (spec: authorizedAdminEmails) and the accounts that sign in with them. An email
// alone may sign in through Supabase Auth; an account with a password hash also with the password.
import type { Queryable as Sql } from '../db/queryable.ts';

export type AdminAccount = { id: string; email: string; passwordHash: string | null };
type AccountRow = { id: string; email: string; password_hash: string | null };
const accountOf = (r: AccountRow): AdminAccount => ({ id: r.id, email: r.email, passwordHash: r.password_hash });

export async function findAccount(sql: Sql, email: string): Promise<AdminAccount | undefined> {
  const [row] = await sql<AccountRow[]>`select id, email, password_hash from admin_accounts where email = ${email}`;
  return row && accountOf(row);
}

export async function findAccountById(sql: Sql, id: string): Promise<AdminAccount | undefined> {
  const [row] = await sql<AccountRow[]>`select id, email, password_hash from admin_accounts where id = ${id}`;
  return row && accountOf(row);
}

export async function isAdminEmail(sql: Sql, email: string): Promise<boolean> {
  return (await sql`select 1 from admin_emails where email = ${email}`).length > 0;
}

/** The shop's owner: the first admin email (20261125020200_admin_owner.sql), or one named by npm run admin -- owner. */
export async function isOwnerEmail(sql: Sql, email: string): Promise<boolean> {
  return (await sql`select 1 from admin_emails where email = ${email} and is_owner`).length > 0;
}

/** Makes an admin email an owner too (npm run admin -- owner); false when it is not an admin email. */
export async function makeOwner(sql: Sql, email: string): Promise<boolean> {
  return (await sql`update admin_emails set is_owner = true where email = ${email}`).count > 0;
}

/** Whether anyone can sign in yet: while no one can, npm start prints the first-run link. */
export async function adminExists(sql: Sql): Promise<boolean> {
  return (await sql`select 1 from admin_emails limit 1`).length > 0;
}

/** The email is admitted and has an account (with a password when given one, replacing any earlier). */
export async function upsertAdmin(sql: Sql, email: string, passwordHash: string | null): Promise<AdminAccount> {
  await sql`insert into admin_emails (email) values (${email}) on conflict (email) do nothing`;
  const [row] = await sql<AccountRow[]>`
    insert into admin_accounts (email, password_hash) values (${email}, ${passwordHash})
    on conflict (email) do update set password_hash = coalesce(excluded.password_hash, admin_accounts.password_hash)
    returning id, email, password_hash`;
  return accountOf(row!);
}

export async function setPasswordHash(sql: Sql, adminId: string, passwordHash: string): Promise<void> {
  await sql`update admin_accounts set password_hash = ${passwordHash} where id = ${adminId}`;
}

/** The same password under a stronger cost: written only over the hash it replaces (a change made meanwhile wins). */
export async function upgradePasswordHash(sql: Sql, adminId: string, from: string, to: string): Promise<void> {
  await sql`update admin_accounts set password_hash = ${to} where id = ${adminId} and password_hash = ${from}`;
}

export async function addAdminEmail(sql: Sql, email: string): Promise<boolean> {
  return (await sql`insert into admin_emails (email) values (${email}) on conflict (email) do nothing`).count > 0;
}

/** Removing an email removes its account and ends its sessions (foreign keys cascade). */
export async function removeAdminEmail(sql: Sql, email: string): Promise<boolean> {
  return (await sql`delete from admin_emails where email = ${email}`).count > 0;
}

export type AdminEmailRow = { email: string; hasPassword: boolean; isOwner: boolean; createdAt: string };
export async function listAdminEmails(sql: Sql): Promise<AdminEmailRow[]> {
  const rows = await sql<{ email: string; has_password: boolean; is_owner: boolean; created_at: Date }[]>`
    select e.email, (a.password_hash is not null) as has_password, e.is_owner, e.created_at
    from admin_emails e left join admin_accounts a on a.email = e.email order by e.created_at, e.email`;
  return rows.map((r) => ({ email: r.email, hasPassword: r.has_password, isOwner: r.is_owner, createdAt: r.created_at.toISOString() }));
}
