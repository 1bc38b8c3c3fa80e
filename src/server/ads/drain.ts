// Sends the ad platforms' waiting events (ad_events), from the scheduled drain
// (netlify/functions/outbox-drain.ts): per platform whose pixel ID and token are set while ads are
// on, up to a request's worth of events at a time (1,000 for both), each request settled as a whole.
// A request refused for its content is split in halves, each sent again, so one wrong event does not
// keep the others back (about 2·log2(n) calls to find it, not n). Every call starts only within the
// drain's time budget: rows not sent by then are given back, their attempt not counted, for the next
// drain (the scheduled function's run and the claim's lease are both bounded). Never throws for a
// platform's answer: it is kept on the rows, for the order's log.
import { db, type Sql } from '../db/client.ts';
import { serializedOnEmbedded as serial } from '../db/embedded-serial.ts';
import { configuredSiteOrigins } from '../http/site-address.ts';
import { AD_PLATFORMS, MAX_EVENTS_PER_REQUEST, type AdPlatform } from '../../domain/ads/ad-platforms.ts';
import { metaPurchase, tiktokPurchase, type DeliveredOrder } from '../../domain/ads/purchase-event.ts';
import {
  claimDueEvents,
  giveBack,
  markRefused,
  markRetry,
  markSent,
  markTooOld,
  readDeliveredOrders,
  type ClaimedAdEvent,
} from './ad-events.repo.ts';
import { readAdSettings } from './ad-settings.repo.ts';
import { readToken } from './tokens.repo.ts';
import { sendToMeta } from './meta-conversions.ts';
import { sendToTikTok } from './tiktok-events.ts';
import type { PlatformAnswer } from './platform-answer.ts';

export type AdDrainReport = { sent: number; refused: number; retried: number; tooOld: number; givenBack: number };

type Connection = {
  platform: AdPlatform;
  pixelId: string;
  token: string;
  testEventCode: string | null;
  fetchImpl: typeof fetch;
  /** No call starts at or after it (the drain's clock, `now`). */
  deadline: number;
  now: () => number;
};
type Ready = { row: ClaimedAdEvent; order: DeliveredOrder };

function send(to: Connection, batch: readonly Ready[]): Promise<PlatformAnswer> {
  if (to.platform === 'meta')
    return sendToMeta(
      to.pixelId,
      to.token,
      batch.map((r) => metaPurchase(r.order)),
      to.testEventCode,
      to.fetchImpl,
    );
  return sendToTikTok(
    to.pixelId,
    to.token,
    batch.map((r) => tiktokPurchase(r.order)),
    to.fetchImpl,
  );
}

async function settle(sql: Sql, to: Connection, batch: readonly Ready[], report: AdDrainReport): Promise<void> {
  const rows = batch.map((r) => r.row);
  if (to.now() >= to.deadline) {
    await serial(() => giveBack(sql, rows));
    report.givenBack += rows.length;
    return;
  }
  const answer = await send(to, batch);
  if (answer.kind === 'sent') {
    await serial(() => markSent(sql, rows, to.platform === 'meta' ? to.testEventCode : null));
    report.sent += rows.length;
  } else if (answer.kind === 'retry') {
    console.error(`[ads] ${to.platform}: ${rows.length} event(s) not sent (${answer.reason}); tried again later`);
    await serial(() => markRetry(sql, rows, answer.reason));
    report.retried += rows.length;
  } else if (batch.length > 1) {
    // The platform refuses a whole request for one wrong event: halves go again, to find which.
    const half = Math.ceil(batch.length / 2);
    await settle(sql, to, batch.slice(0, half), report);
    await settle(sql, to, batch.slice(half), report);
  } else {
    console.error(`[ads] ${to.platform}: order #${batch[0]!.order.orderNumber}'s event refused: ${answer.reason}`);
    await serial(() => markRefused(sql, rows, answer.reason));
    report.refused += 1;
  }
}

async function sendClaimed(sql: Sql, to: Connection, claimed: ClaimedAdEvent[], report: AdDrainReport): Promise<void> {
  const orders = await serial(() => readDeliveredOrders(sql, [...new Set(claimed.map((r) => r.orderId))]));
  const siteUrl = configuredSiteOrigins()[0] ?? null;
  const ready: Ready[] = [];
  const gone: ClaimedAdEvent[] = [];
  for (const row of claimed) {
    const order = orders.get(row.orderId);
    if (order) ready.push({ row, order: { ...order, deliveredAt: row.eventTime, siteUrl } });
    else gone.push(row);
  }
  if (gone.length) {
    await serial(() => markRefused(sql, gone, 'Not sent: the order is no longer delivered, or its consent record is gone.'));
    report.refused += gone.length;
  }
  if (ready.length) await settle(sql, to, ready, report);
}

export async function drainAdEvents(
  options: { sql?: Sql; budgetMs?: number; fetchImpl?: typeof fetch; now?: () => number } = {},
): Promise<AdDrainReport> {
  const sql = options.sql ?? db();
  const now = options.now ?? Date.now;
  const report: AdDrainReport = { sent: 0, refused: 0, retried: 0, tooOld: 0, givenBack: 0 };
  report.tooOld = await serial(() => markTooOld(sql));
  const settings = await serial(() => readAdSettings(sql));
  // Ads turned off: nothing leaves; what waits is sent if they are turned on again within the 7 days.
  if (!settings.enabled) return report;
  const deadline = now() + (options.budgetMs ?? 12_000);
  for (const platform of AD_PLATFORMS) {
    const pixelId = settings.pixelIds[platform];
    if (!pixelId) continue;
    let token: Awaited<ReturnType<typeof readToken>>;
    try {
      token = await serial(() => readToken(sql, platform));
    } catch (error) {
      console.error(`[ads] ${platform}: the token cannot be read (${(error as Error).message}); its events wait`);
      continue;
    }
    if (!token) continue;
    const to: Connection = {
      platform,
      pixelId,
      token: token.token,
      testEventCode: token.testEventCode,
      fetchImpl: options.fetchImpl ?? fetch,
      deadline,
      now,
    };
    while (now() < deadline) {
      const claimed = await serial(() => claimDueEvents(sql, platform, MAX_EVENTS_PER_REQUEST[platform]));
      if (!claimed.length) break;
      await sendClaimed(sql, to, claimed, report);
    }
  }
  return report;
}
