// POST /api/admin/products/{id}/publish {published, updatedAt}: to the shop (on the next publish)
// or back to draft. POST /api/admin/products/{id}/duplicate: a draft copy at stock 0.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { publishBodySchema } from '../../src/domain/admin-catalog/product-form.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, answering, methodNotAllowed, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';
import { noSuchProduct, productPath, refusing } from '../../src/server/admin-catalog/http.ts';
import { duplicateProduct, setPublished } from '../../src/server/admin-catalog/products.service.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-product-actions', context?.requestId, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const { id, action } = productPath(request);
    if (!id || (action !== 'publish' && action !== 'duplicate')) return noSuchProduct();
    const sql = db();
    let answer: Response;
    if (action === 'publish') {
      const body = await readAndParse(request, publishBodySchema);
      if (!body.ok) return body.response;
      answer = await refusing(async () =>
        adminJson({ product: await setPublished(sql, id, body.data.published, body.data.updatedAt, auth.admin.email) }),
      );
    } else {
      answer = await refusing(async () => adminJson({ product: await duplicateProduct(sql, id, auth.admin.email) }, 201));
    }
    if (answer.ok) schedulePublish(context);
    return answer;
  }),
);

export const config: Config = { path: ['/api/admin/products/:id/publish', '/api/admin/products/:id/duplicate'], method: ['POST'] };
