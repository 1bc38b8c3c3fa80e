// The ad platforms the shop tells about a delivered order (issue 40 §3), and the rules of their
// server APIs that decide what the shop may send. Each rule's source is in docs/ad-platform-apis.md.
export const AD_PLATFORMS = ['meta', 'tiktok'] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/** Where one event stands, as the order's event log shows it. */
export const AD_EVENT_STATES = ['waiting', 'sent', 'refused', 'too_old'] as const;
export type AdEventState = (typeof AD_EVENT_STATES)[number];

/** Meta: "up to 1,000 events in data"; TikTok Events API 2.0: 1,000 events per request. */
export const MAX_EVENTS_PER_REQUEST: Readonly<Record<AdPlatform, number>> = { meta: 1000, tiktok: 1000 };

/**
 * Meta refuses a whole request when any event_time is more than 7 days before it is sent. The shop
 * never sends one that close to the line: an event older than this is marked too old instead, so a
 * request that takes a while (or a clock a little off) is never refused for it.
 */
export const MAX_EVENT_AGE_SECONDS = 7 * 24 * 3600 - 3600;

export const isTooOld = (eventTime: Date, now: Date): boolean => now.getTime() - eventTime.getTime() > MAX_EVENT_AGE_SECONDS * 1000;

/** The one event the server sends today: an order delivered (issue 40: "placed" is the browser's). */
export const PURCHASE = 'Purchase';

/** The same id for the same order and event on every platform and every retry: the platforms deduplicate on it. */
export const purchaseEventId = (orderId: string): string => `purchase:${orderId}`;
