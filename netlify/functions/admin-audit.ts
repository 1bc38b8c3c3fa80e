// GET /api/admin/audit?before=<next>: the audit log, newest first, 50 entries a page.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { isAuditCursor } from '../../src/domain/admin/audit.ts';
import { db } from '../../src/server/db/client.ts';
import { adminJson, answering, invalidFields, methodNotAllowed, type AdminContext } from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { listAudit } from '../../src/server/admin/audit.repo.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-audit', context?.requestId, async () => {
    if (request.method !== 'GET') return methodNotAllowed(['GET']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const before = new URL(request.url).searchParams.get('before') ?? undefined;
    if (before !== undefined && !isAuditCursor(before)) return invalidFields({ before: 'invalid' }, 'Unknown page of the audit log.');
    return adminJson(await listAudit(db(), before));
  }),
);

export const config: Config = { path: '/api/admin/audit', method: ['GET'] };
