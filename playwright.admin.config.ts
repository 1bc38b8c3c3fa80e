import { defineConfig } from '@playwright/test';
import { browserSettings } from './tests/e2e/browser-settings.ts';
import { standInUrl } from './tests/e2e/admin-supabase-port.ts';
import { adsStandInPort } from './tests/e2e/ads-stand-in.ts';

// The admin's browser tests change what every shopper test relies on (delivery prices, the hero text,
// the site password, then a publish): they get their own site, database and build folder.
//
// npm run test:e2e:all runs them as two halves side by side, each on a site of its own
// (E2E_ADMIN_PART=1 or 2: the second half on the ports after the first's), since every test starts
// from a shop without an admin and they cannot share one. Half 2 is every admin spec not in half 1,
// so a new spec always runs. Without E2E_ADMIN_PART, one site runs them all.
//
// The halves take about the same time alone on the 2-core machine (E2E_ADMIN_PART=1 or 2, both projects,
// each run with its site's start and build). Before, back to back: half 1 526 s (452 s of tests), half 2
// with the carriers' specs 636 s (567 s). With admin-forms and admin-catalog-languages moved from half 2,
// back to back on a quieter machine: half 1 314 s (280 s of tests), half 2, the Ecotrack spec included,
// 282 s (257 s). Other work on the machine moves the figures by a third: measure both halves back to
// back, and move a light spec when a new one tips the balance.
const HALF_1 = [
  'admin-screens.spec.ts',
  'admin-publish.spec.ts',
  'admin-language.spec.ts',
  'admin-sign-in.spec.ts',
  'admin-supabase.spec.ts',
  'admin-forms.spec.ts',
  'admin-catalog-languages.spec.ts',
  // NOEST's and ZR Express's flows (about 14 s and 10 s alone) here, as half 2 holds the other carriers' and the orders' specs.
  'admin-carriers-noest.spec.ts',
  'admin-carriers-zr-express.spec.ts',
];
const part = process.env.E2E_ADMIN_PART;
if (part !== undefined && part !== '1' && part !== '2') throw new Error('E2E_ADMIN_PART is 1 or 2');
const PORT = Number(process.env.E2E_ADMIN_PORT ?? 4395) + (part === '2' ? 2 : 0);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: part === '1' ? HALF_1 : ['admin*.spec.ts'],
  ...(part === '2' ? { testIgnore: HALF_1 } : {}),
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
      // Admin passwords at scrypt's smallest cost on this test site (src/server/gate/password-cost.ts):
      // the suite signs in a hundred times; OWASP's cost is kept by tests/functions/admin-password-cost.test.ts.
      TEST_PASSWORD_COST: 'low',
      // Meta's and TikTok's pixel scripts are outside the machine: admin-ads.spec.ts serves stand-ins here.
      ADS_SCRIPT_ORIGIN: `http://127.0.0.1:${adsStandInPort(PORT)}`,
    },
  },
});
