// POST /api/admin/stock {changes:[{variantId, delta}]}: deltas applied atomically, live at once
// (no publish: the shop's /api/stock reads them). GET /api/admin/stock/low: the variants at or
// under the low-stock threshold. PUT /api/admin/stock/threshold {threshold}.
import type { Config } from '@netlify/functions';
import { stockChangesBodySchema, thresholdBodySchema } from '../../src/domain/admin-catalog/stock.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { refusing } from '../../src/server/admin-catalog/http.ts';
import { applyStockChanges, lowStock, setLowStockThreshold } from '../../src/server/admin-catalog/stock.service.ts';

export default adminFunction('admin-stock', {
  'POST /api/admin/stock': async ({ request, admin }) => {
    const body = await readAndParse(request, stockChangesBodySchema);
    if (!body.ok) return body.response;
    return refusing(async () => adminJson({ variants: await applyStockChanges(db(), body.data.changes, admin.email) }));
  },
  'GET /api/admin/stock/low': async () => adminJson(await lowStock(db())),
  'PUT /api/admin/stock/threshold': async ({ request, admin }) => {
    const body = await readAndParse(request, thresholdBodySchema);
    if (!body.ok) return body.response;
    return adminJson({ threshold: await setLowStockThreshold(db(), body.data.threshold, admin.email) });
  },
});

export const config: Config = {
  path: ['/api/admin/stock', '/api/admin/stock/low', '/api/admin/stock/threshold'],
  method: ['GET', 'POST', 'PUT'],
};
