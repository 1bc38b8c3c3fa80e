// GET /api/admin/orders?status&wilaya&flow&from&to&q&cursor&limit: a page of orders newest first, the
// counts per status for the tabs. POST /api/admin/orders/bulk {action, numbers, note}: confirm, mark
// shipped or cancel several orders, each with the workflow's rules, one answer per order.
import type { Config } from '@netlify/functions';
import { orderListQuerySchema, queryObject } from '../../src/domain/admin-orders/order-list.ts';
import { bulkMoveBodySchema } from '../../src/domain/admin-orders/order-moves.ts';
import { BULK_ACTIONS } from '../../src/domain/admin-orders/workflow.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, parseWith, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { listOrders } from '../../src/server/admin-orders/order-list.repo.ts';
import { moveOrders } from '../../src/server/admin-orders/workflow.service.ts';

export default (request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-orders', context?.requestId, async () => {
    const bulk = new URL(request.url).pathname.replace(/\/+$/, '') === '/api/admin/orders/bulk';
    const allowed = bulk ? ['POST'] : ['GET'];
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    if (!bulk) {
      const query = parseWith(orderListQuerySchema, queryObject(new URL(request.url).searchParams));
      if (!query.ok) return query.response;
      return adminJson(await listOrders(db(), query.data));
    }
    const body = await readAndParse(request, bulkMoveBodySchema, 16 * 1024);
    if (!body.ok) return body.response;
    const { action, numbers, note } = body.data;
    if (!Object.hasOwn(BULK_ACTIONS, action)) return adminError(422, 'invalid', 'Unknown action.', { fields: { action: 'invalid' } });
    return adminJson({ results: await moveOrders(db(), numbers, BULK_ACTIONS[action], auth.admin.email, note) });
  });

export const config: Config = { path: ['/api/admin/orders', '/api/admin/orders/bulk'], method: ['GET', 'POST'] };
