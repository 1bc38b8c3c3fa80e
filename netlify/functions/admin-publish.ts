// GET /api/admin/publish: where publishing stands (live since, the pending changes, publishing,
// failed and why, automatic publishing). Read only: a GET never asks for a build.
// POST: the owner's Publish (202), also to try again after a failed build.
// PUT /api/admin/publish/settings: automatic publishing on or off, and its interval on Netlify.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { autoPublishBodySchema } from '../../src/domain/admin/publish.ts';
import { publishNow, publishState, publishTarget, saveAutoPublishing } from '../../src/server/publish/publisher.ts';

export default adminFunction('admin-publish', {
  'GET /api/admin/publish': async () => adminJson(await publishState(db())),
  'POST /api/admin/publish': async () => {
    if (publishTarget().kind === 'none') {
      return adminError(503, 'publish_unavailable', 'Publishing is not set up here: set NETLIFY_BUILD_HOOK_URL (see docs/deploy.md).');
    }
    await publishNow(db());
    return adminJson(await publishState(db()), 202);
  },
  'PUT /api/admin/publish/settings': async ({ request, admin }) => {
    const body = await readAndParse(request, autoPublishBodySchema);
    if (!body.ok) return body.response;
    await saveAutoPublishing(db(), body.data, admin.email);
    return adminJson(await publishState(db()));
  },
});

export const config: Config = { path: ['/api/admin/publish', '/api/admin/publish/settings'], method: ['GET', 'POST', 'PUT'] };
