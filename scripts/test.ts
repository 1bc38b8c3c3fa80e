// npm test: `npm run check` and the locked site's browser suite beside the Vitest lanes, then the other
// browser suites (npm run test:e2e:all without the gate's). The checks take about a minute of mostly
// one core (astro check, the layer rule, Prettier) and the lanes leave a core idle while they wait
// (databases starting, the Supabase CLI, the sign-in slowdowns): side by side they take the time of
// the longer. The locked site's suite is small (14 tests) and shares nothing with the others (its own
// site, port and database), so it fills those waits instead of adding its share to the browser stage,
// which keeps both cores busy on its own. The other suites come after, and only when everything before
// passed (a type error would only cost their minutes).
import { spawn } from 'node:child_process';
import { runTogether } from './lib/run-together.ts';
import { unitLanes } from './lib/unit-lanes.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const gate = {
  name: 'gate',
  command: process.execPath,
  args: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.gate.config.ts'],
};
const first = await runTogether([{ name: 'check', command: npm, args: ['run', '--silent', 'check'] }, ...unitLanes([]), gate]);
if (first !== 0) process.exit(first);

const browsers = spawn(process.execPath, ['scripts/test-e2e-all.ts', '--without-gate'], { stdio: 'inherit' });
browsers.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
