// GET /api/admin/audit?before=<next>: the audit log, newest first, 50 entries a page.
import type { Config } from '@netlify/functions';
import { isAuditCursor } from '../../src/domain/admin/audit.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, invalidFields } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { listAudit } from '../../src/server/audit/audit.repo.ts';

export default adminFunction('admin-audit', {
  'GET /api/admin/audit': async ({ request }) => {
    const before = new URL(request.url).searchParams.get('before') ?? undefined;
    if (before !== undefined && !isAuditCursor(before)) return invalidFields({ before: 'invalid' }, 'Unknown page of the audit log.');
    return adminJson(await listAudit(db(), before));
  },
});

export const config: Config = { path: '/api/admin/audit', method: ['GET'] };
