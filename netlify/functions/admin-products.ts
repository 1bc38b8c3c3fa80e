// GET /api/admin/products?q&category&published&archived&stock: the list. POST: a new draft.
// GET|PUT|DELETE /api/admin/products/{id}: one product; PUT compares updatedAt (409 stale);
// DELETE archives instead when an order names the product.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { createProductBodySchema, updateProductBodySchema } from '../../src/domain/admin-catalog/product-form.ts';
import { productListQuerySchema } from '../../src/domain/admin-catalog/product-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, answering, methodNotAllowed, parseWith, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';
import { noSuchProduct, productPath, refusing } from '../../src/server/admin-catalog/http.ts';
import { listProducts } from '../../src/server/admin-catalog/product-list.service.ts';
import { readProduct } from '../../src/server/admin-catalog/products.repo.ts';
import { createProduct, removeProduct, updateProduct } from '../../src/server/admin-catalog/products.service.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-products', context?.requestId, async () => {
    const one = new URL(request.url).pathname.replace(/\/+$/, '') !== '/api/admin/products';
    const allowed = one ? ['GET', 'PUT', 'DELETE'] : ['GET', 'POST'];
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    const email = auth.admin.email;
    if (!one) {
      if (request.method === 'GET') {
        const query = parseWith(productListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
        return query.ok ? adminJson(await listProducts(sql, query.data)) : query.response;
      }
      const body = await readAndParse(request, createProductBodySchema);
      if (!body.ok) return body.response;
      const product = await refusing(async () => adminJson({ product: await createProduct(sql, body.data, email) }, 201));
      if (product.status === 201) schedulePublish(context);
      return product;
    }
    const { id, action } = productPath(request);
    if (!id || action) return noSuchProduct();
    if (request.method === 'GET') {
      const product = await readProduct(sql, id);
      return product ? adminJson({ product }) : noSuchProduct();
    }
    if (request.method === 'PUT') {
      const body = await readAndParse(request, updateProductBodySchema);
      if (!body.ok) return body.response;
      const answer = await refusing(async () => adminJson({ product: await updateProduct(sql, id, body.data, email) }));
      if (answer.ok) schedulePublish(context);
      return answer;
    }
    const answer = await refusing(async () => adminJson(await removeProduct(sql, id, email)));
    if (answer.ok) schedulePublish(context);
    return answer;
  }),
);

export const config: Config = { path: ['/api/admin/products', '/api/admin/products/:id'], method: ['GET', 'POST', 'PUT', 'DELETE'] };
