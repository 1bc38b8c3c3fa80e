// The open admin sessions: GET lists them (the caller's marked current), DELETE /{id} ends one,
// DELETE without an id ends every session but the caller's.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, noContent, pathRest, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { endAllOtherSessions, endOneSession, sessionsFor } from '../../src/server/admin/admins.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-sessions', context?.requestId, async () => {
    const id = pathRest(request, '/api/admin/sessions/');
    const allowed = id === undefined ? ['GET', 'DELETE'] : ['DELETE'];
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    if (request.method === 'GET') return adminJson({ sessions: await sessionsFor(sql, auth.admin) });
    if (id === undefined) {
      await endAllOtherSessions(sql, auth.admin);
      return noContent();
    }
    const ended = UUID.test(id) ? await endOneSession(sql, id, auth.admin) : 'not_found';
    if (ended === 'own_session') return adminError(409, 'own_session', 'This is your own session: sign out to end it.');
    if (ended === 'not_found') return adminError(404, 'not_found', 'No such session (it may have ended already).');
    return noContent();
  }),
);

export const config: Config = { path: ['/api/admin/sessions', '/api/admin/sessions/:id'], method: ['GET', 'DELETE'] };
