// GET /api/admin/wilayas: the 58 wilayas' delivery prices and their version. PUT {changes, updatedAt}:
// the changed rows at once (quick edits included), 409 when the table changed since it was read.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { wilayaChangesBodySchema } from '../../src/domain/admin/wilaya-prices.ts';
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
import { readWilayaPrices, saveWilayaPrices } from '../../src/server/admin/wilaya-prices.service.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-wilayas', context?.requestId, async () => {
    if (request.method !== 'GET' && request.method !== 'PUT') return methodNotAllowed(['GET', 'PUT']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    if (request.method === 'GET') return adminJson(await readWilayaPrices(db()));
    const body = await readAndParse(request, wilayaChangesBodySchema, 16 * 1024);
    if (!body.ok) return body.response;
    const result = await saveWilayaPrices(db(), body.data.changes, body.data.updatedAt, auth.admin.email);
    if (result.ok) {
      schedulePublish(context);
      return adminJson(result.prices);
    }
    if (result.reason === 'stale')
      return adminError(409, 'stale', 'The delivery prices were changed elsewhere since you opened them. Reload, then save again.');
    return invalidFields(result.fields, 'Unknown wilaya code.');
  }),
);

export const config: Config = { path: '/api/admin/wilayas', method: ['GET', 'PUT'] };
