// GET /api/admin/carrier-health: one health line per connected carrier (src/domain/carriers/health.ts),
// for Settings → Carriers and the dashboard: when the shop last heard from it, the parcels waiting for
// news and those in a state it cannot read, and, while its polls fail, since when and why.
import type { Config } from '@netlify/functions';
import type { CarrierHealthAnswer } from '../../src/domain/carriers/health.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { readHealth } from '../../src/server/carriers/health/health.repo.ts';

export default adminFunction('admin-carrier-health', {
  'GET /api/admin/carrier-health': async () => adminJson({ health: await readHealth(db()) } satisfies CarrierHealthAnswer),
});

export const config: Config = { path: '/api/admin/carrier-health', method: ['GET'] };
