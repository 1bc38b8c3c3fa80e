// The open admin sessions: GET lists them (the caller's marked current), DELETE /{id} ends one,
// DELETE without an id ends every session but the caller's.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, noContent } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { endAllOtherSessions, endOneSession, sessionsFor } from '../../src/server/admin/admins.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export default adminFunction('admin-sessions', {
  'GET /api/admin/sessions': async ({ admin }) => adminJson({ sessions: await sessionsFor(db(), admin) }),
  'DELETE /api/admin/sessions': async ({ admin }) => {
    await endAllOtherSessions(db(), admin);
    return noContent();
  },
  'DELETE /api/admin/sessions/:id': async ({ params, admin }) => {
    const id = params.id ?? '';
    const ended = UUID.test(id) ? await endOneSession(db(), id, admin) : 'not_found';
    if (ended === 'own_session') return adminError(409, 'own_session', 'This is your own session: sign out to end it.');
    if (ended === 'not_found') return adminError(404, 'not_found', 'No such session (it may have ended already).');
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/sessions', '/api/admin/sessions/:id'], method: ['GET', 'DELETE'] };
