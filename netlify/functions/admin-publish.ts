// GET /api/admin/publish: where publishing stands (live since, the pending changes, publishing,
// failed and why, automatic publishing). Read only: a GET never asks for a build.
// POST: the owner's Publish (202), also to try again after a failed build.
// PUT /api/admin/publish/settings: automatic publishing on or off, and its interval on Netlify.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { autoPublishBodySchema } from '../../src/domain/admin/publish.ts';
import { publishNow, publishState, publishTarget, saveAutoPublishing } from '../../src/server/publish/publisher.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-publish', context?.requestId, async () => {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    const allowed = path === '/api/admin/publish' ? ['GET', 'POST'] : path === '/api/admin/publish/settings' ? ['PUT'] : undefined;
    if (!allowed) return adminError(404, 'not_found', 'Not found');
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    if (request.method === 'GET') return adminJson(await publishState(sql));
    if (request.method === 'PUT') {
      const body = await readAndParse(request, autoPublishBodySchema);
      if (!body.ok) return body.response;
      await saveAutoPublishing(sql, body.data, auth.admin.email);
      return adminJson(await publishState(sql));
    }
    if (publishTarget().kind === 'none') {
      return adminError(503, 'publish_unavailable', 'Publishing is not set up here: set NETLIFY_BUILD_HOOK_URL (see docs/deploy.md).');
    }
    await publishNow(sql);
    return adminJson(await publishState(sql), 202);
  }),
);

export const config: Config = { path: ['/api/admin/publish', '/api/admin/publish/settings'], method: ['GET', 'POST', 'PUT'] };
