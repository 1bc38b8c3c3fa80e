// Every admin call but sign-in carries the working token in X-Auth-Token. A cookie is never
// looked at: a cross-site form can make the browser send cookies, never this header.
import { db, type Sql } from '../db/client.ts';
import { AUTH_HEADER } from '../../domain/admin/session.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../domain/admin/api-errors.ts';
import { adminError } from './http.ts';
import { findByToken, type AdminIdentity } from './sessions.repo.ts';

export type AdminCheck = { ok: true; admin: AdminIdentity } | { ok: false; response: Response };

export const sessionExpired = () => adminError(401, 'session_expired', SESSION_EXPIRED_MESSAGE);

export async function requireAdmin(request: Request, sql: Sql = db()): Promise<AdminCheck> {
  const token = request.headers.get(AUTH_HEADER)?.trim();
  const admin = token ? await findByToken(sql, token) : undefined;
  return admin ? { ok: true, admin } : { ok: false, response: sessionExpired() };
}
