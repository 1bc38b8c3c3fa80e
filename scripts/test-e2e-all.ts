// npm run test:e2e:all: the three browser suites at once. Each has its own port, database and build
// folder (playwright.config.ts, playwright.gate.config.ts, playwright.admin.config.ts), so nothing
// orders them; run together, one suite's build and waits overlap the others' tests. Each line is
// prefixed with its suite; the run fails when any suite fails. Arguments go to every suite
// (`npm run test:e2e:all -- --project phone`).
import { runTogether } from './lib/run-together.ts';

const playwright = 'node_modules/@playwright/test/cli.js';
const suites = [
  { name: 'shop', config: 'playwright.config.ts' },
  { name: 'gate', config: 'playwright.gate.config.ts' },
  { name: 'admin', config: 'playwright.admin.config.ts' },
];

const code = await runTogether(
  suites.map(({ name, config }) => ({
    name,
    command: process.execPath,
    args: [playwright, 'test', '-c', config, ...process.argv.slice(2)],
  })),
);
process.exit(code);
