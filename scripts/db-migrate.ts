// npm run db:migrate [-- --seed-demo]: apply pending migrations to DATABASE_URL (or the embedded
// database). The one script that changes a DATABASE_URL database's schema: the others refuse while it
// is behind. They are recorded in the Supabase CLI's history, so after `npx supabase db push --remote`
// nothing is replayed. The demo catalog goes into the embedded database on its first run (SEED_DEMO=0 skips it);
// into a DATABASE_URL database only with --seed-demo.
import { parseArgs } from 'node:util';
import { prepareDatabase } from './lib/database.ts';
import { shopEnv } from '../src/server/env.ts';

const { values } = parseArgs({ options: { 'seed-demo': { type: 'boolean' } } });
const seed = values['seed-demo'] ? true : shopEnv().SEED_DEMO === '0' ? false : undefined;
const database = await prepareDatabase({ seed, migrate: true });
await database.stop();
