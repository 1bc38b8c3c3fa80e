// Build time: decides what the edge function gets baked in. Refuses (fails the build) when a
// production site would be locked with the public placeholder password or without a cookie secret.
import type { Sql } from '../db/client.ts';
import type { GateConfig } from '../../domain/gate/gate-config.ts';
import { SHIPPED_DEFAULT_LOCALE, type Locale } from '../../i18n/locales.ts';
import { getGateSettings } from '../settings/gate-settings.repo.ts';
import { gateCookieSecret } from './cookie-secret.ts';
import { siteCookieVersion } from './cookie-version.ts';
import { isPlaceholderHash, PLACEHOLDER_REFUSAL } from '../passwords/placeholder.ts';
import { shopEnv, type ShopEnv } from '../env.ts';

export type BuildGate = { enabled: false } | { enabled: true; version: string };

/**
 * Astro sets NODE_ENV=production for every build, so inside a build only Netlify's CONTEXT and the
 * NODE_ENV the owner gave `npm run build` (kept as BUILD_NODE_ENV by scripts/build.ts) say production.
 */
export const isProductionBuild = (env: ShopEnv) => env.CONTEXT === 'production' || env.BUILD_NODE_ENV === 'production';

/** Only reads (the build never writes to the database; a missing hash means protection cannot be on). */
export async function gateForBuild(sql: Sql, env: ShopEnv = shopEnv()): Promise<BuildGate> {
  const settings = await getGateSettings(sql);
  if (!settings.enabled || !settings.passwordHash) return { enabled: false };
  if (isProductionBuild(env) && (await isPlaceholderHash(settings.passwordHash))) {
    throw new Error(`Site password protection is on, but this production build would use the placeholder password. ${PLACEHOLDER_REFUSAL}`);
  }
  if (env.DATABASE_EMBEDDED !== '1' && (await isPlaceholderHash(settings.passwordHash))) {
    throw new Error(
      `Site password protection is on, but this build of a shared database would use the placeholder password. ${PLACEHOLDER_REFUSAL}`,
    );
  }
  const secret = gateCookieSecret(env);
  return { enabled: true, version: await siteCookieVersion(secret, settings.passwordHash) };
}

/**
 * The edge's config: the gate page of each language goes in whole, so the edge needs no request to
 * serve it, with the Content-Security-Policy that allows exactly its inline scripts.
 */
export function bakeGateConfig(
  gate: BuildGate,
  pages: Partial<Record<Locale, string>>,
  csp?: string,
  defaultLocale: Locale = SHIPPED_DEFAULT_LOCALE,
): GateConfig {
  if (!gate.enabled) return { enabled: false };
  if (!pages[defaultLocale])
    throw new Error('Site password protection is on, but the build made no gate page (src/pages/[...lang]/gate.astro)');
  // The edge knows which language a bare path speaks from this, not from a constant.
  return { enabled: true, version: gate.version, pages, defaultLocale, ...(csp ? { csp } : {}) };
}
