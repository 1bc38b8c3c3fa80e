// A real `astro build` of the test database's shop into `outDir`, as the build tests run it: only
// the environment given here (no developer's .env leaks in), and the whole output kept for the report.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const astro = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

export function astroBuild(outDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_OUT_DIR: outDir,
        DATABASE_URL: inject('databaseUrl'),
        DATABASE_EMBEDDED: inject('databaseKind') === 'pglite' ? '1' : '0',
        GATE_COOKIE_SECRET: 'build-test-secret-0123456789-0123456789',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
