// The cookie of the browser's 24-hour admin session, as the functions set, read and clear it.
// HttpOnly (no script reads it, an injected one included), Secure, SameSite=Strict (no other site's
// page makes the browser send it) and scoped to /api/admin/: the shop's pages never carry it. It
// authorises nothing but minting a tab's working token (POST /api/admin/session/token): every admin
// call still needs X-Auth-Token. The name's __Secure- prefix makes browsers refuse it unless Secure;
// they count http://localhost as secure, so it works under `npm start` too. (__Host- would forbid
// the /api/admin/ path.)
import type { Session } from '../../domain/admin/session.ts';
import { readCookie } from '../../domain/gate/unlock-cookie.ts';
import type { Sql } from '../db/client.ts';
import { issueCookie, type IssuedCookie } from './session-cookies.repo.ts';

export const SESSION_COOKIE = '__Secure-admin_session';
export const SESSION_COOKIE_PATH = '/api/admin/';
const ATTRIBUTES = `Path=${SESSION_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`;

/** Lasts as long as the session has left: the cookie and the session end together. */
export function sessionCookieHeader(cookie: IssuedCookie, now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((cookie.expiresAt.getTime() - now) / 1000));
  return `${SESSION_COOKIE}=${cookie.secret}; Max-Age=${maxAge}; ${ATTRIBUTES}`;
}

export const clearedSessionCookieHeader = () => `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

export const sessionCookieOf = (request: Request): string | undefined =>
  readCookie(request.headers.get('cookie'), SESSION_COOKIE) || undefined;

const NO_STORE = { 'cache-control': 'no-store' } as const;

/** The session as JSON (never the cookie's secret: only the Set-Cookie header carries it). */
export const sessionAnswer = (session: Session, cookieHeader?: string): Response =>
  Response.json(session, { headers: cookieHeader ? { ...NO_STORE, 'set-cookie': cookieHeader } : NO_STORE });

/** The answer to a sign-in (password, first-run link, Supabase): the tab's session and the browser's cookie. */
export async function signedInAnswer(sql: Sql, session: Session): Promise<Response> {
  const cookie = await issueCookie(sql, session.token);
  return sessionAnswer(session, cookie && sessionCookieHeader(cookie));
}
