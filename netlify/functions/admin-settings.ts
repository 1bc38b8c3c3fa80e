// GET /api/admin/settings: every section and its version. PUT /api/admin/settings/{section}
// {...fields, updatedAt}: 200 with the new settings, 409 stale (someone saved since), 422 fields.
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { SETTINGS_SECTIONS, sectionBodySchemas, type SectionBody, type SettingsSection } from '../../src/domain/admin/settings-forms.ts';
import { db } from '../../src/server/db/client.ts';
import {
  adminError,
  adminJson,
  answering,
  invalidFields,
  methodNotAllowed,
  pathRest,
  readAndParse,
  staleSettings,
  type AdminContext,
  type SafeParser,
} from '../../src/server/admin/http.ts';
import { requireAdmin } from '../../src/server/admin/require-admin.ts';
import { readAdminSettings } from '../../src/server/admin/settings.repo.ts';
import { saveSettingsSection } from '../../src/server/admin/settings.service.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';

const isSection = (value: string | undefined): value is SettingsSection => (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');

export default handle((request: Request, context?: AdminContext): Promise<Response> =>
  answering('admin-settings', context?.requestId, async () => {
    const section = pathRest(request, '/api/admin/settings/');
    const allowed = section === undefined ? ['GET'] : ['PUT'];
    if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
    const auth = await requireAdmin(request);
    if (!auth.ok) return auth.response;
    if (section === undefined) return adminJson(await readAdminSettings(db()));
    if (!isSection(section)) return adminError(404, 'not_found', `No settings section '${section.slice(0, 40)}'.`);

    // One schema per section; the union of their types is too wide for the generic, so name the section's.
    const body = await readAndParse(request, sectionBodySchemas[section] as SafeParser<SectionBody<typeof section>>);
    if (!body.ok) return body.response;
    const result = await saveSettingsSection(db(), section, body.data, auth.admin.email);
    if (result.ok) {
      schedulePublish(context);
      return adminJson(result.settings);
    }
    if (result.reason === 'stale') return staleSettings();
    return invalidFields(result.fields, result.message);
  }),
);

export const config: Config = { path: ['/api/admin/settings', '/api/admin/settings/:section'], method: ['GET', 'PUT'] };
