// A real `astro build` against the test database: a production build locked with the placeholder
// password stops with a message that says what to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '../../src/server/db/client.ts';
import { setGateProtection } from '../../src/server/gate/gate-protection.ts';
import { resetGateSettings } from './gate-helpers.ts';
import { astroBuild } from './astro-build.ts';

const outDir = mkdtempSync(join(tmpdir(), 'gate-build-'));

const build = (env: Record<string, string> = {}) => astroBuild(outDir, env);

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
