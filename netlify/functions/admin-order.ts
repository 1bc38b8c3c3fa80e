// One order, by its number: GET (everything, history, calls, the phone's record), PATCH (edit before
// shipping), POST .../status {to, note} (a workflow move), POST .../return-received (a returned parcel's
// units back to stock), POST .../calls (log a call).
// Every answer but a refusal is the order as it is now (OrderDetail). And POST /api/admin/orders/bulk
// {action, numbers, note}: confirm, mark shipped or cancel several orders, each with the workflow's
// rules, one answer per order (here, because /api/admin/orders/bulk is also /api/admin/orders/:number).
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { callBodySchema } from '../../src/domain/admin-orders/calls.ts';
import { orderEditBodySchema } from '../../src/domain/admin-orders/order-edit.ts';
import { bulkMoveBodySchema, returnReceivedBodySchema, statusMoveBodySchema } from '../../src/domain/admin-orders/order-moves.ts';
import { BULK_ACTIONS } from '../../src/domain/admin-orders/workflow.ts';
import { db } from '../../src/server/db/client.ts';
import {
  adminError,
  adminJson,
  answering,
  invalidFields,
  methodNotAllowed,
  readAndParse,
  type AdminContext,
} from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { readOrderDetail } from '../../src/server/admin-orders/order-detail.repo.ts';
import { editOrder } from '../../src/server/admin-orders/order-edit.service.ts';
import { moveOrder, moveOrders, receiveReturn } from '../../src/server/admin-orders/workflow.service.ts';
import { logCall } from '../../src/server/admin-orders/calls.repo.ts';

const METHODS: Record<string, string[]> = { '': ['GET', 'PATCH'], status: ['POST'], 'return-received': ['POST'], calls: ['POST'] };
const SMALL_BODY = 16 * 1024;

const noOrder = (number: number) => adminError(404, 'not_found', `There is no order number ${number}.`);

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-order', context?.requestId, async () => {
    const { pathname } = new URL(request.url);
    if (/^\/api\/admin\/orders\/bulk\/?$/.test(pathname)) return bulk(request);
    const match = /^\/api\/admin\/orders\/(\d{1,10})(?:\/([a-z-]+))?\/?$/.exec(pathname);
    const action = match?.[2] ?? '';
    const number = Number(match?.[1]);
    if (!match || !Object.hasOwn(METHODS, action) || number > 2_147_483_647) return adminError(404, 'not_found', 'Not found.');
    if (!METHODS[action]!.includes(request.method)) return methodNotAllowed(METHODS[action]!);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    const by = auth.admin.email;
    const detail = async (status = 200) => {
      const order = await readOrderDetail(sql, number);
      return order ? adminJson(order, status) : noOrder(number);
    };

    if (action === '' && request.method === 'GET') return detail();
    if (action === '') {
      const body = await readAndParse(request, orderEditBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      const edited = await editOrder(sql, number, body.data, by);
      if (edited.ok) return detail();
      if (edited.reason === 'not_found') return noOrder(number);
      if (edited.reason === 'stale')
        return adminError(409, 'stale', 'This order was changed elsewhere since you opened it. Reload it, then edit again.');
      // The message is for logs and scripts; the admin words the code (and the status in details) itself.
      if (edited.reason === 'not_editable')
        return adminError(409, 'not_editable', `This order is ${edited.status}: only a pending or confirmed order can be edited.`, {
          details: { status: edited.status },
        });
      if (edited.reason === 'has_parcel')
        return adminError(409, 'has_parcel', 'This order has a parcel at the carrier: cancel the parcel first to edit it.');
      return invalidFields(edited.fields);
    }
    if (action === 'status') {
      const body = await readAndParse(request, statusMoveBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      const moved = await moveOrder(sql, number, body.data.to, by, body.data.note);
      return moved.ok ? detail() : adminError(moved.code === 'not_found' ? 404 : 409, moved.code, moved.message);
    }
    if (action === 'return-received') {
      const body = await readAndParse(request, returnReceivedBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      const received = await receiveReturn(sql, number, by, body.data.note);
      return received.ok ? detail() : adminError(received.code === 'not_found' ? 404 : 409, received.code, received.message);
    }
    const body = await readAndParse(request, callBodySchema, SMALL_BODY);
    if (!body.ok) return body.response;
    return (await logCall(sql, number, body.data, by)) ? detail(201) : noOrder(number);
  }),
);

async function bulk(request: Request): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireAdmin(request);
  if (!auth.ok) return auth.response;
  const body = await readAndParse(request, bulkMoveBodySchema, SMALL_BODY);
  if (!body.ok) return body.response;
  const { action, numbers, note } = body.data;
  return adminJson({ results: await moveOrders(db(), numbers, BULK_ACTIONS[action], auth.admin.email, note) });
}

export const config: Config = {
  path: ['/api/admin/orders/:number', '/api/admin/orders/:number/:action'],
  method: ['GET', 'PATCH', 'POST'],
};
