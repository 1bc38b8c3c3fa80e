// Runs the Astro CLI with this Node (22+) and the database URL in its environment.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The package's exports hide its bin: point at the file in node_modules.
const astroBin = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

// `astro build` reads the database with the build's larger pool (see connection-settings.ts).
const roleFor = (args: string[]) => (args[0] === 'build' ? { DATABASE_POOL_ROLE: 'build' } : {});

/** `nodeArgs`: options for Node itself (the build benchmark's --cpu-prof). */
export function runAstro(args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, astroBin, ...args], {
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
