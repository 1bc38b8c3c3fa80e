// Admin sessions: at most 24 h from sign-in; the working token lasts 30 min and is replaced on
// renewal. Only the sha256 of a token is stored. Times come from the database clock.
// A row is one tab's working session. Tabs of one signed-in browser share its cookie session
// (cookie_id, see session-cookies.repo.ts): ending a session ends that browser, all its tabs.
import type { Queryable as Sql } from '../db/queryable.ts';
import type { Session } from '../../domain/admin/session.ts';
import { SESSION_MAX_SECONDS, WORKING_TOKEN_SECONDS } from '../../domain/admin/session.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';

export type SignInMethod = 'password' | 'supabase' | 'setup';
/** The admin behind a valid working token. */
export type AdminIdentity = {
  sessionId: string;
  adminId: string;
  email: string;
  tokenExpiresAt: string;
  sessionExpiresAt: string;
  /** The browser's cookie session the tab was signed in or minted with (null: a session without one). */
  cookieId: string | null;
};

type Row = { id: string; admin_id: string; email: string; token_expires_at: Date; expires_at: Date; cookie_id: string | null };
/** A row that made a session, with the database's clock at that moment (Session.issuedAt). */
type IssuedRow = Row & { now: Date };
const identityOf = (r: Row): AdminIdentity => ({
  sessionId: r.id,
  adminId: r.admin_id,
  email: r.email,
  tokenExpiresAt: r.token_expires_at.toISOString(),
  sessionExpiresAt: r.expires_at.toISOString(),
  cookieId: r.cookie_id,
});
const sessionOf = (token: string, r: IssuedRow): Session => ({
  token,
  tokenExpiresAt: r.token_expires_at.toISOString(),
  sessionExpiresAt: r.expires_at.toISOString(),
  email: r.email,
  issuedAt: r.now.toISOString(),
});

export async function createSession(sql: Sql, adminId: string, method: SignInMethod): Promise<Session> {
  const token = newToken();
  // Sessions past their 24 h are of no use to anyone: each sign-in sweeps them.
  await sql`delete from admin_sessions where expires_at <= now()`;
  const [row] = await sql<IssuedRow[]>`
    with s as (
      insert into admin_sessions (token_hash, admin_id, expires_at, token_expires_at, method)
      values (${hashToken(token)}, ${adminId}, now() + make_interval(secs => ${SESSION_MAX_SECONDS}),
              now() + make_interval(secs => ${WORKING_TOKEN_SECONDS}), ${method})
      returning id, admin_id, token_expires_at, expires_at, cookie_id)
    select s.id, s.admin_id, a.email, s.token_expires_at, s.expires_at, s.cookie_id, now() as now
    from s join admin_accounts a on a.id = s.admin_id`;
  await sql`update admin_accounts set last_login_at = now() where id = ${adminId}`;
  return sessionOf(token, row!);
}

/** The admin of a working token that is current: known, not renewed away, within both limits. */
export async function findByToken(sql: Sql, token: string): Promise<AdminIdentity | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await sql<Row[]>`
    select s.id, s.admin_id, a.email, s.token_expires_at, s.expires_at, s.cookie_id
    from admin_sessions s join admin_accounts a on a.id = s.admin_id
    where s.token_hash = ${hashToken(token)} and s.token_expires_at > now() and s.expires_at > now()`;
  return row && identityOf(row);
}

/** A new working token for the session (the old one stops working); never past the session's end. */
export async function renewToken(sql: Sql, sessionId: string): Promise<Session | undefined> {
  const token = newToken();
  const [row] = await sql<IssuedRow[]>`
    with s as (
      update admin_sessions
      set token_hash = ${hashToken(token)},
          token_expires_at = least(expires_at, now() + make_interval(secs => ${WORKING_TOKEN_SECONDS}))
      where id = ${sessionId} and expires_at > now()
      returning id, admin_id, token_expires_at, expires_at, cookie_id)
    select s.id, s.admin_id, a.email, s.token_expires_at, s.expires_at, s.cookie_id, now() as now
    from s join admin_accounts a on a.id = s.admin_id`;
  return row && sessionOf(token, row);
}

/** A new tab's working session under a browser's cookie session: it ends with that session, never later. */
export async function createTabSession(sql: Sql, cookieId: string): Promise<Session | undefined> {
  const token = newToken();
  const [row] = await sql<IssuedRow[]>`
    with s as (
      insert into admin_sessions (token_hash, admin_id, expires_at, token_expires_at, method, cookie_id)
      select ${hashToken(token)}, c.admin_id, c.expires_at,
             least(c.expires_at, now() + make_interval(secs => ${WORKING_TOKEN_SECONDS})), c.method, c.id
      from admin_session_cookies c where c.id = ${cookieId} and c.expires_at > now()
      returning id, admin_id, token_expires_at, expires_at, cookie_id)
    select s.id, s.admin_id, a.email, s.token_expires_at, s.expires_at, s.cookie_id, now() as now
    from s join admin_accounts a on a.id = s.admin_id`;
  return row && sessionOf(token, row);
}

/** Ends the session and, with its browser's cookie session, every other tab of that browser. */
export async function endSession(sql: Sql, sessionId: string): Promise<boolean> {
  const [row] = await sql<{ cookie_id: string | null }[]>`delete from admin_sessions where id = ${sessionId} returning cookie_id`;
  if (!row) return false;
  if (row.cookie_id) await sql`delete from admin_session_cookies where id = ${row.cookie_id}`;
  return true;
}

/**
 * Every session of the account but the browser of one (a password change keeps the browser that made
 * it, all its tabs), cookie sessions included: no other browser can mint a working token any more.
 */
export async function endSessionsOf(sql: Sql, adminId: string, except?: string): Promise<number> {
  if (!except) {
    await sql`delete from admin_session_cookies where admin_id = ${adminId}`;
    return (await sql`delete from admin_sessions where admin_id = ${adminId}`).count;
  }
  const rows = await sql`
    delete from admin_sessions s where s.admin_id = ${adminId} and s.id <> ${except}
      and not exists (select 1 from admin_sessions me where me.id = ${except} and me.cookie_id = s.cookie_id)`;
  await sql`
    delete from admin_session_cookies c where c.admin_id = ${adminId}
      and not exists (select 1 from admin_sessions me where me.id = ${except} and me.cookie_id = c.id)`;
  return rows.count;
}

/** Every session of every admin but the browser of one. */
export async function endOtherSessions(sql: Sql, except: string): Promise<number> {
  const rows = await sql`
    delete from admin_sessions s where s.id <> ${except}
      and not exists (select 1 from admin_sessions me where me.id = ${except} and me.cookie_id = s.cookie_id)`;
  await sql`
    delete from admin_session_cookies c
    where not exists (select 1 from admin_sessions me where me.id = ${except} and me.cookie_id = c.id)`;
  return rows.count;
}

/** browser: what the tabs of one signed-in browser share (its cookie session, else the session itself). */
export type SessionListRow = { id: string; email: string; method: SignInMethod; createdAt: string; expiresAt: string; browser: string };

/** One row per signed-in browser (its newest tab stands for it), newest first. */
export async function listSessions(sql: Sql): Promise<SessionListRow[]> {
  const rows = await sql<{ id: string; email: string; method: SignInMethod; created_at: Date; expires_at: Date; browser: string }[]>`
    select id, email, method, created_at, expires_at, browser from (
      select distinct on (coalesce(s.cookie_id, s.id)) s.id, a.email, s.method, coalesce(c.created_at, s.created_at) as created_at,
             s.expires_at, coalesce(s.cookie_id, s.id) as browser
      from admin_sessions s join admin_accounts a on a.id = s.admin_id left join admin_session_cookies c on c.id = s.cookie_id
      where s.expires_at > now()
      order by coalesce(s.cookie_id, s.id), s.created_at desc) browsers
    order by created_at desc limit 200`;
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    method: r.method,
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    browser: r.browser,
  }));
}

export async function findSession(sql: Sql, sessionId: string): Promise<{ id: string; email: string; browser: string } | undefined> {
  const [row] = await sql<{ id: string; email: string; browser: string }[]>`
    select s.id, a.email, coalesce(s.cookie_id, s.id) as browser
    from admin_sessions s join admin_accounts a on a.id = s.admin_id where s.id = ${sessionId}`;
  return row;
}

/** What the caller's tabs share, to compare with SessionListRow.browser. */
export const browserOf = (admin: AdminIdentity) => admin.cookieId ?? admin.sessionId;
