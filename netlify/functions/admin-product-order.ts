// POST /api/admin/product-order {id, direction} (one step) or {ids} (the whole order): the owner's
// order of the products, which is the shop's.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { productOrderBodySchema } from '../../src/domain/admin-catalog/product-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, answering, methodNotAllowed, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';
import { refusing } from '../../src/server/admin-catalog/http.ts';
import { reorderProducts } from '../../src/server/admin-catalog/product-list.service.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-product-order', context?.requestId, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const body = await readAndParse(request, productOrderBodySchema, 1024 * 1024);
    if (!body.ok) return body.response;
    const answer = await refusing(async () => adminJson({ ids: await reorderProducts(db(), body.data, auth.admin.email) }));
    if (answer.ok) schedulePublish(context);
    return answer;
  }),
);

export const config: Config = { path: '/api/admin/product-order', method: ['POST'] };
