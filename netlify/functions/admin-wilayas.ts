// GET /api/admin/wilayas: the 58 wilayas' delivery prices and their version. PUT {changes, updatedAt}:
// the changed rows at once (quick edits included), 409 when the table changed since it was read.
import type { Config } from '@netlify/functions';
import { wilayaChangesBodySchema } from '../../src/domain/admin/wilaya-prices.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, invalidFields, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { readWilayaPrices, saveWilayaPrices } from '../../src/server/admin-settings/wilaya-prices.service.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';

export default adminFunction('admin-wilayas', {
  'GET /api/admin/wilayas': async () => adminJson(await readWilayaPrices(db())),
  'PUT /api/admin/wilayas': async ({ request, context, admin }) => {
    const body = await readAndParse(request, wilayaChangesBodySchema, 16 * 1024);
    if (!body.ok) return body.response;
    const result = await saveWilayaPrices(db(), body.data.changes, body.data.updatedAt, admin.email);
    if (result.ok) {
      schedulePublish(context);
      return adminJson(result.prices);
    }
    if (result.reason === 'stale')
      return adminError(409, 'stale', 'The delivery prices were changed elsewhere since you opened them. Reload, then save again.');
    return invalidFields(result.fields, 'Unknown wilaya code.');
  },
});

export const config: Config = { path: '/api/admin/wilayas', method: ['GET', 'PUT'] };
