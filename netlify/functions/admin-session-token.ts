// POST /api/admin/session/token: a working token for a tab that has none (a new tab, a bookmark, a
// reopened browser), minted from the browser's 24-hour session cookie, the cookie's only use. From
// the shop's own pages only (403 cross_site_request otherwise); the answer is the sign-in's shape, with the
// cookie's secret replaced. No live cookie session: 401 session_expired, and the cookie is cleared.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { adminError } from '../../src/server/admin/http.ts';
import { adminFunction, open } from '../../src/server/admin/admin-function.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { crossSiteRefused, isSameOrigin } from '../../src/server/admin/same-origin.ts';
import { clearedSessionCookieHeader, sessionAnswer, sessionCookieHeader, sessionCookieOf } from '../../src/server/admin/session-cookie.ts';
import { mintTabSession } from '../../src/server/admin/tab-session.service.ts';

export default adminFunction('admin-session-token', {
  'POST /api/admin/session/token': open(async ({ request }) => {
    if (!isSameOrigin(request)) return crossSiteRefused();
    const secret = sessionCookieOf(request);
    const minted = secret ? await mintTabSession(db(), secret) : undefined;
    if (minted?.ok) return sessionAnswer(minted.session, minted.cookie && sessionCookieHeader(minted.cookie));
    return adminError(
      401,
      'session_expired',
      SESSION_EXPIRED_MESSAGE,
      secret ? { headers: { 'set-cookie': clearedSessionCookieHeader() } } : {},
    );
  }),
});

export const config: Config = { path: '/api/admin/session/token', method: ['POST'] };
