// POST /api/admin/products/{id}/publish {published, updatedAt}: to the shop (on the next publish)
// or back to draft. POST /api/admin/products/{id}/duplicate: a draft copy at stock 0.
import type { Config } from '@netlify/functions';
import { publishBodySchema } from '../../src/domain/admin-catalog/product-form.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { onProduct, publishing } from '../../src/server/admin-catalog/http.ts';
import { duplicateProduct, setPublished } from '../../src/server/admin-catalog/products.service.ts';

export default adminFunction('admin-product-actions', {
  'POST /api/admin/products/:id/publish': onProduct(async (id, { request, context, admin }) => {
    const body = await readAndParse(request, publishBodySchema);
    if (!body.ok) return body.response;
    return publishing(context, async () =>
      adminJson({ product: await setPublished(db(), id, body.data.published, body.data.updatedAt, admin.email) }),
    );
  }),
  'POST /api/admin/products/:id/duplicate': onProduct(async (id, { context, admin }) => {
    return publishing(context, async () => adminJson({ product: await duplicateProduct(db(), id, admin.email) }, 201));
  }),
});

export const config: Config = { path: ['/api/admin/products/:id/publish', '/api/admin/products/:id/duplicate'], method: ['POST'] };
