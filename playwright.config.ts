import { defineConfig } from '@playwright/test';
import { browserSettings } from './tests/e2e/browser-settings.ts';
import { standInUrl } from './tests/e2e/admin-supabase-port.ts';

const PORT = Number(process.env.E2E_PORT ?? 4391);

export default defineConfig({
  testDir: 'tests/e2e',
  // The locked site's tests need protection on: playwright.gate.config.ts runs them (npm run test:e2e:gate).
  // The admin's tests change prices and settings shoppers' tests rely on: playwright.admin.config.ts.
  testIgnore: ['**/gate.spec.ts', '**/gate-http.spec.ts', '**/admin*.spec.ts'],
  timeout: 30_000,
  ...browserSettings(PORT),
  // The shop as a new user gets it: a fresh embedded database, migrated, seeded, built and served.
  webServer: {
    command: 'node scripts/start.ts --reset',
    url: `http://localhost:${PORT}/api/health`,
    // Its build runs beside the other suites' (npm run test:e2e:all) on a 2-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Its own database and build folder, so a running `npm start` or a second run never collides.
    env: {
      PORT: String(PORT),
      DATA_DIR: `.data/e2e-${PORT}`,
      ASTRO_OUT_DIR: `.data/dist-e2e-${PORT}`,
      DATABASE_URL: '',
      // Supabase Auth is outside the machine: the admin tests serve its JWKS here (admin-supabase-stand-in.ts).
      SUPABASE_URL: standInUrl(PORT),
      SUPABASE_ANON_KEY: 'e2e-anon-key',
      SUPABASE_JWT_SECRET: '',
    },
  },
});
