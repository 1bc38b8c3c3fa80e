// GET /api/admin/orders?status&wilaya&flow&from&to&q&cursor&limit: a page of orders newest first, and
// the counts per status for the tabs. One order and the bulk moves are admin-order.ts.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { orderListQuerySchema, queryObject } from '../../src/domain/admin-orders/order-list.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, answering, methodNotAllowed, parseWith, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { listOrders } from '../../src/server/admin-orders/order-list.repo.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-orders', context?.requestId, async () => {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const query = parseWith(orderListQuerySchema, queryObject(new URL(request.url).searchParams));
    if (!query.ok) return query.response;
    return adminJson(await listOrders(db(), query.data));
  }),
);

export const config: Config = { path: '/api/admin/orders', method: ['GET'] };
