// The ad platforms' admin calls (src/domain/ads/ads-admin-api.ts) as queries: the tokens card and an
// order's event log each ask once; a save or a removal puts its answer in the tokens' query.
import type { AdEventsAnswer, AdTokensAnswer } from '../../domain/ads/ads-admin-api.ts';
import type { AdPlatform } from '../../domain/ads/ad-platforms.ts';
import { adminCall } from '../core/admin-api.ts';

export const AD_TOKENS_KEY = ['ads', 'tokens'] as const;
export const adTokensQuery = { queryKey: AD_TOKENS_KEY, queryFn: () => adminCall<AdTokensAnswer>('ads/tokens') };

export const adEventsQuery = (number: number) => ({
  queryKey: ['ads', 'orders', number] as const,
  queryFn: () => adminCall<AdEventsAnswer>(`ads/orders/${number}`),
});

/** The platforms as the owner knows them: brands, the same in every language. */
export const AD_PLATFORM_NAMES: Readonly<Record<AdPlatform, string>> = { meta: 'Meta', tiktok: 'TikTok' };
