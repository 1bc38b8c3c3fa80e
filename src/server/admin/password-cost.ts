// The scrypt cost an admin's password is hashed under: OWASP's (ADMIN_PASSWORD_COST, 128 MiB and
// about half a second of a core per check) wherever a shop runs.
//
// The test sites are the one exception, and only when they ask for it (TEST_PASSWORD_COST=low):
// the suites sign in, set up and change passwords hundreds of times, and at OWASP's cost that was
// most of the database tests' time. The low cost is scrypt's smallest this code reads back
// (N=2^10), so every path (hash, verify, the decoy, the rehash of an older cost) still runs for
// real. A Netlify build or function never takes it, whatever its variables say. One test keeps the
// production cost end to end (tests/functions/admin-password-cost.test.ts).
import { shopEnv, type ShopEnv } from '../env.ts';
import { ADMIN_PASSWORD_COST, type ScryptCost } from '../gate/password-hash.ts';

export const TEST_ONLY_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const onNetlify = (env: ShopEnv) => Boolean(env.NETLIFY?.trim() || env.CONTEXT?.trim() || env.DEPLOY_ID?.trim());

export function adminPasswordCost(env: ShopEnv = shopEnv()): ScryptCost {
  return env.TEST_PASSWORD_COST === 'low' && !onNetlify(env) ? TEST_ONLY_PASSWORD_COST : ADMIN_PASSWORD_COST;
}
