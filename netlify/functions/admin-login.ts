// POST /api/admin/login {email, password}: the owner's password sign-in. One generic refusal for
// everything (401 login_failed); the 5th failure from an address or for an account blocks it for
// 600 s (429 login_blocked with the seconds left, also for every attempt while blocked).
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { loginBodySchema } from '../../src/domain/admin/session.ts';
import { LOGIN_FAILED_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { signInWithPassword } from '../../src/server/admin/password-sign-in.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-login', context?.requestId, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const body = await readAndParse(request, loginBodySchema, 4096);
    if (!body.ok) return body.response;
    const result = await signInWithPassword(db(), { ...body.data, ip: context?.ip });
    if (result.ok) return adminJson(result.session);
    return result.blocked
      ? adminError(429, 'login_blocked', LOGIN_FAILED_MESSAGE, { retryAfterSeconds: result.retryAfterSeconds ?? 600 })
      : adminError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
  }));

export const config: Config = { path: '/api/admin/login', method: ['POST'] };
