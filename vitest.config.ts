import { existsSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { POSTGRES_BIN } from './scripts/lib/postgres-cluster.ts';
import { PGBOUNCER_BIN } from './scripts/lib/pgbouncer.ts';

// Database tests (*.db.test.ts) run on PGlite always, and on a throwaway PostgreSQL 15 cluster
// when its binaries are installed (CI installs them, so there both run).
const withPostgres = existsSync(`${POSTGRES_BIN}/pg_ctl`);
if (process.env.CI && !withPostgres) throw new Error(`CI needs PostgreSQL 15 at ${POSTGRES_BIN} (see .ci/run)`);
// The drop through a pooler needs Debian's pgbouncer too (tests/deploy/postgres-drop-pooler.test.ts).
if (process.env.CI && !PGBOUNCER_BIN) throw new Error('CI needs pgbouncer at /usr/sbin/pgbouncer (see .ci/run)');

// The build tests (a real `astro build` each) prove what the build writes from the shop's data, the
// same whichever database serves it: they run once, on PostgreSQL 15 when it is installed (what a
// deployed build reads), else on PGlite.
const buildTests = 'tests/db/*-build.test.ts';

// The functions' tests call the real handlers over a database. Most prove what a handler answers,
// which does not depend on the database behind it: they too run once, on PostgreSQL 15 when it is
// installed (production's), else on PGlite. These depend on the database itself and run on both:
// a backup and its restore (an embedded shop backs up too), and the races, which PGlite runs one
// transaction at a time and PostgreSQL side by side. The SQL of every order path runs on both
// through tests/db.
const handlerTestsOnBoth = [
  'tests/functions/admin-backup.test.ts',
  'tests/functions/restore-script.test.ts',
  'tests/functions/admin-catalog-stock.test.ts',
  'tests/functions/orders-guards.test.ts',
  // A delivery's Purchase is written in the move's transaction and claimed with skip locked: both databases.
  'tests/functions/ads-purchase.test.ts',
];

const dbProject = (name: string, globalSetup: string, { everything }: { everything: boolean }) => ({
  extends: true as const,
  test: {
    name,
    include: ['src/**/*.db.test.ts', 'tests/db/**/*.test.ts', ...(everything ? ['tests/functions/**/*.test.ts'] : handlerTestsOnBoth)],
    exclude: everything ? configDefaults.exclude : [...configDefaults.exclude, buildTests],
    globalSetup,
    setupFiles: ['tests/setup/db-env.ts'],
    // One database per project: files run one after another so they never see each other's writes mid-test.
    fileParallelism: false,
    // ...in one process that keeps the modules it loaded: a fresh module graph for each of these files
    // (the server's whole code) was a quarter of their time. Each file still gets its own db() (closed
    // after it, tests/setup/db-env.ts); no file here mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // A unit test sits beside the file it tests; tests/repository checks the repository as a whole
          // (the README's commands, the Node version, supabase/config.toml, the one-of-each rule).
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/repository/**/*.test.ts'],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
          // The files share their process's modules: a fresh module graph for each of the hundred files
          // was 60 of its 96 processor-seconds. A test that needs a module loaded under other settings
          // loads it afresh itself and puts things back (scripts/local-runtime/image-cdn.test.ts).
          isolate: false,
        },
      },
      {
        // An island's states in a simulated page (happy-dom) through React Testing Library: what turns
        // on time, pointer moves or keys, without a build or a browser. The browser suites keep what
        // needs a real page: layout, hydration and early taps, the server behind the island.
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
      dbProject('db-pglite', 'tests/setup/pglite.global.ts', { everything: !withPostgres }),
      {
        // The deploy walk-through: each file starts its own empty databases and runs the project's
        // scripts (and builds) against them, one file at a time.
        extends: true,
        test: {
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          // These need a real PostgreSQL server (TLS, pg_stat_activity, passwords, Supabase's roles for the
          // CLI); the drop's test needs pgbouncer too.
          exclude: [
            ...(withPostgres
              ? []
              : [
                  'tests/deploy/postgres-*.test.ts',
                  'tests/deploy/supabase-walkthrough.test.ts',
                  'tests/deploy/scripts-never-migrate.test.ts',
                  'tests/deploy/script-connection-failures.test.ts',
                  'tests/deploy/netlify-build.test.ts',
                ]),
            ...(PGBOUNCER_BIN ? [] : ['tests/deploy/postgres-drop-pooler.test.ts']),
          ],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      ...(withPostgres ? [dbProject('db-postgres15', 'tests/setup/postgres.global.ts', { everything: true })] : []),
    ],
  },
});
