// GET /api/admin/orders?status&wilaya&flow&from&to&q&cursor&limit: a page of orders newest first, and
// the counts per status for the tabs. One order and the bulk moves are admin-order.ts.
import type { Config } from '@netlify/functions';
import { orderListQuerySchema, queryObject } from '../../src/domain/admin-orders/order-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, parseWith } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { listOrders } from '../../src/server/admin-orders/order-list.repo.ts';

export default adminFunction('admin-orders', {
  'GET /api/admin/orders': async ({ request }) => {
    const query = parseWith(orderListQuerySchema, queryObject(new URL(request.url).searchParams));
    if (!query.ok) return query.response;
    return adminJson(await listOrders(db(), query.data));
  },
});

export const config: Config = { path: '/api/admin/orders', method: ['GET'] };
