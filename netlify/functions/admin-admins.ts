// The authorised admin emails: GET the list (with whether each has a password and which is the
// owner), POST {email} to admit one (it may then sign in through Supabase Auth), DELETE
// /api/admin/admins/{email}. Only the owner adds or removes (403 not_owner); the last owner stays
// (409 last_owner).
import type { Config } from '@netlify/functions';
import { addAdminBodySchema } from '../../src/domain/admin/admins.ts';
import { adminEmail } from '../../src/domain/admin/text-rules.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, noContent, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { addAdmin, listAdminEmails, removeAdmin } from '../../src/server/admin/admins.service.ts';

const notOwner = () => adminError(403, 'not_owner', 'Only the shop’s owner can add or remove admins.');
const noSuchEmail = () => adminError(404, 'not_found', 'No such admin email.');

export default adminFunction('admin-admins', {
  'GET /api/admin/admins': async () => adminJson({ emails: await listAdminEmails(db()) }),
  'POST /api/admin/admins': async ({ request, admin }) => {
    const body = await readAndParse(request, addAdminBodySchema, 4096);
    if (!body.ok) return body.response;
    if ((await addAdmin(db(), body.data.email, admin)) === 'not_owner') return notOwner();
    return adminJson({ emails: await listAdminEmails(db()) }, 201);
  },
  'DELETE /api/admin/admins/:email': async ({ params, admin }) => {
    const email = adminEmail.safeParse(params.email);
    if (!email.success) return noSuchEmail();
    const removed = await removeAdmin(db(), email.data, admin);
    if (removed === 'not_owner') return notOwner();
    if (removed === 'not_found') return noSuchEmail();
    if (removed === 'last_admin') return adminError(409, 'last_admin', 'The last admin email cannot be removed: add another one first.');
    if (removed === 'last_owner') return adminError(409, 'last_owner', 'The shop’s owner cannot be removed.');
    return noContent();
  },
});

export const config: Config = { path: ['/api/admin/admins', '/api/admin/admins/:email'], method: ['GET', 'POST', 'DELETE'] };
