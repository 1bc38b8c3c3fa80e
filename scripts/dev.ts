// npm run dev: Astro's dev server with hot reload, the functions served through it, and the
// embedded database (or DATABASE_URL) behind both.
import { prepareDatabase } from './lib/database.ts';

// This process serves every function at once: the larger pool (see src/server/db/connection-settings.ts).
process.env.DATABASE_POOL_ROLE ??= 'server';
import { spawnAstro } from './lib/astro.ts';
import { shopEnv } from '../src/server/env.ts';

const database = await prepareDatabase();
const child = spawnAstro(['dev', '--port', shopEnv().PORT ?? '4321'], {
  DATABASE_URL: database.url,
  DATABASE_EMBEDDED: database.embedded ? '1' : '0',
  // Image uploads without Supabase Storage go to this machine's disk (src/server/storage/storage.ts).
  UPLOADS_DIR: shopEnv().UPLOADS_DIR ?? '.data/uploads',
});
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', async (code) => {
  await database.stop();
  process.exit(code ?? 0);
});
