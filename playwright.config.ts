import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
const PORT = Number(process.env.E2E_PORT ?? 4391);
export const chromiumFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // The locked site's tests need protection on: playwright.gate.config.ts runs them (npm run test:e2e:gate).
  testIgnore: ['**/gate.spec.ts', '**/gate-http.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } } },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } },
  ],
  // The shop as a new user gets it: a fresh embedded database, migrated, seeded, built and served.
  webServer: {
    command: 'node scripts/start.ts --reset',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Its own database and build folder, so a running `npm start` or a second run never collides.
    env: { PORT: String(PORT), DATA_DIR: `.data/e2e-${PORT}`, ASTRO_OUT_DIR: `.data/dist-e2e-${PORT}`, DATABASE_URL: '' },
  },
});
