// npm start: one command from a fresh clone to a running shop at http://localhost:4321.
// Migrates and seeds the database if needed, builds the site, serves dist/ and the functions.
//   --reset      start from an empty embedded database (same as npm run db:reset first)
//   --no-build   serve the existing dist/ (used by the browser tests after one build)
import { fileURLToPath } from 'node:url';
import { prepareDatabase } from './lib/database.ts';

// This process serves every function at once: the larger pool (see src/server/db/connection-settings.ts).
process.env.DATABASE_POOL_ROLE ??= 'server';
import { runAstro } from './lib/astro.ts';
import { startLocalRuntime } from './local-runtime/server.ts';
import { ensureDefaultSettings } from '../src/server/settings/default-settings.ts';
import { registerLocalSite } from '../src/server/publish/local-site.ts';
import { removeOldPublishes } from '../src/server/publish/local-build.ts';
import { createSetupToken, setupLink } from '../src/server/admin/setup.ts';
import { db } from '../src/server/db/client.ts';
import { shopEnv } from '../src/server/env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const port = Number(shopEnv().PORT ?? 4321);

const database = await prepareDatabase({ reset: args.has('--reset') });
const env = { DATABASE_URL: database.url, DATABASE_EMBEDDED: database.embedded ? '1' : '0' };
Object.assign(process.env, env);
// Startup writes the default settings when none exist (countdown, protection off, placeholder password).
await ensureDefaultSettings();

if (!args.has('--no-build')) {
  const started = Date.now();
  await runAstro(['build'], env);
  console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const runtime = await startLocalRuntime({ root, port });
// Admin saves publish here: a background build, swapped in when complete (src/server/publish).
registerLocalSite({ root, distDir: runtime.distDir, useDist: runtime.useDist });
// What the last run published is not served any more: its folders go (a publish makes a new one).
removeOldPublishes(root, runtime.distDir());
console.log(`\n  Shop running at ${runtime.url}/shop   (Ctrl-C to stop)\n`);
// No admin yet: a one-time link (30 minutes) to set up the first one.
const setupToken = await createSetupToken(db());
if (setupToken)
  console.log(
    `  Set up the admin: ${setupLink(runtime.url, setupToken)}\n  (valid 30 minutes, once; or: npm run admin -- create --email you@example.com --password -)\n`,
  );

// Ctrl-C or SIGTERM stops gracefully: no new connections, the requests in flight (and the chat
// messages they send after their answer) finish within 5 s, then the database pool closes. A second
// signal while that runs cuts it short.
let stopping = false;
async function stop(signal: string) {
  if (stopping) {
    console.log(`[${signal}] stopping now`);
    process.exit(1);
  }
  stopping = true;
  console.log(`\n[${signal}] stopping: finishing the requests in flight...`);
  const { closeDb } = await import('../src/server/db/client.ts');
  await runtime.close({ graceMs: 5000 });
  await closeDb();
  await database.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
