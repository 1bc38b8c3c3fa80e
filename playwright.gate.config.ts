import { defineConfig } from '@playwright/test';
import { browserSettings } from './tests/e2e/browser-settings.ts';
import { GATE_PORT } from './tests/e2e/gate-fixture.ts';

// The site with password protection ON (the main config's site has it off): its own server, database
// and build folder, set up by tests/e2e/gate-server.ts through the owner's CLI.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['gate.spec.ts', 'gate-http.spec.ts'],
  // Not the shared test-results/: a run of the main config next to this one would wipe it.
  outputDir: `.data/test-results-gate-${GATE_PORT}`,
  timeout: 60_000,
  ...browserSettings(GATE_PORT),
  webServer: {
    command: 'node tests/e2e/gate-server.ts',
    url: `http://localhost:${GATE_PORT}/api/health`,
    // Its build runs beside the other suites' (npm run test:e2e:all) on a 2-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_GATE_PORT: String(GATE_PORT) },
  },
});
