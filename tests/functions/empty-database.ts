// A second, empty database beside the test database, of the same kind: a new in-memory PGlite, or a
// new database on the PostgreSQL 15 test cluster. Migrated, without the demo catalog.
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { connect, type Sql } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { startEmbeddedDatabase } from '../../src/server/db/embedded.ts';

export type EmptyDatabase = { url: string; sql: Sql; drop: () => Promise<void> };

export async function emptyDatabase(admin: Sql): Promise<EmptyDatabase> {
  if (inject('databaseKind') === 'pglite') {
    const embedded = await startEmbeddedDatabase();
    const sql = connect(embedded.url, { max: 1 });
    await migrate(sql, { seed: false });
    return {
      url: embedded.url,
      sql,
      drop: async () => {
        await sql.end();
        await embedded.stop();
      },
    };
  }
  const name = `restore_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = inject('databaseUrl').replace(/\/postgres$/, `/${name}`);
  const sql = connect(url, { max: 2 });
  await migrate(sql, { seed: false });
  return {
    url,
    sql,
    drop: async () => {
      await sql.end();
      await admin.unsafe(`drop database ${name} with (force)`);
    },
  };
}
