// npm run build: the build Netlify runs. With DATABASE_URL (Netlify + Supabase) it only reads that
// database: migrations there are applied by `npx supabase db push --remote` (or `npm run db:migrate`),
// never by a build, and the build writes nothing. It first checks that database in one connection: one
// that cannot be reached, or whose schema is behind, stops the build with one sentence saying what to do.
// On Netlify without DATABASE_URL it stops with what to set.
// On a laptop without it, the embedded PGlite database under .data/ is migrated and seeded first.
import { openExternalDatabase, prepareDatabase } from './lib/database.ts';
import { runAstro } from './lib/astro.ts';
import { buildDatabase } from './lib/build-database.ts';
import { shopEnv } from '../src/server/env.ts';

// Astro sets NODE_ENV=production for every build; the site gate's placeholder rule needs the owner's own.
process.env.BUILD_NODE_ENV ??= shopEnv().NODE_ENV ?? '';

const target = buildDatabase(shopEnv());
if (target.kind === 'refused') {
  console.error(`[build] ${target.message}`);
  process.exit(1);
}
if (target.kind === 'external') {
  await openExternalDatabase(target.url, { migrate: false, seed: false, label: 'build' });
  // A Netlify production build tells the admin's publishing state that it started (under its deploy
  // id) or failed: the build's one deliberate write (on a read-only connection it only warns). It is
  // never what marks the site live: Netlify's "Deploy succeeded" notification does
  // (netlify/functions/publish-live.ts). A build on a laptop, even against the production
  // database, and Netlify's deploy previews and branch deploys write nothing (reportsToAdmin).
  const { db, closeDb } = await import('../src/server/db/client.ts');
  const { reportBuild } = await import('../src/server/publish/publisher.ts');
  try {
    await reportBuild(db(), () => runAstro(['build']));
  } finally {
    await closeDb();
  }
} else {
  const database = await prepareDatabase();
  try {
    await runAstro(['build'], { DATABASE_URL: database.url, DATABASE_EMBEDDED: '1' });
  } finally {
    await database.stop();
  }
}
