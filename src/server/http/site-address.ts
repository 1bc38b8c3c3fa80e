// The site's configured address, as the build knows it (astro.config.mjs: URL, else SITE_URL).
// Netlify sets URL for the build and for the functions at run time (the site's main address, its
// custom domain once there is one).
import { shopEnv, type ShopEnv } from '../env.ts';

/** The origins of URL and SITE_URL, those that are addresses at all. */
export function configuredSiteOrigins(env: ShopEnv = shopEnv()): string[] {
  const origins = [env.URL, env.SITE_URL].flatMap((value) => {
    if (!value) return [];
    try {
      return [new URL(value).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/** The one address to name the site by (links, redirects): URL, else SITE_URL, else `fallback`. */
export const configuredSiteAddress = (fallback: string, env: ShopEnv = shopEnv()): string => configuredSiteOrigins(env)[0] ?? fallback;
