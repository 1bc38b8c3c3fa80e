// GET /api/admin/products?q&category&published&archived&stock: the list. POST: a new draft.
// GET|PUT|DELETE /api/admin/products/{id}: one product; PUT compares updatedAt (409 stale);
// DELETE archives instead when an order names the product.
import type { Config } from '@netlify/functions';
import { createProductBodySchema, updateProductBodySchema } from '../../src/domain/admin-catalog/product-form.ts';
import { productListQuerySchema } from '../../src/domain/admin-catalog/product-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, parseWith, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { noSuchProduct, onProduct, publishing } from '../../src/server/admin-catalog/http.ts';
import { listProducts } from '../../src/server/admin-catalog/product-list.service.ts';
import { readProduct } from '../../src/server/admin-catalog/products.repo.ts';
import { createProduct, removeProduct, updateProduct } from '../../src/server/admin-catalog/products.service.ts';

export default adminFunction('admin-products', {
  'GET /api/admin/products': async ({ request }) => {
    const query = parseWith(productListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    return query.ok ? adminJson(await listProducts(db(), query.data)) : query.response;
  },
  'POST /api/admin/products': async ({ request, context, admin }) => {
    const body = await readAndParse(request, createProductBodySchema);
    if (!body.ok) return body.response;
    return publishing(context, async () => adminJson({ product: await createProduct(db(), body.data, admin.email) }, 201));
  },
  'GET /api/admin/products/:id': onProduct(async (id) => {
    const product = await readProduct(db(), id);
    return product ? adminJson({ product }) : noSuchProduct();
  }),
  'PUT /api/admin/products/:id': onProduct(async (id, { request, context, admin }) => {
    const body = await readAndParse(request, updateProductBodySchema);
    if (!body.ok) return body.response;
    return publishing(context, async () => adminJson({ product: await updateProduct(db(), id, body.data, admin.email) }));
  }),
  'DELETE /api/admin/products/:id': onProduct(async (id, { context, admin }) => {
    return publishing(context, async () => adminJson(await removeProduct(db(), id, admin.email)));
  }),
});

export const config: Config = { path: ['/api/admin/products', '/api/admin/products/:id'], method: ['GET', 'POST', 'PUT', 'DELETE'] };
