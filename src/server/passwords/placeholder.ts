// The site password the project ships with. It is public (it is in docs/limits-and-guards.md), so it may only
// ever protect a laptop's embedded database: the protection service, the build and the gate check
// refuse it anywhere else.
import { verifyPassword } from './password-hash.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

export const PLACEHOLDER_PASSWORD = 'change-me-before-launch';

export const PLACEHOLDER_REFUSAL =
  'The site password is still the placeholder shipped with the project. Set your own first: ' +
  'npm run gate -- --password <new password> (or change it in the admin area), then turn protection on.';

/** A production deploy on Netlify, or any process run with NODE_ENV=production. */
export function isProductionEnvironment(env: ShopEnv = shopEnv()): boolean {
  return env.CONTEXT === 'production' || env.NODE_ENV === 'production';
}

/**
 * The placeholder may protect (and open) only a laptop's own embedded database, never a shared or
 * deployed one: a PostgreSQL of DATABASE_URL may be reachable by others, and the placeholder is public.
 */
export function isPlaceholderAllowed(env: ShopEnv = shopEnv()): boolean {
  return env.DATABASE_EMBEDDED === '1' && !isProductionEnvironment(env);
}

/** A missing hash counts as the placeholder: startup writes the placeholder's hash there. */
export async function isPlaceholderHash(passwordHash: string | null): Promise<boolean> {
  return passwordHash === null || (await verifyPassword(PLACEHOLDER_PASSWORD, passwordHash));
}
