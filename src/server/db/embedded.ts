// The embedded default database: PGlite (PostgreSQL compiled to WebAssembly) kept in a folder,
// served over the Postgres wire protocol on a free local port so that the build and the functions
// use exactly the same driver and SQL as production.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import { keepBatchesWhole } from './embedded-batches.ts';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** dataDir undefined means in memory (tests); otherwise the folder is created on first use. */
export async function startEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 16 });
  keepBatchesWhole(server);
  await server.start();
  const [, port] = server.getServerConn().split(':');
  process.env.DATABASE_EMBEDDED = '1';
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
