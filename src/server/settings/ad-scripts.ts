// Where the pages load the ad platforms' scripts from, once the shopper accepted (issue 40 §2):
// Meta's fbevents.js and TikTok's events.js at their own addresses (their base codes', docs/ads.md).
// ADS_SCRIPT_ORIGIN (tests and benchmarks only, never on a deployed site) points them at local
// stand-ins of the same paths on another origin: the offline tests and Lighthouse runs load those.
import { isDeployedSite, shopEnv, type ShopEnv } from '../env.ts';
import type { AdSources } from '../../domain/http/security-headers.ts';

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const TIKTOK_PIXEL_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';

const standInOrigin = (env: ShopEnv) => {
  const origin = env.ADS_SCRIPT_ORIGIN?.trim();
  return origin && !isDeployedSite(env) ? new URL(origin).origin : undefined;
};

export function adScripts(env = shopEnv()): { meta: string; tiktok: string } {
  const stand = standInOrigin(env);
  if (!stand) return { meta: META_PIXEL_SCRIPT, tiktok: TIKTOK_PIXEL_SCRIPT };
  return { meta: `${stand}/en_US/fbevents.js`, tiktok: `${stand}/i18n/pixel/events.js` };
}

/** The attribute of the ads choice's element (AdsConsent.astro): the build's CSP looks for it. */
export const ADS_CONSENT_MARK = 'data-ads-consent';

/**
 * What the pages' Content-Security-Policy allows on a site with the ads choice: the pixels' scripts
 * (connect.facebook.net, analytics.tiktok.com, which load their further files from there too) and
 * where they send (Meta's www.facebook.com/tr, TikTok's analytics.tiktok.com), or the stand-in.
 */
export function adCspSources(env = shopEnv()): AdSources {
  const stand = standInOrigin(env);
  if (stand) return { scripts: [stand], sends: [stand] };
  return {
    scripts: ['https://connect.facebook.net', 'https://analytics.tiktok.com'],
    sends: ['https://www.facebook.com', 'https://connect.facebook.net', 'https://analytics.tiktok.com'],
  };
}
