// POST /api/admin/login {email, password}: the owner's password sign-in. One generic refusal for
// everything (401 login_failed); the 5th failure from an address (or from a known device) blocks it
// for 600 s (429 login_blocked with the seconds left, also for every attempt while blocked). A
// success also answers the known-device cookie, which lets this browser in while its address is blocked.
import type { Config } from '@netlify/functions';
import { loginBodySchema } from '../../src/domain/admin/session.ts';
import { LOGIN_FAILED_MESSAGE } from '../../src/domain/admin/api-errors.ts';
import { KNOWN_DEVICE_COOKIE, knownDeviceCookieHeader } from '../../src/domain/admin/known-device.ts';
import { readCookie } from '../../src/domain/gate/unlock-cookie.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction, open } from '../../src/server/admin/admin-function.ts';
import { signInWithPassword } from '../../src/server/admin/password-sign-in.ts';
import { signedInAnswer } from '../../src/server/admin/session-cookie.ts';

export default adminFunction('admin-login', {
  'POST /api/admin/login': open(async ({ request, context }) => {
    const body = await readAndParse(request, loginBodySchema, 4096);
    if (!body.ok) return body.response;
    const deviceToken = readCookie(request.headers.get('cookie'), KNOWN_DEVICE_COOKIE);
    const result = await signInWithPassword(db(), { ...body.data, ip: context.ip, deviceToken });
    if (result.ok) {
      const response = await signedInAnswer(db(), result.session);
      if (result.deviceToken) response.headers.append('set-cookie', knownDeviceCookieHeader(result.deviceToken));
      return response;
    }
    return result.blocked
      ? adminError(429, 'login_blocked', LOGIN_FAILED_MESSAGE, { retryAfterSeconds: result.retryAfterSeconds ?? 600 })
      : adminError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
  }),
});

export const config: Config = { path: '/api/admin/login', method: ['POST'] };
