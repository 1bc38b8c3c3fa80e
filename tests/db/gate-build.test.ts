// A real `astro build` against the test database: a production build locked with the placeholder
// password stops with a message that says what to do.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { setGateProtection } from '../../src/server/gate/gate-protection.ts';
import { resetGateSettings } from './gate-helpers.ts';

const astro = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'gate-build-'));

function build(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
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

beforeAll(resetGateSettings);
afterAll(async () => {
  await resetGateSettings();
  rmSync(outDir, { recursive: true, force: true });
});

it('a production build with protection on and the placeholder password fails with a clear message', { timeout: 120_000 }, async () => {
  await setGateProtection(db(), true, { production: false });
  for (const env of [{ CONTEXT: 'production' }, { BUILD_NODE_ENV: 'production' }]) {
    const { code, output } = await build(env);
    expect(code).not.toBe(0);
    expect(output).toContain('this production build would use the placeholder password');
    expect(output).toContain('npm run gate -- --password <new password>');
  }
});
