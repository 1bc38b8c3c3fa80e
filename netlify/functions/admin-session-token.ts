// POST /api/admin/session/token: a working token for a tab that has none (a new tab, a bookmark, a
// reopened browser), minted from the browser's 24-hour session cookie, the cookie's only use. From
// the shop's own pages only (403 cross_site_request otherwise); the answer is the sign-in's shape, with the
// cookie's secret replaced. No live cookie session: 401 session_expired, and the cookie is cleared.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { handle } from '../../src/server/http/handle.ts';
import { adminError, answering, methodNotAllowed, type AdminContext } from '../../src/server/admin/http.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { crossSiteRefused, isSameOrigin } from '../../src/server/admin/same-origin.ts';
import { clearedSessionCookieHeader, sessionAnswer, sessionCookieHeader, sessionCookieOf } from '../../src/server/admin/session-cookie.ts';
import { mintTabSession } from '../../src/server/admin/tab-session.service.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-session-token', context?.requestId, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
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
);

export const config: Config = { path: '/api/admin/session/token', method: ['POST'] };
