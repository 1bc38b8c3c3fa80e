// Writes supabase/definitions/ (scripts/lib/sql-definitions.ts): migrates a throwaway embedded
// database from supabase/migrations and prints every SQL function as it now is. Run it after a
// migration that creates, replaces or drops a function: `npm run db:definitions`.
import { rmSync, writeFileSync } from 'node:fs';
import { connect } from '../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../src/server/db/embedded.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { DEFINITIONS_DIR, definitionFiles, functionDefinitions } from './lib/sql-definitions.ts';

const database = await startEmbeddedDatabase();
const sql = connect(database.url, { max: 1 });
try {
  await migrate(sql, { seed: false });
  const current = await functionDefinitions(sql);
  for (const name of definitionFiles().keys()) if (!current.has(name)) rmSync(`${DEFINITIONS_DIR}${name}.sql`);
  for (const [name, text] of current) writeFileSync(`${DEFINITIONS_DIR}${name}.sql`, text);
  console.log(`${current.size} functions in supabase/definitions/`);
} finally {
  await sql.end();
  await database.stop();
}
