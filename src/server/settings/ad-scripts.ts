// Where the pages load the ad platforms' scripts from, once the shopper accepted (issue 40 §2):
// Meta's fbevents.js and TikTok's events.js at their own addresses (their base codes', docs/ads.md).
// ADS_SCRIPT_ORIGIN (tests and benchmarks only, never on a deployed site) points them at local
// stand-ins of the same paths on another origin: the offline tests and Lighthouse runs load those.
import { isDeployedSite, shopEnv } from '../env.ts';

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const TIKTOK_PIXEL_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';

export function adScripts(env = shopEnv()): { meta: string; tiktok: string } {
  const origin = env.ADS_SCRIPT_ORIGIN?.trim();
  if (!origin || isDeployedSite(env)) return { meta: META_PIXEL_SCRIPT, tiktok: TIKTOK_PIXEL_SCRIPT };
  const stand = new URL(origin).origin;
  return { meta: `${stand}/en_US/fbevents.js`, tiktok: `${stand}/i18n/pixel/events.js` };
}
