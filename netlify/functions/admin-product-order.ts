// POST /api/admin/product-order {id, direction} (one step) or {ids} (the whole order): the owner's
// order of the products, which is the shop's.
import type { Config } from '@netlify/functions';
import { productOrderBodySchema } from '../../src/domain/admin-catalog/product-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { publishing } from '../../src/server/admin-catalog/http.ts';
import { reorderProducts } from '../../src/server/admin-catalog/product-list.service.ts';

export default adminFunction('admin-product-order', {
  'POST /api/admin/product-order': async ({ request, context, admin }) => {
    const body = await readAndParse(request, productOrderBodySchema, 1024 * 1024);
    if (!body.ok) return body.response;
    return publishing(context, async () => adminJson({ ids: await reorderProducts(db(), body.data, admin.email) }));
  },
});

export const config: Config = { path: '/api/admin/product-order', method: ['POST'] };
