// An explicit setup step (npm start, npm run gate; never the build, which only reads): when no
// settings exist, write the defaults: site text, the countdown (on, 7 days ahead, 'Next Drop Coming
// Soon'), shipping numbers, protection off and the placeholder password's hash. The migration
// 20261123005000_default_settings writes the same on every new database; this repairs a deleted row.
import { db, type Sql } from '../db/client.ts';
import { ensureGateDefaults } from './gate-settings.repo.ts';

export async function ensureDefaultSettings(sql: Sql = db()): Promise<void> {
  await ensureGateDefaults(sql);
}
