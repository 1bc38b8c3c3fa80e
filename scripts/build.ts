// npm run build: the build Netlify runs. With DATABASE_URL (Netlify + Supabase) it only reads that
// database: migrations there are applied by `npx supabase db push --remote` (or `npm run db:migrate`),
// never by a build, and the build writes nothing. It first checks that database in one connection: one
// that cannot be reached, or whose schema is behind, stops the build with one sentence saying what to do.
// On Netlify without DATABASE_URL it stops with what to set.
// On a laptop without it, the embedded PGlite database under .data/ is migrated and seeded first.
import { openExternalDatabase, prepareDatabase } from './lib/database.ts';
import { runAstro } from './lib/astro.ts';
import { buildDatabase } from './lib/build-database.ts';

// Astro sets NODE_ENV=production for every build; the site gate's placeholder rule needs the owner's own.
process.env.BUILD_NODE_ENV ??= process.env.NODE_ENV ?? '';

const target = buildDatabase(process.env);
if (target.kind === 'refused') {
  console.error(`[build] ${target.message}`);
  process.exit(1);
}
if (target.kind === 'external') {
  await openExternalDatabase(target.url, { migrate: false, seed: false, label: 'build' });
  // Netlify: the admin's publishing state learns that this build started and how it ended (the build's
  // one deliberate write; on a read-only connection it only warns). Deploy previews and branch deploys
  // read the same database but publish nothing the shoppers see.
  const live = !process.env.CONTEXT || process.env.CONTEXT === 'production';
  const { db, closeDb } = await import('../src/server/db/client.ts');
  const { reportBuild } = await import('../src/server/publish/publisher.ts');
  try {
    await (live ? reportBuild(db(), () => runAstro(['build'])) : runAstro(['build']));
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
