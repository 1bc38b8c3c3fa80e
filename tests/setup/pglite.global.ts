// Vitest global setup: an in-memory PGlite served over the wire, migrated and seeded.
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { migrate } from '../../src/server/db/migrate.ts';

export default async function setup(project: TestProject) {
  const database = await startEmbeddedDatabase();
  const sql = connect(database.url, { max: 1 });
  await migrate(sql, { seed: true });
  await sql.end();
  project.provide('databaseUrl', database.url);
  project.provide('databaseKind', 'pglite');
  return () => database.stop();
}
