// Who may run the shop, one's own password and the open sessions. Every change is audited.
// Only the shop's owner (the first admin) adds or removes admins, and the last owner stays.
import type { Sql } from '../db/client.ts';
import { hashPassword } from '../passwords/password-hash.ts';
import { adminPasswordCost } from '../passwords/password-cost.ts';
import { checkCurrentPassword, type CurrentPasswordCheck } from './current-password.ts';
import {
  addAdminEmail,
  findAccountById,
  isOwnerEmail,
  listAdminEmails,
  removeAdminEmail,
  setPasswordHash,
  upsertAdmin,
} from './accounts.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { browserOf, endOtherSessions, endSession, endSessionsOf, findSession, listSessions, type AdminIdentity } from './sessions.repo.ts';
import type { AdminSessionRow } from '../../domain/admin/admins.ts';

export { listAdminEmails };

export type AddResult = 'added' | 'exists' | 'not_owner';

export async function addAdmin(sql: Sql, email: string, by: AdminIdentity): Promise<AddResult> {
  return sql.begin(async (tx) => {
    if (!(await isOwnerEmail(tx, by.email))) return 'not_owner' as const;
    const added = await addAdminEmail(tx, email);
    if (added) await recordAudit(tx, { email: by.email, action: 'admins.add', subject: email, newValue: { email } });
    return added ? ('added' as const) : ('exists' as const);
  });
}

export type RemoveResult = 'removed' | 'not_found' | 'last_admin' | 'not_owner' | 'last_owner';

export async function removeAdmin(sql: Sql, email: string, by: AdminIdentity): Promise<RemoveResult> {
  return sql.begin(async (tx) => {
    // Locked so that two admins removing each other at once cannot leave the shop with none, or
    // without an owner.
    const emails = await tx<{ email: string; is_owner: boolean }[]>`select email, is_owner from admin_emails order by email for update`;
    if (!emails.find((e) => e.email === by.email)?.is_owner) return 'not_owner';
    const target = emails.find((e) => e.email === email);
    if (!target) return 'not_found';
    if (emails.length === 1) return 'last_admin';
    if (target.is_owner && emails.filter((e) => e.is_owner).length === 1) return 'last_owner';
    await removeAdminEmail(tx, email);
    await recordAudit(tx, { email: by.email, action: 'admins.remove', subject: email, oldValue: { email } });
    return 'removed';
  });
}

export type OwnPasswordResult = 'changed' | Exclude<CurrentPasswordCheck, 'right'>;

/** Sets one's own password (checking the current one when there is one) and ends every other session of the account. */
export async function changeOwnPassword(
  sql: Sql,
  by: AdminIdentity,
  input: { currentPassword?: string | undefined; newPassword: string },
): Promise<OwnPasswordResult> {
  const account = await findAccountById(sql, by.adminId);
  if (account?.passwordHash) {
    const check = await checkCurrentPassword(sql, by.adminId, account.passwordHash, input.currentPassword);
    if (check !== 'right') return check;
  }
  const hash = await hashPassword(input.newPassword, adminPasswordCost());
  await sql.begin(async (tx) => {
    if (account) await setPasswordHash(tx, by.adminId, hash);
    else await upsertAdmin(tx, by.email, hash);
    await endSessionsOf(tx, by.adminId, by.sessionId);
    await recordAudit(tx, { email: by.email, action: 'admins.password', subject: by.email, newValue: { changed: true } });
  });
  return 'changed';
}

export async function sessionsFor(sql: Sql, by: AdminIdentity): Promise<AdminSessionRow[]> {
  // One row per signed-in browser: the caller's is the one its tabs share.
  return (await listSessions(sql)).map((s) => ({
    id: s.id,
    email: s.email,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
    current: s.browser === browserOf(by),
  }));
}

export type EndResult = 'ended' | 'not_found' | 'own_session';

export async function endOneSession(sql: Sql, id: string, by: AdminIdentity): Promise<EndResult> {
  if (id === by.sessionId) return 'own_session';
  return sql.begin(async (tx) => {
    const session = await findSession(tx, id);
    if (session?.browser === browserOf(by)) return 'own_session'; // another tab of the caller's browser
    if (!session || !(await endSession(tx, id))) return 'not_found';
    await recordAudit(tx, { email: by.email, action: 'sessions.end', subject: session.email, oldValue: { sessionId: id } });
    return 'ended';
  });
}

export async function endAllOtherSessions(sql: Sql, by: AdminIdentity): Promise<number> {
  return sql.begin(async (tx) => {
    const count = await endOtherSessions(tx, by.sessionId);
    await recordAudit(tx, { email: by.email, action: 'sessions.end_all', subject: 'all other sessions', newValue: { ended: count } });
    return count;
  });
}
