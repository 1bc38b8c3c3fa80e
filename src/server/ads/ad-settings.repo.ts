// The owner's Ads settings the server events need (site_settings, the Ads settings screen's):
// whether ads are on, and each platform's pixel ID (Meta's dataset ID, TikTok's pixel code).
import type { Queryable } from '../db/queryable.ts';
import type { AdPlatform } from '../../domain/ads/ad-platforms.ts';

export type AdSettings = { enabled: boolean; pixelIds: Record<AdPlatform, string> };

export async function readAdSettings(sql: Queryable): Promise<AdSettings> {
  const [row] = await sql<{ ads_enabled: boolean; meta_pixel_id: string | null; tiktok_pixel_id: string | null }[]>`
    select ads_enabled, meta_pixel_id, tiktok_pixel_id from site_settings where id = 1`;
  return {
    enabled: row?.ads_enabled === true,
    pixelIds: { meta: row?.meta_pixel_id?.trim() ?? '', tiktok: row?.tiktok_pixel_id?.trim() ?? '' },
  };
}
