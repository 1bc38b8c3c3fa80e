// npm run test:e2e:all: the three browser suites at once. Each has its own port, database and build
// folder (playwright.config.ts, playwright.gate.config.ts, playwright.admin.config.ts), so nothing
// orders them; run together, one suite's build and waits overlap the others' tests. Each line is
// prefixed with its suite; the run fails when any suite fails. Arguments go to every suite
// (`npm run test:e2e:all -- --project phone`).
import { runTogether } from './lib/run-together.ts';

const playwright = 'node_modules/@playwright/test/cli.js';
// The admin's tests in three parts, each on a site of its own (playwright.admin.config.ts).
const suites = [
  { name: 'shop', config: 'playwright.config.ts' },
  { name: 'gate', config: 'playwright.gate.config.ts' },
  { name: 'admin-1', config: 'playwright.admin.config.ts', env: { E2E_ADMIN_PART: '1' } },
  { name: 'admin-2', config: 'playwright.admin.config.ts', env: { E2E_ADMIN_PART: '2' } },
  { name: 'admin-3', config: 'playwright.admin.config.ts', env: { E2E_ADMIN_PART: '3' } },
];

// npm test runs the gate's suite beside the Vitest lanes (scripts/test.ts), then asks for the others
// with --without-gate; every other argument goes to Playwright.
const withoutGate = process.argv.includes('--without-gate');
const chosen = withoutGate ? suites.filter((s) => s.name !== 'gate') : suites;
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--without-gate');

const code = await runTogether(
  chosen.map(({ name, config, env }) => ({
    name,
    command: process.execPath,
    args: [playwright, 'test', '-c', config, ...playwrightArgs],
    ...(env ? { env } : {}),
  })),
);
process.exit(code);
