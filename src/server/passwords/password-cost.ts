// The scrypt costs passwords are hashed under: OWASP's (password-hash.ts) wherever a shop runs, for
// the admins' passwords (ADMIN_PASSWORD_COST) and the site password (SITE_PASSWORD_COST).
//
// The test sites are the one exception, and only when they ask for it (TEST_PASSWORD_COST=low):
// the suites sign in, unlock, set up and change passwords hundreds of times, and at OWASP's cost
// that was most of the database tests' time. The low cost is scrypt's smallest this code reads back
// (N=2^10), so every path (hash, verify, the decoy, the rehash of an older cost) still runs for
// real. A Netlify build or function never takes it, whatever its variables say. Two tests keep the
// production costs end to end (tests/functions/admin-password-cost.test.ts, and the site password's
// rehash in tests/functions/gate.test.ts).
import { isDeployedSite, shopEnv, type ShopEnv } from '../env.ts';
import { ADMIN_PASSWORD_COST, SITE_PASSWORD_COST, type ScryptCost } from './password-hash.ts';

export const TEST_ONLY_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const testCost = (env: ShopEnv) => env.TEST_PASSWORD_COST === 'low' && !isDeployedSite(env);

export function adminPasswordCost(env: ShopEnv = shopEnv()): ScryptCost {
  return testCost(env) ? TEST_ONLY_PASSWORD_COST : ADMIN_PASSWORD_COST;
}

export function sitePasswordCost(env: ShopEnv = shopEnv()): ScryptCost {
  return testCost(env) ? TEST_ONLY_PASSWORD_COST : SITE_PASSWORD_COST;
}
