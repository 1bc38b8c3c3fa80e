// npm test: `npm run check` beside the Vitest lanes, then the browser suites (npm run test:e2e:all).
// The checks take about a minute of mostly one core (astro check, the layer rule, Prettier) and
// the lanes leave a core idle while they wait (databases starting, the sign-in slowdowns): side by
// side they take the time of the longer. The browser suites keep both cores busy on their own, so
// they come after, and only when everything before passed (a type error would only cost their minutes).
import { spawn } from 'node:child_process';
import { runTogether } from './lib/run-together.ts';
import { unitLanes } from './lib/unit-lanes.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const first = await runTogether([{ name: 'check', command: npm, args: ['run', '--silent', 'check'] }, ...unitLanes([])]);
if (first !== 0) process.exit(first);

const browsers = spawn(process.execPath, ['scripts/test-e2e-all.ts'], { stdio: 'inherit' });
browsers.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
