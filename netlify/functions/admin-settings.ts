// GET /api/admin/settings: every section and its version. PUT /api/admin/settings/{section}
// {...fields, updatedAt}: 200 with the new settings, 409 stale (someone saved since), 422 fields.
import type { Config } from '@netlify/functions';
import { SETTINGS_SECTIONS, sectionBodySchemas, type SectionBody, type SettingsSection } from '../../src/domain/admin/settings-forms.ts';
import { db } from '../../src/server/db/client.ts';
import { adminError, adminJson, invalidFields, readAndParse, staleSettings, type SafeParser } from '../../src/server/admin/http.ts';
import { adminFunction } from '../../src/server/admin/admin-function.ts';
import { readAdminSettings } from '../../src/server/admin-settings/settings.repo.ts';
import { saveSettingsSection } from '../../src/server/admin-settings/settings.service.ts';
import { schedulePublish } from '../../src/server/admin/after-save.ts';

const isSection = (value: string | undefined): value is SettingsSection => (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');

export default adminFunction('admin-settings', {
  'GET /api/admin/settings': async () => adminJson(await readAdminSettings(db())),
  'PUT /api/admin/settings/:section': async ({ request, context, params: { section = '' }, admin }) => {
    if (!isSection(section)) return adminError(404, 'not_found', `No settings section '${section.slice(0, 40)}'.`);
    // One schema per section; the union of their types is too wide for the generic, so name the section's.
    const body = await readAndParse(request, sectionBodySchemas[section] as SafeParser<SectionBody<typeof section>>);
    if (!body.ok) return body.response;
    const result = await saveSettingsSection(db(), section, body.data, admin.email);
    if (result.ok) {
      schedulePublish(context);
      return adminJson(result.settings);
    }
    if (result.reason === 'stale') return staleSettings();
    return invalidFields(result.fields, result.message);
  },
});

export const config: Config = { path: ['/api/admin/settings', '/api/admin/settings/:section'], method: ['GET', 'PUT'] };
