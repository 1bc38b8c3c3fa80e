// Vitest in two lanes side by side (npm run test:unit, npm test). Each database project runs its
// files one at a time (one database each, see vitest.config.ts), and a single Vitest run puts every
// such file of every project in one queue: PGlite's, then PostgreSQL's, then the deploy walk-through,
// one file at a time on a 2-core machine. Two Vitest runs at once keep that rule per project and use
// both cores: the unit and component tests and PGlite in one, PostgreSQL 15 and the deploy tests in the other
// (PostgreSQL 15 only when installed, as in vitest.config.ts).
import { existsSync } from 'node:fs';
import { POSTGRES_BIN } from './postgres-cluster.ts';
import type { Job } from './run-together.ts';

const vitest = 'node_modules/vitest/vitest.mjs';

/** The two lanes as jobs for runTogether; `args` go to both (a filter, a reporter). */
export function unitLanes(args: readonly string[]): Job[] {
  const withPostgres = existsSync(`${POSTGRES_BIN}/pg_ctl`);
  const lanes = [
    { name: 'unit+pglite', projects: ['unit', 'components', 'db-pglite'] },
    { name: 'pg15+deploy', projects: [...(withPostgres ? ['db-postgres15'] : []), 'deploy'] },
  ];
  return lanes.map(({ name, projects }) => ({
    name,
    command: process.execPath,
    // A filter may leave one lane without a file: that lane has nothing to say, not a failure.
    args: [vitest, 'run', ...projects.flatMap((project) => ['--project', project]), ...(args.length ? ['--passWithNoTests'] : []), ...args],
  }));
}
