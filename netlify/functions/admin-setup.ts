// The first-run link (printed by npm start while no admin exists): GET checks its token (X-Setup-Token
// only: the token never rides in a URL), POST {token, email, password} creates the first admin and
// signs them in. 30 minutes, single use, one link at a time. Both look the token up before anything
// is hashed; 5 wrong links from an address block it for 600 s.
import type { Config } from '@netlify/functions';
import { setupBodySchema, setupTokenSchema } from '../../src/domain/admin/session.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, readAndParse } from '../../src/server/admin/http.ts';
import { adminFunction, open } from '../../src/server/admin/admin-function.ts';
import { checkSetupToken, completeSetup, type SetupCheck } from '../../src/server/admin/setup.ts';
import { signedInAnswer } from '../../src/server/admin/session-cookie.ts';

const invalid = () => adminError(404, 'setup_invalid', 'This setup link is not valid any more. Run npm start again for a new one.');

const refusal = (check: Exclude<SetupCheck, { ok: true }>) =>
  check.reason === 'blocked'
    ? adminError(429, 'too_many_attempts', 'Too many attempts from this address. Try again later.', {
        retryAfterSeconds: check.retryAfterSeconds,
      })
    : invalid();

export default adminFunction('admin-setup', {
  'GET /api/admin/setup': open(async ({ request, context }) => {
    const token = setupTokenSchema.safeParse(request.headers.get('x-setup-token') ?? '');
    if (!token.success) return invalid();
    const check = await checkSetupToken(db(), token.data, context.ip);
    return check.ok ? adminJson({ valid: true }) : refusal(check);
  }),
  'POST /api/admin/setup': open(async ({ request, context }) => {
    const body = await readAndParse(request, setupBodySchema, 4096);
    if (!body.ok) return body.response;
    const check = await checkSetupToken(db(), body.data.token, context.ip);
    if (!check.ok) return refusal(check);
    const result = await completeSetup(db(), body.data);
    if (result.ok) return signedInAnswer(db(), result.session);
    return result.reason === 'done' ? adminError(409, 'setup_done', 'An admin exists already: sign in instead.') : invalid();
  }),
});

export const config: Config = { path: '/api/admin/setup', method: ['GET', 'POST'] };
