// POST /api/admin/gate-password {password, updatedAt?}: the site password. The spec's texts:
// 'Password updated successfully!', and 'Error changing password. Please try again.' for a refusal.
import type { Config } from '@netlify/functions';
import { GATE_PASSWORD_TEXTS, gatePasswordBodySchema } from '../../src/domain/admin/settings-forms.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, readAndParse, staleSettings } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { changeSitePassword } from '../../src/server/admin-settings/gate-password.service.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';

export default adminFunction('admin-gate-password', {
  'POST /api/admin/gate-password': async ({ request, context, admin }) => {
    const body = await readAndParse(request, gatePasswordBodySchema, 4096);
    if (!body.ok) return body.response;
    const result = await changeSitePassword(db(), body.data, admin.email);
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
  },
});

export const config: Config = { path: '/api/admin/gate-password', method: ['POST'] };
