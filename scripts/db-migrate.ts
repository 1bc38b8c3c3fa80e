// npm run db:migrate: apply pending migrations (and the demo seed on a new database).
import { prepareDatabase } from './lib/database.ts';

const database = await prepareDatabase({ seed: process.env.SEED_DEMO !== '0' });
await database.stop();
