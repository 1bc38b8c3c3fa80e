// GET /api/admin/pairs: every product and the pieces the owner suggests with each (issue 42 §3).
// PUT /api/admin/pairs {productId, paired}: one product's pieces to suggest, in order. The offer reads
// them live on each order page: nothing to publish.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { refusing } from '../../src/server/admin-catalog/http.ts';
import { listPairs, setPairs } from '../../src/server/admin-catalog/pairs.service.ts';
import { pairsBodySchema } from '../../src/domain/admin-catalog/pairs.ts';

export default adminFunction('admin-pairs', {
  'GET /api/admin/pairs': async () => adminJson(await listPairs(db())),
  'PUT /api/admin/pairs': async ({ request, admin }) => {
    const body = await readAndParse(request, pairsBodySchema);
    if (!body.ok) return body.response;
    return refusing(async () => adminJson({ productId: body.data.productId, paired: await setPairs(db(), body.data, admin.email) }));
  },
});

export const config: Config = { path: ['/api/admin/pairs'], method: ['GET', 'PUT'] };
