import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from './playwright.config.ts';
import { GATE_PORT } from './tests/e2e/gate-fixture.ts';

// The site with password protection ON (the main config's site has it off): its own server, database
// and build folder, set up by tests/e2e/gate-server.ts through the owner's CLI.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['gate.spec.ts', 'gate-http.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Not the shared test-results/: a run of the main config next to this one would wipe it.
  outputDir: `.data/test-results-gate-${GATE_PORT}`,
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${GATE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } } },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node tests/e2e/gate-server.ts',
    url: `http://localhost:${GATE_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_GATE_PORT: String(GATE_PORT) },
  },
});
