// GET /api/admin/me: who the token belongs to and when the token and the session end.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { adminJson, answering, methodNotAllowed, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-me', context?.requestId, async () => {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const { email, sessionExpiresAt, tokenExpiresAt } = auth.admin;
    return adminJson({ email, sessionExpiresAt, tokenExpiresAt });
  }),
);

export const config: Config = { path: '/api/admin/me', method: ['GET'] };
