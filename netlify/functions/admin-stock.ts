// POST /api/admin/stock {changes:[{variantId, delta}]}: deltas applied atomically, live at once
// (no publish: the shop's /api/stock reads them). GET /api/admin/stock/low: the variants at or
// under the low-stock threshold. PUT /api/admin/stock/threshold {threshold}.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { stockChangesBodySchema, thresholdBodySchema } from '../../src/domain/admin-catalog/stock.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { refusing } from '../../src/server/admin-catalog/http.ts';
import { applyStockChanges, lowStock, setLowStockThreshold } from '../../src/server/admin-catalog/stock.service.ts';

const ALLOWED: Record<string, string[]> = {
  '/api/admin/stock': ['POST'],
  '/api/admin/stock/low': ['GET'],
  '/api/admin/stock/threshold': ['PUT'],
};

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-stock', context?.requestId, async () => {
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    const allowed = ALLOWED[path];
    if (!allowed) return adminError(404, 'not_found', 'Not found');
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    if (path === '/api/admin/stock/low') return adminJson(await lowStock(sql));
    if (path === '/api/admin/stock/threshold') {
      const body = await readAndParse(request, thresholdBodySchema);
      if (!body.ok) return body.response;
      return adminJson({ threshold: await setLowStockThreshold(sql, body.data.threshold, auth.admin.email) });
    }
    const body = await readAndParse(request, stockChangesBodySchema);
    if (!body.ok) return body.response;
    return refusing(async () => adminJson({ variants: await applyStockChanges(sql, body.data.changes, auth.admin.email) }));
  }),
);

export const config: Config = {
  path: ['/api/admin/stock', '/api/admin/stock/low', '/api/admin/stock/threshold'],
  method: ['GET', 'POST', 'PUT'],
};
