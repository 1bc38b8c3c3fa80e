// One instance of the order function for the benchmark, in its own process: Netlify runs functions
// as many instances side by side, so the benchmark can spread its shoppers over several of these.
// Started by bench-orders.ts with DATABASE_URL and ORDER_WEBHOOK_URL set; tells its parent its URL.
import { fileURLToPath } from 'node:url';
import { startLocalRuntime } from '../local-runtime/server.ts';
import { shopEnv } from '../../src/server/env.ts';
import { profilePhases } from './cpu-phases.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runtime = await startLocalRuntime({ root, distDir: shopEnv().BENCH_DIST_DIR!, port: 0, host: '127.0.0.1', quiet: true });
process.send!({ url: runtime.url.replace('localhost', '127.0.0.1') });
// The benchmark's CPU by phase (cpu-phases.ts): a profile of this process between two messages.
let stopProfile: (() => Promise<Record<string, number>>) | undefined;
process.on('message', (message) => {
  if (message === 'profile-start') void profilePhases().then((stop) => ((stopProfile = stop), process.send!('profiling')));
  if (message === 'profile-stop') void stopProfile?.().then((phases) => process.send!({ phases }));
  if (message !== 'close') return;
  void runtime.close().then(async () => {
    const { closeDb } = await import('../../src/server/db/client.ts');
    await closeDb();
    process.exit(0);
  });
});
