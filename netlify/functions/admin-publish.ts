// GET /api/admin/publish: where publishing stands (live since, pending, publishing, failed and why).
// POST: publish now (202), also to try again after a failed build.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { publishNow, publishState, publishTarget, quietMs } from '../../src/server/publish/publisher.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-publish', context?.requestId, async () => {
    if (request.method !== 'GET' && request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    if (request.method === 'GET') {
      // A build that ended with changes saved meanwhile, when nothing else asked for the next one.
      if (publishTarget().kind !== 'none') await publishNow(sql, { force: false, quietSeconds: quietMs() / 1000 });
      return adminJson(await publishState(sql));
    }
    if (publishTarget().kind === 'none') {
      return adminError(503, 'publish_unavailable', 'Publishing is not set up here: set NETLIFY_BUILD_HOOK_URL (see the README).');
    }
    await publishNow(sql, { force: true });
    return adminJson(await publishState(sql), 202);
  }));

export const config: Config = { path: '/api/admin/publish', method: ['GET', 'POST'] };
