// The blacklist of phones: GET (the list and the orders it refused), POST {phone, reason},
// PUT /{phone} {reason}, DELETE /{phone}. An order from a listed phone is refused at POST /api/orders.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { blacklistBodySchema, blacklistReasonSchema } from '../../src/domain/admin-orders/blacklist.ts';
import { normalizeAlgerianPhone } from '../../src/domain/orders/phone.ts';
import { db } from '../../src/server/db/client.ts';
import {
  adminError,
  adminJson,
  answering,
  methodNotAllowed,
  noContent,
  pathRest,
  readAndParse,
  type AdminContext,
} from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { addToBlacklist, changeBlacklistReason, readBlacklist, removeFromBlacklist } from '../../src/server/admin-orders/blacklist.repo.ts';

const notListed = () => adminError(404, 'not_found', 'This phone is not on the blacklist.');

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-blacklist', context?.requestId, async () => {
    const rest = pathRest(request, '/api/admin/blacklist/');
    const allowed = rest === undefined ? ['GET', 'POST'] : ['PUT', 'DELETE'];
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    const by = auth.admin.email;
    if (request.method === 'GET') return adminJson(await readBlacklist(sql));
    if (request.method === 'POST') {
      const body = await readAndParse(request, blacklistBodySchema, 8 * 1024);
      if (!body.ok) return body.response;
      const entry = await addToBlacklist(sql, body.data.phone, body.data.reason, by);
      return entry ? adminJson(entry, 201) : adminError(409, 'already_listed', 'This phone is on the blacklist already.');
    }
    const phone = normalizeAlgerianPhone(rest ?? '');
    if (!phone) return notListed();
    if (request.method === 'DELETE') return (await removeFromBlacklist(sql, phone, by)) ? noContent() : notListed();
    const body = await readAndParse(request, blacklistReasonSchema, 8 * 1024);
    if (!body.ok) return body.response;
    const entry = await changeBlacklistReason(sql, phone, body.data.reason, by);
    return entry ? adminJson(entry) : notListed();
  }),
);

export const config: Config = { path: ['/api/admin/blacklist', '/api/admin/blacklist/:phone'], method: ['GET', 'POST', 'PUT', 'DELETE'] };
