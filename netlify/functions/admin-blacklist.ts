// The blacklist of phones: GET (the list and the orders it refused), POST {phone, reason},
// PUT /{phone} {reason}, DELETE /{phone}. An order from a listed phone is refused at POST /api/orders.
import type { Config } from '@netlify/functions';
import { blacklistBodySchema, blacklistReasonSchema } from '../../src/domain/admin-orders/blacklist.ts';
import { normalizeAlgerianPhone } from '../../src/domain/orders/phone.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, noContent, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { addToBlacklist, changeBlacklistReason, readBlacklist, removeFromBlacklist } from '../../src/server/admin-orders/blacklist.repo.ts';

const notListed = () => adminError(404, 'not_found', 'This phone is not on the blacklist.');

export default adminFunction('admin-blacklist', {
  'GET /api/admin/blacklist': async () => adminJson(await readBlacklist(db())),
  'POST /api/admin/blacklist': async ({ request, admin }) => {
    const body = await readAndParse(request, blacklistBodySchema, 8 * 1024);
    if (!body.ok) return body.response;
    const entry = await addToBlacklist(db(), body.data.phone, body.data.reason, admin.email);
    return entry ? adminJson(entry, 201) : adminError(409, 'already_listed', 'This phone is on the blacklist already.');
  },
  'PUT /api/admin/blacklist/:phone': async ({ request, params, admin }) => {
    const phone = normalizeAlgerianPhone(params.phone ?? '');
    if (!phone) return notListed();
    const body = await readAndParse(request, blacklistReasonSchema, 8 * 1024);
    if (!body.ok) return body.response;
    const entry = await changeBlacklistReason(db(), phone, body.data.reason, admin.email);
    return entry ? adminJson(entry) : notListed();
  },
  'DELETE /api/admin/blacklist/:phone': async ({ params, admin }) => {
    const phone = normalizeAlgerianPhone(params.phone ?? '');
    if (!phone) return notListed();
    return (await removeFromBlacklist(db(), phone, admin.email)) ? noContent() : notListed();
  },
});

export const config: Config = { path: ['/api/admin/blacklist', '/api/admin/blacklist/:phone'], method: ['GET', 'POST', 'PUT', 'DELETE'] };
