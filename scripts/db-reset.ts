// npm run db:reset: throw the embedded database away and start over (migrations + demo catalog).
// With DATABASE_URL set it refuses: dropping a real database is not something to do by accident.
import { prepareDatabase } from './lib/database.ts';
import { shopEnv } from '../src/server/env.ts';

if (shopEnv().DATABASE_URL) {
  console.error('db:reset only resets the embedded database (.data/). Unset DATABASE_URL, or reset your PostgreSQL yourself.');
  process.exit(1);
}
const database = await prepareDatabase({ reset: true });
await database.stop();
