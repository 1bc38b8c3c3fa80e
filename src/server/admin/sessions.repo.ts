// Admin sessions: at most 24 h from sign-in; the working token lasts 30 min and is replaced on
// renewal. Only the sha256 of a token is stored. Times come from the database clock.
import type { Queryable as Sql } from '../db/queryable.ts';
import type { Session } from '../../domain/admin/session.ts';
import { SESSION_MAX_SECONDS, WORKING_TOKEN_SECONDS } from '../../domain/admin/session.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';

export type SignInMethod = 'password' | 'supabase' | 'setup';
/** The admin behind a valid working token. */
export type AdminIdentity = { sessionId: string; adminId: string; email: string; tokenExpiresAt: string; sessionExpiresAt: string };

type Row = { id: string; admin_id: string; email: string; token_expires_at: Date; expires_at: Date };
const identityOf = (r: Row): AdminIdentity => ({
  sessionId: r.id, adminId: r.admin_id, email: r.email, tokenExpiresAt: r.token_expires_at.toISOString(), sessionExpiresAt: r.expires_at.toISOString(),
});
const sessionOf = (token: string, r: Row): Session => ({
  token, tokenExpiresAt: r.token_expires_at.toISOString(), sessionExpiresAt: r.expires_at.toISOString(), email: r.email,
});

export async function createSession(sql: Sql, adminId: string, method: SignInMethod): Promise<Session> {
  const token = newToken();
  // Sessions past their 24 h are of no use to anyone: each sign-in sweeps them.
  await sql`delete from admin_sessions where expires_at <= now()`;
  const [row] = await sql<Row[]>`
    with s as (
      insert into admin_sessions (token_hash, admin_id, expires_at, token_expires_at, method)
      values (${hashToken(token)}, ${adminId}, now() + make_interval(secs => ${SESSION_MAX_SECONDS}),
              now() + make_interval(secs => ${WORKING_TOKEN_SECONDS}), ${method})
      returning id, admin_id, token_expires_at, expires_at)
    select s.id, s.admin_id, a.email, s.token_expires_at, s.expires_at from s join admin_accounts a on a.id = s.admin_id`;
  await sql`update admin_accounts set last_login_at = now() where id = ${adminId}`;
  return sessionOf(token, row!);
}

/** The admin of a working token that is current: known, not renewed away, within both limits. */
export async function findByToken(sql: Sql, token: string): Promise<AdminIdentity | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await sql<Row[]>`
    select s.id, s.admin_id, a.email, s.token_expires_at, s.expires_at
    from admin_sessions s join admin_accounts a on a.id = s.admin_id
    where s.token_hash = ${hashToken(token)} and s.token_expires_at > now() and s.expires_at > now()`;
  return row && identityOf(row);
}

/** A new working token for the session (the old one stops working); never past the session's end. */
export async function renewToken(sql: Sql, sessionId: string): Promise<Session | undefined> {
  const token = newToken();
  const [row] = await sql<Row[]>`
    with s as (
      update admin_sessions
      set token_hash = ${hashToken(token)},
          token_expires_at = least(expires_at, now() + make_interval(secs => ${WORKING_TOKEN_SECONDS}))
      where id = ${sessionId} and expires_at > now()
      returning id, admin_id, token_expires_at, expires_at)
    select s.id, s.admin_id, a.email, s.token_expires_at, s.expires_at from s join admin_accounts a on a.id = s.admin_id`;
  return row && sessionOf(token, row);
}

export async function endSession(sql: Sql, sessionId: string): Promise<boolean> {
  const rows = await sql`delete from admin_sessions where id = ${sessionId}`;
  return rows.count > 0;
}

/** Every session of the account but one (a password change keeps the session that made it). */
export async function endSessionsOf(sql: Sql, adminId: string, except?: string): Promise<number> {
  const rows = except
    ? await sql`delete from admin_sessions where admin_id = ${adminId} and id <> ${except}`
    : await sql`delete from admin_sessions where admin_id = ${adminId}`;
  return rows.count;
}

export async function endOtherSessions(sql: Sql, except: string): Promise<number> {
  return (await sql`delete from admin_sessions where id <> ${except}`).count;
}

export type SessionListRow = { id: string; email: string; method: SignInMethod; createdAt: string; expiresAt: string };

export async function listSessions(sql: Sql): Promise<SessionListRow[]> {
  const rows = await sql<{ id: string; email: string; method: SignInMethod; created_at: Date; expires_at: Date }[]>`
    select s.id, a.email, s.method, s.created_at, s.expires_at
    from admin_sessions s join admin_accounts a on a.id = s.admin_id
    where s.expires_at > now() order by s.created_at desc limit 200`;
  return rows.map((r) => ({ id: r.id, email: r.email, method: r.method, createdAt: r.created_at.toISOString(), expiresAt: r.expires_at.toISOString() }));
}

export async function findSession(sql: Sql, sessionId: string): Promise<{ id: string; email: string } | undefined> {
  const [row] = await sql<{ id: string; email: string }[]>`
    select s.id, a.email from admin_sessions s join admin_accounts a on a.id = s.admin_id where s.id = ${sessionId}`;
  return row;
}
