// Runs the Astro CLI with this Node (22+) and the database URL in its environment.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The package's exports hide its bin: point at the file in node_modules.
const astroBin = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

export function runAstro(args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, ...args], {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
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
