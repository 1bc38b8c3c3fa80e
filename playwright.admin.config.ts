import { defineConfig } from '@playwright/test';
import { browserSettings } from './tests/e2e/browser-settings.ts';
import { standInUrl } from './tests/e2e/admin-supabase-port.ts';
import { adsStandInPort } from './tests/e2e/ads-stand-in.ts';

// The admin's browser tests change what every shopper test relies on (delivery prices, the hero text,
// the site password, then a publish): they get their own site, database and build folder.
//
// npm run test:e2e:all runs them in three parts side by side, each on a site of its own
// (E2E_ADMIN_PART=1, 2 or 3: the second on the two ports after the first's, the third ten after),
// since every test starts from a shop without an admin and they cannot share one. Part 2 is every
// admin spec not in parts 1 and 3, so a new spec always runs. Without E2E_ADMIN_PART, one site runs
// them all.
//
// Balanced by the specs' times in the last full run on the 2-core machine (the three parts and the
// shop's suite side by side): part 1 about 470 s of tests; part 2, before the third part existed,
// about 450 s, and this session's new specs (ads, offers, the added piece, left checkouts) would
// have put it near 650 s. Other work on the machine moves the figures by a third: measure the parts
// side by side, and move a light spec when a new one tips the balance.
const PART_1 = [
  'admin-screens.spec.ts',
  'admin-publish.spec.ts',
  'admin-language.spec.ts',
  'admin-sign-in.spec.ts',
  'admin-supabase.spec.ts',
  'admin-forms.spec.ts',
  'admin-catalog-languages.spec.ts',
  // NOEST's and ZR Express's flows (about 14 s and 10 s alone) here, as part 2 holds the other carriers' and the orders' specs.
  'admin-carriers-noest.spec.ts',
  'admin-carriers-zr-express.spec.ts',
];
const PART_3 = [
  'admin-ads.spec.ts',
  'admin-offers.spec.ts',
  'admin-added-piece.spec.ts',
  'admin-left-checkouts.spec.ts',
  'admin-catalog-screens.spec.ts',
  'admin-parcels-many.spec.ts',
];
const part = process.env.E2E_ADMIN_PART;
if (part !== undefined && part !== '1' && part !== '2' && part !== '3') throw new Error('E2E_ADMIN_PART is 1, 2 or 3');
// Part 3 ten ports on: each site uses its port, the next (Supabase Auth's stand-in) and the fifth after (the pixels' stand-in).
const PART_OFFSET: Record<string, number> = { '2': 2, '3': 10 };
const PORT = Number(process.env.E2E_ADMIN_PORT ?? 4395) + (PART_OFFSET[part ?? ''] ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: part === '1' ? PART_1 : part === '3' ? PART_3 : ['admin*.spec.ts'],
  ...(part === '2' ? { testIgnore: [...PART_1, ...PART_3] } : {}),
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
