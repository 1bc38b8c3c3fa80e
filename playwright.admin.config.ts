import { defineConfig } from '@playwright/test';
import { browserSettings } from './tests/e2e/browser-settings.ts';
import { standInUrl } from './tests/e2e/admin-supabase-port.ts';

// The admin's browser tests change what every shopper test relies on (delivery prices, the hero text,
// the site password, then a publish): they get their own site, database and build folder.
const PORT = Number(process.env.E2E_ADMIN_PORT ?? 4395);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: ['admin*.spec.ts'],
  outputDir: `.data/test-results-admin-${PORT}`,
  timeout: 30_000,
  ...browserSettings(PORT),
  webServer: {
    command: 'node scripts/start.ts --reset',
    url: `http://localhost:${PORT}/api/health`,
    // Its build runs beside the other suites' (npm run test:e2e:all) on a 2-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: `.data/e2e-${PORT}`,
      ASTRO_OUT_DIR: `.data/dist-e2e-${PORT}`,
      DATABASE_URL: '',
      // Supabase Auth is outside the machine: the admin tests serve its JWKS here (admin-supabase-stand-in.ts).
      SUPABASE_URL: standInUrl(PORT),
      SUPABASE_ANON_KEY: 'e2e-anon-key',
      SUPABASE_JWT_SECRET: '',
      // Admin passwords at scrypt's smallest cost on this test site (src/server/admin/password-cost.ts):
      // the suite signs in a hundred times; OWASP's cost is kept by tests/functions/admin-password-cost.test.ts.
      TEST_PASSWORD_COST: 'low',
    },
  },
});
