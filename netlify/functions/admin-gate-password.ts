// POST /api/admin/gate-password {password, updatedAt?}: the site password. The spec's texts:
// 'Password updated successfully!', and 'Error changing password. Please try again.' for a refusal.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { GATE_PASSWORD_TEXTS, gatePasswordBodySchema } from '../../src/domain/admin/settings-forms.ts';
import { db } from '../../src/server/db/client.ts';
import {
  adminError,
  adminJson,
  answering,
  methodNotAllowed,
  readAndParse,
  staleSettings,
  type AdminContext,
} from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { changeSitePassword } from '../../src/server/admin/gate-password.service.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-gate-password', context?.requestId, async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    const body = await readAndParse(request, gatePasswordBodySchema, 4096);
    if (!body.ok) return body.response;
    const result = await changeSitePassword(db(), body.data, auth.admin.email);
    if (result.ok) {
      schedulePublish(context);
      return adminJson({ message: GATE_PASSWORD_TEXTS.updated });
    }
    if (result.reason === 'stale') return staleSettings();
    if (result.reason === 'placeholder') {
      return adminError(422, 'placeholder_refused', `${GATE_PASSWORD_TEXTS.changeFailed} ${result.message}`, {
        fields: { password: 'placeholderRefused' },
      });
    }
    return adminError(422, 'gate_error', `${GATE_PASSWORD_TEXTS.changeFailed} ${result.message}`, { fields: { password: 'invalid' } });
  }),
);

export const config: Config = { path: '/api/admin/gate-password', method: ['POST'] };
