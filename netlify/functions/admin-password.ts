// POST /api/admin/password {currentPassword?, newPassword}: one's own password. Every other
// session of the account ends (a password change is what an owner does after a lost phone), other
// browsers' session cookies with them; this browser's cookie gets a new secret, so a copy of it taken
// before the change mints nothing. The 5th wrong current password blocks changes for 600 s (429
// too_many_attempts).
import type { Config } from '@netlify/functions';
import { ownPasswordBodySchema } from '../../src/domain/admin/admins.ts';
import { passwordMentionsEmail } from '../../src/domain/admin/session.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { changeOwnPassword } from '../../src/server/admin/admins.service.ts';
import { replaceSecret } from '../../src/server/admin/session-cookies.repo.ts';
import { sessionCookieHeader } from '../../src/server/admin/session-cookie.ts';

export default adminFunction('admin-password', {
  'POST /api/admin/password': async ({ request, admin }) => {
    const body = await readAndParse(request, ownPasswordBodySchema, 4096);
    if (!body.ok) return body.response;
    // The schema refused the common, repeated and sequential ones; the admin's own email is known here.
    if (passwordMentionsEmail(body.data.newPassword, admin.email))
      return adminError(422, 'invalid', 'The new password is too easy to guess: it contains your email.', {
        fields: { newPassword: 'passwordTooEasy' },
      });
    const result = await changeOwnPassword(db(), admin, body.data);
    if (result === 'wrong_password') {
      return adminError(422, 'wrong_password', 'The current password is not right.', { fields: { currentPassword: 'invalid' } });
    }
    if (result !== 'changed') {
      return adminError(429, 'too_many_attempts', 'Too many wrong current passwords. Try again later.', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    const cookie = admin.cookieId ? await replaceSecret(db(), admin.cookieId) : undefined;
    const answer = adminJson({ message: 'Password changed. Your other sessions have ended.' });
    if (cookie) answer.headers.set('set-cookie', sessionCookieHeader(cookie));
    return answer;
  },
});

export const config: Config = { path: '/api/admin/password', method: ['POST'] };
