// The authorised admin emails: GET the list (with whether each has a password and which is the
// owner), POST {email} to admit one (it may then sign in through Supabase Auth), DELETE
// /api/admin/admins/{email}. Only the owner adds or removes (403 not_owner); the last owner stays
// (409 last_owner).
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { addAdminBodySchema } from '../../src/domain/admin/admins.ts';
import { adminEmail } from '../../src/domain/admin/text-rules.ts';
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
import { addAdmin, listAdminEmails, removeAdmin } from '../../src/server/admin/admins.service.ts';

const notOwner = () => adminError(403, 'not_owner', 'Only the shop’s owner can add or remove admins.');

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-admins', context?.requestId, async () => {
    const target = pathRest(request, '/api/admin/admins/');
    const allowed = target === undefined ? ['GET', 'POST'] : ['DELETE'];
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const sql = db();
    if (request.method === 'GET') return adminJson({ emails: await listAdminEmails(sql) });
    if (request.method === 'POST') {
      const body = await readAndParse(request, addAdminBodySchema, 4096);
      if (!body.ok) return body.response;
      if ((await addAdmin(sql, body.data.email, auth.admin)) === 'not_owner') return notOwner();
      return adminJson({ emails: await listAdminEmails(sql) }, 201);
    }
    const email = adminEmail.safeParse(target);
    if (!email.success) return adminError(404, 'not_found', 'No such admin email.');
    const removed = await removeAdmin(sql, email.data, auth.admin);
    if (removed === 'not_owner') return notOwner();
    if (removed === 'not_found') return adminError(404, 'not_found', 'No such admin email.');
    if (removed === 'last_admin') return adminError(409, 'last_admin', 'The last admin email cannot be removed: add another one first.');
    if (removed === 'last_owner') return adminError(409, 'last_owner', 'The shop’s owner cannot be removed.');
    return noContent();
  }),
);

export const config: Config = { path: ['/api/admin/admins', '/api/admin/admins/:email'], method: ['GET', 'POST', 'DELETE'] };
