// Vitest in three lanes side by side (npm run test:unit, npm test). Each database project runs its
// files one at a time (one database each, see vitest.config.ts), and a single Vitest run puts every
// such file of every project in one queue: PGlite's, then PostgreSQL's, then the deploy walk-through,
// one file at a time on a 2-core machine. Separate Vitest runs keep that rule per project and keep
// both cores busy while one lane waits (a database starting, the Supabase CLI, a build): the unit and
// component tests and PGlite in one, PostgreSQL 15 in another, the deploy tests in the third. Every
// database, port and folder they use is their own (temporary), so nothing orders them. With the
// deploy tests beside PostgreSQL's (two lanes), that lane took a minute longer than the other.
// (PostgreSQL 15 only when installed, as in vitest.config.ts.)
import { existsSync } from 'node:fs';
import { POSTGRES_BIN } from './postgres-cluster.ts';
import type { Job } from './run-together.ts';

const vitest = 'node_modules/vitest/vitest.mjs';

/** The lanes as jobs for runTogether; `args` go to each (a filter, a reporter). */
export function unitLanes(args: readonly string[]): Job[] {
  const withPostgres = existsSync(`${POSTGRES_BIN}/pg_ctl`);
  const lanes = [
    { name: 'unit+pglite', projects: ['unit', 'components', 'db-pglite'] },
    ...(withPostgres ? [{ name: 'pg15', projects: ['db-postgres15'] }] : []),
    { name: 'deploy', projects: ['deploy'] },
  ];
  return lanes.map(({ name, projects }) => ({
    name,
    command: process.execPath,
    // A filter may leave one lane without a file: that lane has nothing to say, not a failure.
    args: [vitest, 'run', ...projects.flatMap((project) => ['--project', project]), ...(args.length ? ['--passWithNoTests'] : []), ...args],
  }));
}
