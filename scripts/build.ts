// npm run build: the build Netlify runs. With DATABASE_URL (Netlify + Supabase) it only reads that
// database: migrations there are applied by `supabase db push` (or `npm run db:migrate`), never by a
// build, and the build writes nothing. On Netlify without DATABASE_URL it stops with what to set.
// On a laptop without it, the embedded PGlite database under .data/ is migrated and seeded first.
import { prepareDatabase } from './lib/database.ts';
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
  await runAstro(['build']);
} else {
  const database = await prepareDatabase();
  try {
    await runAstro(['build'], { DATABASE_URL: database.url, DATABASE_EMBEDDED: '1' });
  } finally {
    await database.stop();
  }
}
