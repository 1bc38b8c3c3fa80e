// The session itself:
//   POST   /api/admin/session          Authorization: Bearer <Supabase access token> -> a session (the exchange)
//                                      and the browser's 24-hour session cookie
//   DELETE /api/admin/session          X-Auth-Token and/or the session cookie -> 204, the session ends
//                                      with every tab of the browser, and the cookie is cleared (sign-out)
//   POST   /api/admin/session/refresh  X-Auth-Token -> a new working token; the old one stops working
// (POST /api/admin/session/token, a tab's token from the cookie: admin-session-token.ts)
import type { Config } from '@netlify/functions';
import { AUTH_ERROR_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson } from '../../src/server/admin/http.ts';
import { adminFunction, open } from '../../src/server/admin/admin-function.ts';
import { requireAdmin, sessionExpired } from '../../src/server/admin/require-admin.ts';
import { createSession, endSession, renewToken } from '../../src/server/admin/sessions.repo.ts';
import { verifySupabaseAccessToken } from '../../src/server/admin/supabase-token.ts';
import { isAdminEmail, upsertAdmin } from '../../src/server/admin/accounts.repo.ts';
import { clearedSessionCookieHeader, sessionCookieOf, signedInAnswer } from '../../src/server/admin/session-cookie.ts';
import { endBySecret } from '../../src/server/admin/session-cookies.repo.ts';
import { isSameOrigin } from '../../src/server/admin/same-origin.ts';

const refused = () => adminError(403, 'not_authorized', AUTH_ERROR_MESSAGE);

async function exchange(request: Request): Promise<Response> {
  const bearer = /^Bearer\s+([A-Za-z0-9_.-]{1,8192})$/.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!bearer) return refused();
  const check = await verifySupabaseAccessToken(bearer[1]!);
  if (!check.ok) return refused();
  const sql = db();
  if (!(await isAdminEmail(sql, check.email))) return refused();
  const account = await upsertAdmin(sql, check.email, null);
  return signedInAnswer(sql, await createSession(sql, account.id, 'supabase'));
}

/**
 * Signing out ends the tab's session and, with the browser's cookie session, every tab of that
 * browser. The cookie alone also signs out (a tab whose token has just expired), from the shop's own
 * pages only; a request with neither a valid token nor a live cookie gets 401 as before.
 */
async function signOut(request: Request): Promise<Response> {
  const sql = db();
  const auth = await requireAdmin(request, sql);
  const secret = sessionCookieOf(request);
  const endedByToken = auth.ok && (await endSession(sql, auth.admin.sessionId));
  const endedByCookie = secret !== undefined && isSameOrigin(request) && (await endBySecret(sql, secret));
  if (!endedByToken && !endedByCookie) return auth.ok ? sessionExpired() : auth.response;
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store', 'set-cookie': clearedSessionCookieHeader() } });
}

export default adminFunction('admin-session', {
  'POST /api/admin/session': open(({ request }) => exchange(request)),
  'DELETE /api/admin/session': open(({ request }) => signOut(request)),
  'POST /api/admin/session/refresh': async ({ admin }) => {
    const session = await renewToken(db(), admin.sessionId);
    return session ? adminJson(session) : sessionExpired();
  },
});

export const config: Config = { path: ['/api/admin/session', '/api/admin/session/refresh'], method: ['POST', 'DELETE'] };
