// An order just delivered is told to the ad platforms as a Purchase (issue 40 §3), written here in the
// move's own transaction (src/server/ads sends it later, from ad_events). Only when the shopper
// consented (the order has an order_attribution row), the owner has ads on, and the platform has
// both its pixel ID (the Ads settings) and its access token; one row per order and platform, so a
// delivery reported again (a replayed carrier outcome) writes nothing new.
import type { Queryable } from '../db/queryable.ts';

/** Queues the order's Purchase for every platform it may go to; the number of rows written. */
export async function enqueuePurchaseIn(tx: Queryable, orderId: string, deliveredAt: Date): Promise<number> {
  const rows = await tx`
    insert into ad_events (order_id, platform, event_name, event_time)
    select a.order_id, t.platform, 'Purchase', ${deliveredAt}
    from order_attribution a
    cross join ad_platform_tokens t
    join site_settings s on s.id = 1
    where a.order_id = ${orderId}
      and s.ads_enabled
      and coalesce(case t.platform when 'meta' then s.meta_pixel_id when 'tiktok' then s.tiktok_pixel_id end, '') <> ''
    on conflict (order_id, platform, event_name) do nothing
    returning 1`;
  return rows.length;
}
