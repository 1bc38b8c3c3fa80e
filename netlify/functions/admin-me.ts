// GET /api/admin/me: who the token belongs to and when the token and the session end.
import type { Config } from '@netlify/functions';
import { adminJson } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';

export default adminFunction('admin-me', {
  'GET /api/admin/me': async ({ admin: { email, sessionExpiresAt, tokenExpiresAt } }) =>
    adminJson({ email, sessionExpiresAt, tokenExpiresAt }),
});

export const config: Config = { path: '/api/admin/me', method: ['GET'] };
