// GET /api/admin/carrier-health: one health line per connected carrier (src/domain/carriers/health.ts),
// for Settings → Carriers and the dashboard: when the shop last heard from it, the parcels waiting for
// news and those in a state it cannot read, and, while its polls fail, since when and why.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import type { CarrierHealthAnswer } from '../../src/domain/carriers/health.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, answering, methodNotAllowed, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { readHealth } from '../../src/server/carriers/health/health.repo.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-carrier-health', context?.requestId, async () => {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    return adminJson({ health: await readHealth(db()) } satisfies CarrierHealthAnswer);
  }),
);

export const config: Config = { path: '/api/admin/carrier-health', method: ['GET'] };
