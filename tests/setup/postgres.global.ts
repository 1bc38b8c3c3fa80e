// Vitest global setup: a throwaway PostgreSQL 15 cluster, migrated and seeded.
import type { TestProject } from 'vitest/node';
import { connect } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { startPostgresCluster } from '../../scripts/lib/postgres-cluster.ts';

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  const sql = connect(cluster.url, { max: 1 });
  await migrate(sql, { seed: true });
  await sql.end();
  project.provide('databaseUrl', cluster.url);
  project.provide('databaseKind', 'postgres15');
  return () => cluster.stop();
}
