// POST /api/admin/test-orders: 'Send a test order' (sample data, pending, home delivery, placed and
// sent to the chat like a shopper's, flagged as a test). GET: the test orders. DELETE /{number}: one of them.
import type { Config } from '@netlify/functions';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { deleteTestOrder, listTestOrders, sendTestOrder } from '../../src/server/admin-orders/test-order.service.ts';

export default adminFunction('admin-test-orders', {
  'GET /api/admin/test-orders': async () => adminJson({ orders: await listTestOrders(db()) }),
  'POST /api/admin/test-orders': async ({ admin }) => {
    const sent = await sendTestOrder(db(), admin.email);
    return sent.ok ? adminJson({ order: sent.order, notification: sent.notification }, 201) : adminError(409, sent.code, sent.message);
  },
  'DELETE /api/admin/test-orders/:number': async ({ params, admin }) => {
    const text = params.number ?? '';
    const number = Number(text);
    if (!/^[1-9][0-9]{0,9}$/.test(text) || number > 2_147_483_647) return adminError(404, 'not_found', 'No such order.');
    const deleted = await deleteTestOrder(db(), number, admin.email);
    if (!deleted.ok) return adminError(deleted.code === 'not_found' ? 404 : 409, deleted.code, deleted.message);
    return adminJson({ deleted: number, restocked: deleted.restocked });
  },
});

export const config: Config = { path: ['/api/admin/test-orders', '/api/admin/test-orders/:number'], method: ['GET', 'POST', 'DELETE'] };
