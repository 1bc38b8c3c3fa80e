// Startup (npm start, the CLI, the build): when no settings exist, write the defaults: site text,
// the countdown (on, 7 days ahead, 'Next Drop Coming Soon'), shipping numbers, protection off and
// the placeholder password's hash.
import { db, type Sql } from '../db/client.ts';
import { ensureGateDefaults } from './gate-settings.repo.ts';

export async function ensureDefaultSettings(sql: Sql = db()): Promise<void> {
  await ensureGateDefaults(sql);
}
