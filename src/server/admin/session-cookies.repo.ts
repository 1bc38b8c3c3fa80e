// The browser's cookie session (the spec's 24-hour admin session): a random secret the browser keeps
// in an HttpOnly cookie, only its sha256 stored, ending when the sign-in's 24 hours end. It does one
// thing: mint a tab's working session (sessions.repo.ts createTabSession). Times come from the
// database clock.
import type { Queryable as Sql } from '../db/queryable.ts';
import { hashToken, isTokenShaped, newToken } from './tokens.ts';

/** A secret to hand to the browser, and when its session (so the cookie) ends. */
export type IssuedCookie = { secret: string; expiresAt: Date };
export type CookieSession = { id: string; adminId: string; email: string };

type CookieRow = { id: string; admin_id: string; email: string; expires_at: Date };
const cookieSessionOf = (r: CookieRow): CookieSession => ({ id: r.id, adminId: r.admin_id, email: r.email });

/** Gives a session just signed in (known by its working token) a cookie session that ends when it does. */
export async function issueCookie(sql: Sql, workingToken: string): Promise<IssuedCookie | undefined> {
  const secret = newToken();
  // Cookie sessions past their end are of no use to anyone: each sign-in sweeps them.
  await sql`delete from admin_session_cookies where expires_at <= now()`;
  const [row] = await sql<{ expires_at: Date }[]>`
    with s as (
      select id, admin_id, method, expires_at from admin_sessions
      where token_hash = ${hashToken(workingToken)} and expires_at > now()),
    c as (
      insert into admin_session_cookies (admin_id, secret_hash, method, expires_at)
      select admin_id, ${hashToken(secret)}, method, expires_at from s
      returning id, expires_at)
    update admin_sessions set cookie_id = c.id from c, s where admin_sessions.id = s.id
    returning c.expires_at`;
  return row && { secret, expiresAt: row.expires_at };
}

/** The current secret of a live cookie session is replaced (the presented one becomes the previous). */
export async function rotatePresented(sql: Sql, secret: string): Promise<{ session: CookieSession; cookie: IssuedCookie } | undefined> {
  if (!isTokenShaped(secret)) return undefined;
  const next = newToken();
  const [row] = await sql<CookieRow[]>`
    with c as (
      update admin_session_cookies
      set previous_hash = secret_hash, secret_hash = ${hashToken(next)}, rotated_at = now()
      where secret_hash = ${hashToken(secret)} and expires_at > now()
      returning id, admin_id, expires_at)
    select c.id, c.admin_id, a.email, c.expires_at from c join admin_accounts a on a.id = c.admin_id`;
  return row && { session: cookieSessionOf(row), cookie: { secret: next, expiresAt: row.expires_at } };
}

/** A live cookie session whose previous secret this is, and whether it was replaced under graceSeconds ago. */
export async function findByPrevious(
  sql: Sql,
  secret: string,
  graceSeconds: number,
): Promise<{ session: CookieSession; withinGrace: boolean } | undefined> {
  if (!isTokenShaped(secret)) return undefined;
  const [row] = await sql<(CookieRow & { within_grace: boolean })[]>`
    select c.id, c.admin_id, a.email, c.expires_at, c.rotated_at > now() - make_interval(secs => ${graceSeconds}) as within_grace
    from admin_session_cookies c join admin_accounts a on a.id = c.admin_id
    where c.previous_hash = ${hashToken(secret)} and c.expires_at > now()`;
  return row && { session: cookieSessionOf(row), withinGrace: row.within_grace };
}

/**
 * A fresh secret for a cookie session, the old ones forgotten at once (no grace): after a password
 * change, a copy of this browser's cookie taken before it mints nothing.
 */
export async function replaceSecret(sql: Sql, cookieId: string): Promise<IssuedCookie | undefined> {
  const secret = newToken();
  const [row] = await sql<{ expires_at: Date }[]>`
    update admin_session_cookies set secret_hash = ${hashToken(secret)}, previous_hash = null, rotated_at = now()
    where id = ${cookieId} and expires_at > now() returning expires_at`;
  return row && { secret, expiresAt: row.expires_at };
}

/** Ends a cookie session (and with it every tab it minted). */
export async function endCookieSession(sql: Sql, cookieId: string): Promise<boolean> {
  return (await sql`delete from admin_session_cookies where id = ${cookieId}`).count > 0;
}

/** Ends the cookie session this secret belongs to, current or previous (signing out with the cookie alone). */
export async function endBySecret(sql: Sql, secret: string): Promise<boolean> {
  if (!isTokenShaped(secret)) return false;
  const hash = hashToken(secret);
  return (await sql`delete from admin_session_cookies where secret_hash = ${hash} or previous_hash = ${hash}`).count > 0;
}
