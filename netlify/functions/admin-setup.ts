// The first-run link (printed by npm start while no admin exists): GET checks its token (X-Setup-Token),
// POST {token, email, password} creates the first admin and signs them in. 30 minutes, single use.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { setupBodySchema, setupTokenSchema } from '../../src/domain/admin/session.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, answering, methodNotAllowed, readAndParse, type AdminContext } from '../../src/server/admin/http.ts';
import { completeSetup, isSetupTokenValid } from '../../src/server/admin/setup.ts';

const invalid = () => adminError(404, 'setup_invalid', 'This setup link is not valid any more. Run npm start again for a new one.');

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-setup', context?.requestId, async () => {
    if (request.method === 'GET') {
      // The header keeps the token out of request logs; ?token= is still read for older islands.
      const given = request.headers.get('x-setup-token') ?? new URL(request.url).searchParams.get('token') ?? '';
      const token = setupTokenSchema.safeParse(given);
      return token.success && (await isSetupTokenValid(db(), token.data)) ? adminJson({ valid: true }) : invalid();
    }
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
    const body = await readAndParse(request, setupBodySchema, 4096);
    if (!body.ok) return body.response;
    const result = await completeSetup(db(), body.data);
    if (result.ok) return adminJson(result.session);
    return result.reason === 'done' ? adminError(409, 'setup_done', 'An admin exists already: sign in instead.') : invalid();
  }));

export const config: Config = { path: '/api/admin/setup', method: ['GET', 'POST'] };
