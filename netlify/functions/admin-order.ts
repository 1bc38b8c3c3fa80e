// One order, by its number: GET (everything, history, calls, the phone's record), PATCH (edit before
// shipping), POST .../status {to, note} (a workflow move), POST .../return-received (a returned parcel's
// units back to stock), POST .../calls (log a call).
// Every answer but a refusal is the order as it is now (OrderDetail). And POST /api/admin/orders/bulk
// {action, numbers, note}: confirm, mark shipped or cancel several orders, each with the workflow's
// rules, one answer per order (here, because /api/admin/orders/bulk is also /api/admin/orders/:number).
import type { Config } from '@netlify/functions';
import { callBodySchema } from '../../src/domain/admin-orders/calls.ts';
import { orderEditBodySchema } from '../../src/domain/admin-orders/order-edit.ts';
import { bulkMoveBodySchema, returnReceivedBodySchema, statusMoveBodySchema } from '../../src/domain/admin-orders/order-moves.ts';
import { BULK_ACTIONS } from '../../src/domain/orders/workflow.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, invalidFields, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction, type SignedInCall } from '../../src/server/admin/admin-function.ts';
import { readOrderDetail } from '../../src/server/admin-orders/order-detail.repo.ts';
import { editOrder } from '../../src/server/admin-orders/order-edit.service.ts';
import { moveOrder, moveOrders, receiveReturn } from '../../src/server/orders/order-moves.service.ts';
import { logCall } from '../../src/server/admin-orders/calls.repo.ts';

const ORDER = '/api/admin/orders/:number(\\d{1,10})';
const SMALL_BODY = 16 * 1024;

const notFound = () => adminError(404, 'not_found', 'Not found.');
const noOrder = (number: number) => adminError(404, 'not_found', `There is no order number ${number}.`);

/** A route of one order, given its number (past an int4's largest, no order can have it: 404). */
const onOrder = (run: (number: number, call: SignedInCall) => Promise<Response>) => (call: SignedInCall) => {
  const number = Number(call.params.number);
  return number > 2_147_483_647 ? Promise.resolve(notFound()) : run(number, call);
};

/** The order as it is now. */
async function detail(number: number, status = 200): Promise<Response> {
  const order = await readOrderDetail(db(), number);
  return order ? adminJson(order, status) : noOrder(number);
}

export default adminFunction(
  'admin-order',
  {
    'POST /api/admin/orders/bulk': async ({ request, admin }) => {
      const body = await readAndParse(request, bulkMoveBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      const { action, numbers, note } = body.data;
      return adminJson({ results: await moveOrders(db(), numbers, BULK_ACTIONS[action], admin.email, note) });
    },
    [`GET ${ORDER}`]: onOrder((number) => detail(number)),
    [`PATCH ${ORDER}`]: onOrder(async (number, { request, admin }) => {
      const body = await readAndParse(request, orderEditBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      const edited = await editOrder(db(), number, body.data, admin.email);
      if (edited.ok) return detail(number);
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
    }),
    [`POST ${ORDER}/status`]: onOrder(async (number, { request, admin }) => {
      const body = await readAndParse(request, statusMoveBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      const moved = await moveOrder(db(), number, body.data.to, admin.email, body.data.note, body.data.updatedAt);
      return moved.ok ? detail(number) : adminError(moved.code === 'not_found' ? 404 : 409, moved.code, moved.message);
    }),
    [`POST ${ORDER}/return-received`]: onOrder(async (number, { request, admin }) => {
      const body = await readAndParse(request, returnReceivedBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      const received = await receiveReturn(db(), number, admin.email, body.data.note);
      return received.ok ? detail(number) : adminError(received.code === 'not_found' ? 404 : 409, received.code, received.message);
    }),
    [`POST ${ORDER}/calls`]: onOrder(async (number, { request, admin }) => {
      const body = await readAndParse(request, callBodySchema, SMALL_BODY);
      if (!body.ok) return body.response;
      return (await logCall(db(), number, body.data, admin.email)) ? detail(number, 201) : noOrder(number);
    }),
  },
  { notFound },
);

export const config: Config = {
  path: ['/api/admin/orders/:number', '/api/admin/orders/:number/:action'],
  method: ['GET', 'PATCH', 'POST'],
};
