// The session itself:
//   POST   /api/admin/session          Authorization: Bearer <Supabase access token> -> a session (the exchange)
//   DELETE /api/admin/session          X-Auth-Token -> 204, the session ends (sign-out)
//   POST   /api/admin/session/refresh  X-Auth-Token -> a new working token; the old one stops working
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { AUTH_ERROR_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, noContent, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin, sessionExpired } from '../../src/server/admin/require-admin.ts';
import { createSession, endSession, renewToken } from '../../src/server/admin/sessions.repo.ts';
import { verifySupabaseAccessToken } from '../../src/server/admin/supabase-token.ts';
import { isAdminEmail, upsertAdmin } from '../../src/server/admin/accounts.repo.ts';

const refused = () => adminError(403, 'not_authorized', AUTH_ERROR_MESSAGE);

async function exchange(request: Request): Promise<Response> {
  const bearer = /^Bearer\s+([A-Za-z0-9_.-]{1,8192})$/.exec(request.headers.get('authorization')?.trim() ?? '');
  if (!bearer) return refused();
  const check = await verifySupabaseAccessToken(bearer[1]!);
  if (!check.ok) return refused();
  const sql = db();
  if (!(await isAdminEmail(sql, check.email))) return refused();
  const account = await upsertAdmin(sql, check.email, null);
  return adminJson(await createSession(sql, account.id, 'supabase'));
}

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-session', context?.requestId, async () => {
    const refresh = new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/refresh');
    if (refresh ? request.method !== 'POST' : request.method !== 'POST' && request.method !== 'DELETE') {
      return methodNotAllowed(refresh ? ['POST'] : ['POST', 'DELETE']);
    }
    if (!refresh && request.method === 'POST') return exchange(request);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    if (!refresh) {
      await endSession(db(), auth.admin.sessionId);
      return noContent();
    }
    const session = await renewToken(db(), auth.admin.sessionId);
    return session ? adminJson(session) : sessionExpired();
  }));

export const config: Config = { path: ['/api/admin/session', '/api/admin/session/refresh'], method: ['POST', 'DELETE'] };
