// Runs the Astro CLI with this Node (22+) and the database URL in its environment.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The package's exports hide its bin: point at the file in node_modules.
const astroBin = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

// `astro build` reads the database with the build's larger pool (see connection-settings.ts).
const roleFor = (args: string[]) => (args[0] === 'build' ? { DATABASE_POOL_ROLE: 'build' } : {});

// The build allocates a page's worth of short-lived objects for each of tens of thousands of pages: a
// larger young generation (V8's default semi-space is 16 MB here) lets most of them die without a
// collection. Measured with the build benchmark's CPU profiles (docs/benchmarks.md).
const nodeArgsFor = (args: string[]) => (args[0] === 'build' ? ['--max-semi-space-size=64'] : []);

/** `nodeArgs`: options for Node itself (the build benchmark's --cpu-prof). */
export function runAstro(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgsFor(args), ...nodeArgs, astroBin, ...args], {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...roleFor(args), ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`astro ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

export function spawnAstro(args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, [astroBin, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
}
