// POST /api/admin/test-orders: 'Send a test order' (sample data, pending, home delivery, placed and
// sent to the chat like a shopper's, flagged as a test). GET: the test orders. DELETE /{number}: one of them.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, pathRest, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { deleteTestOrder, listTestOrders, sendTestOrder } from '../../src/server/admin-orders/test-order.service.ts';

const PREFIX = '/api/admin/test-orders/';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-test-orders', context?.requestId, async () => {
    const rest = pathRest(request, PREFIX);
    // One order's path even when it does not decode (it is then no order: 404, not 405).
    const { pathname } = new URL(request.url);
    const onOne = pathname.startsWith(PREFIX) && pathname.slice(PREFIX.length).replace(/\/+$/, '') !== '';
    const allowed = onOne ? ['DELETE'] : ['GET', 'POST'];
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    if (request.method === 'GET') return adminJson({ orders: await listTestOrders(sql) });
    if (request.method === 'POST') {
      const sent = await sendTestOrder(sql, auth.admin.email);
      return sent.ok ? adminJson({ order: sent.order, notification: sent.notification }, 201) : adminError(409, sent.code, sent.message);
    }
    const number = Number(rest);
    if (!/^[1-9][0-9]{0,9}$/.test(rest ?? '') || number > 2_147_483_647) return adminError(404, 'not_found', 'No such order.');
    const deleted = await deleteTestOrder(sql, number, auth.admin.email);
    if (!deleted.ok) return adminError(deleted.code === 'not_found' ? 404 : 409, deleted.code, deleted.message);
    return adminJson({ deleted: number, restocked: deleted.restocked });
  }),
);

export const config: Config = { path: ['/api/admin/test-orders', '/api/admin/test-orders/:number'], method: ['GET', 'POST', 'DELETE'] };
